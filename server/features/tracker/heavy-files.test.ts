import { describe, expect, it } from 'vitest';
import type { ImportResult } from '#common/api/tracker.ts';
import { TRACKER_LIMITS } from '#common/tracker.ts';
import { applications, interviewRounds } from '#server/db/schema/index.ts';
import { expectPromptAnswers, probeWhile } from '#server/testing/event-loop-probe.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { get, send, type Visitor, visitor } from '#server/testing/visitor.ts';
import { CALENDAR_LIMITS } from './calendar.ts';
import { addApplication } from './testing.ts';

const AT_ONCE = 4;

/** The longest import the limits allow: 2,000 rows of about 950 characters. */
const WORST_CSV = `Title,Company,Stage,Date applied,Notes\n${`Analyst,Acme,Applied,2026-11-01,"${'x'.repeat(900)}"\n`.repeat(TRACKER_LIMITS.importRows)}`;

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

const healthCheck = (app: TestApp) => (url: string) => app.inject({ method: 'GET', url });

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
      Promise.all([
        Promise.all(Array.from({ length: AT_ONCE }, () => downloadCalendar(owner))),
        Promise.all(importers.map(importWorstCsv)),
      ]),
      healthCheck(app),
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
      Promise.all(Array.from({ length: AT_ONCE }, () => downloadCalendar(owner))),
      healthCheck(app),
    );

    for (const calendar of calendars)
      expect(calendar.body.match(/BEGIN:VEVENT/g)).toHaveLength(CALENDAR_LIMITS.rounds);
    expectPromptAnswers(probes);
  });
});
