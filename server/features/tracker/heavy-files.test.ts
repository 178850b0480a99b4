import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { ImportResult } from '#common/api/tracker.ts';
import { TRACKER_LIMITS } from '#common/tracker.ts';
import { applications, interviewRounds } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { get, send, type Visitor, visitor } from '#server/testing/visitor.ts';
import { CALENDAR_LIMITS } from './calendar.ts';
import { addApplication } from './testing.ts';

/**
 * How long the server's thread may work between two answers to the health check while the files are made: a
 * file made on that thread holds it, and everyone else, for as long as that takes. Counted in the thread's own CPU
 * time, not by the clock, so that a busy machine, which slows every thread alike, is not taken for a blocked
 * server (as in server/features/resume/hostile-files.test.ts; bench/tracker-files.ts measures the clock).
 */
const PROMPT_ANSWER_CPU_MS = 250;
const PROBE_INTERVAL_MS = 25;
const AT_ONCE = 4;

/** The longest import the limits allow: 2,000 rows of about 950 characters. */
const WORST_CSV = `Title,Company,Stage,Date applied,Notes\n${`Analyst,Acme,Applied,2026-11-01,"${'x'.repeat(900)}"\n`.repeat(TRACKER_LIMITS.importRows)}`;

type Probe = { statusCode: number; cpuMs: number };

function threadCpuMsSince(since: NodeJS.CpuUsage): number {
  const { user, system } = process.threadCpuUsage(since);
  return (user + system) / 1000;
}

/** The health check, asked again and again until `work` ends, with the thread's CPU time spent before each answer. */
async function probeWhile<T>(app: TestApp, work: Promise<T>): Promise<{ result: T; probes: Probe[] }> {
  let finished = false;
  const outcome = work.finally(() => {
    finished = true;
  });
  const probes: Probe[] = [];
  let since = process.threadCpuUsage();
  do {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    probes.push({ statusCode: response.statusCode, cpuMs: threadCpuMsSince(since) });
    since = process.threadCpuUsage();
    await sleep(PROBE_INTERVAL_MS);
  } while (!finished);
  return { result: await outcome, probes };
}

function expectPromptAnswers(probes: Probe[]): void {
  expect(probes.length).toBeGreaterThanOrEqual(2);
  expect(
    probes.filter(({ statusCode, cpuMs }) => statusCode !== 200 || cpuMs >= PROMPT_ANSWER_CPU_MS),
  ).toEqual([]);
}

/** `count` rounds with the longest people and notes, on applications of 50 rounds each (the most one holds). */
async function roundsWithLongestTexts(app: TestApp, who: Visitor, count: number): Promise<void> {
  const perApplication = TRACKER_LIMITS.roundsPerApplication;
  for (let added = 0; added < count; added += perApplication) {
    const { id: applicationId } = await addApplication(who);
    await app.db.insert(interviewRounds).values(
      Array.from({ length: Math.min(perApplication, count - added) }, (_, index) => ({
        applicationId,
        startsAt: new Date(Date.UTC(2026, 11, 1 + index, 9)),
        durationMinutes: 60,
        kind: 'onsite' as const,
        people: 'Hiring manager, '.repeat(40).slice(0, TRACKER_LIMITS.people),
        notes: 'Ask about the team and bring the portfolio. '.repeat(300).slice(0, TRACKER_LIMITS.roundNotes),
      })),
    );
  }
}

const downloadCalendar = (who: Visitor) => get(who, '/api/tracker/interviews.ics');

async function importWorstCsv(who: Visitor): Promise<ImportResult> {
  const response = await send(who, 'POST', '/api/tracker/import', { csv: WORST_CSV });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.json();
}

describe('the tracker’s largest files, four at a time', () => {
  it('keep the health check answering while calendars of 50 long rounds download and 2,000 rows import', async () => {
    const app = await buildTestApp();
    const owner = await visitor(app);
    await roundsWithLongestTexts(app, owner, TRACKER_LIMITS.roundsPerApplication);
    const importers = await Promise.all(Array.from({ length: AT_ONCE }, () => visitor(app)));
    // Once first, so that no probe counts the first compilation of these paths as time held.
    expect((await downloadCalendar(owner)).statusCode).toBe(200);

    const { result, probes } = await probeWhile(
      app,
      Promise.all([
        Promise.all(Array.from({ length: AT_ONCE }, () => downloadCalendar(owner))),
        Promise.all(importers.map(importWorstCsv)),
      ]),
    );

    const [calendars, imports] = result;
    for (const calendar of calendars) {
      expect(calendar.statusCode).toBe(200);
      expect(calendar.body.match(/BEGIN:VEVENT/g)).toHaveLength(TRACKER_LIMITS.roundsPerApplication);
    }
    expect(imports.map(({ imported }) => imported)).toEqual(Array(AT_ONCE).fill(TRACKER_LIMITS.importRows));
    expect(await app.db.$count(applications)).toBe(1 + AT_ONCE * TRACKER_LIMITS.importRows);
    expectPromptAnswers(probes);
  });

  it('keep it answering while the largest calendar a file holds downloads', async () => {
    const app = await buildTestApp();
    const owner = await visitor(app);
    await roundsWithLongestTexts(app, owner, CALENDAR_LIMITS.rounds);
    expect((await downloadCalendar(owner)).statusCode).toBe(200);

    const { result: calendars, probes } = await probeWhile(
      app,
      Promise.all(Array.from({ length: AT_ONCE }, () => downloadCalendar(owner))),
    );

    for (const calendar of calendars)
      expect(calendar.body.match(/BEGIN:VEVENT/g)).toHaveLength(CALENDAR_LIMITS.rounds);
    expectPromptAnswers(probes);
  });
});
