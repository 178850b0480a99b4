import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Application, ApplicationSummary, ImportResult, Reminders } from '#common/api/tracker.ts';
import { JOB_TITLE_MAX_LENGTH } from '#common/tailoring.ts';
import { FOLLOW_UP_DAYS, TRACKER_LIMITS } from '#common/tracker.ts';
import { applications, interviewRounds } from '#server/db/schema/index.ts';
import { buildTestApp, sessionCookieFrom, TEST_ORIGIN } from '#server/testing/test-app.ts';
import { get, send, type Visitor, visitor } from '#server/testing/visitor.ts';
import { CALENDAR_LIMITS } from './calendar.ts';
import { IMPORT_LIMIT } from './routes.ts';
import { addApplication, fillBoard, userIdOf } from './testing.ts';

/** The fields a CSV file carries, as the API answers them; its dates are days. */
const csvFields = ({
  title,
  company,
  stage,
  location,
  salary,
  url,
  description,
  notes,
  nextStep,
  nextStepDue,
  appliedAt,
  createdAt,
  contacts,
}: Application) => ({
  appliedAt: appliedAt?.slice(0, 10) ?? null,
  createdAt: createdAt.slice(0, 10),
  title,
  company,
  stage,
  location,
  salary,
  url,
  description,
  notes,
  nextStep,
  nextStepDue,
  contacts,
});

async function fullApplications(who: Visitor): Promise<Application[]> {
  const board: ApplicationSummary[] = (await get(who, '/api/applications')).json();
  const details = await Promise.all(
    board.map(async (card) => (await get(who, `/api/applications/${card.id}`)).json()),
  );
  return details.sort((a, b) => a.title.localeCompare(b.title));
}

describe('CSV export and import', () => {
  it('exports a UTF-8 CSV download Excel reads, that imports back without loss', async () => {
    const app = await buildTestApp();
    const owner = await visitor(app);
    await addApplication(owner, {
      title: 'Charge Nurse, Nights',
      company: 'St. Mary’s "Teaching" Hospital',
      location: 'Zürich',
      salary: 'CHF 95,000',
      url: 'https://jobs.example.com/1?a=1&b=2',
      description: 'Line one\nLine two, with a comma',
      notes: '=SUM(A1) is only text',
      nextStep: 'Call back',
      nextStepDue: '2026-12-03',
      contacts: [
        { name: 'Sam Lee', role: 'Recruiter', email: 'sam@example.com', phone: '+41 44 000 00 00' },
        { name: 'Kim', role: '', email: '', phone: '' },
      ],
    });
    const sent = await addApplication(owner, { title: 'Ward Manager', company: 'NHS' });
    await send(owner, 'PUT', `/api/applications/${sent.id}/stage`, { stage: 'applied' });
    await send(owner, 'PUT', `/api/applications/${sent.id}/stage`, { stage: 'interviewing' });

    const exported = await get(owner, '/api/tracker/applications.csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="applications.csv"');
    expect(exported.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const csv = exported.body.replace(/^\uFEFF/, '');

    const other = await visitor(app);
    const dryRun = await send(other, 'POST', '/api/tracker/import', { csv, dryRun: true });
    expect(dryRun.statusCode).toBe(200);
    expect(dryRun.json()).toMatchObject({
      rows: 2,
      imported: 2,
      problems: [],
    } satisfies Partial<ImportResult>);
    expect((await get(other, '/api/applications')).json()).toEqual([]);

    const imported = await send(other, 'POST', '/api/tracker/import', { csv });
    expect(imported.json()).toMatchObject({ rows: 2, imported: 2, problems: [] });
    const [original, copy] = [await fullApplications(owner), await fullApplications(other)];
    expect(copy.map(csvFields)).toEqual(original.map(csvFields));
    const interviewing = copy.find((application) => application.stage === 'interviewing');
    expect(interviewing?.history.map((change) => change.stage)).toEqual(['saved', 'applied', 'interviewing']);
    expect(interviewing?.history[1]?.at).toBe(interviewing?.appliedAt);
  });

  it('reports the rows it cannot read and imports the rest', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const csv = 'Job title,Company\nNurse,NHS\n,Nobody\n';
    const response = await send(user, 'POST', '/api/tracker/import', {
      csv,
      mapping: ['title', 'company'],
    });
    expect(response.statusCode).toBe(200);
    const result: ImportResult = response.json();
    expect(result).toMatchObject({ rows: 2, imported: 1 });
    expect(result.problems).toEqual([{ line: 3, message: expect.any(String), skipped: true }]);
    expect((await get(user, '/api/applications')).json()).toHaveLength(1);
  });

  it('keeps an imported history in order and never in the future, whatever dates the file gives', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const csv =
      'Job title,Company,Stage,Date saved,Date applied\nNurse,NHS,Interviewing,2099-01-02,2098-05-06\n';
    const before = Date.now();
    expect((await send(user, 'POST', '/api/tracker/import', { csv })).statusCode).toBe(200);
    const [summary] = (await get(user, '/api/applications')).json();
    const { history, appliedAt }: Application = (await get(user, `/api/applications/${summary.id}`)).json();
    expect(history.map((change) => change.stage)).toEqual(['saved', 'applied', 'interviewing']);
    const times = history.map((change) => Date.parse(change.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(before - 1_000);
    expect(appliedAt).toBe(history[1]?.at);
  });

  it('answers a file it cannot read at all with 400 saying why', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const header = Array.from(
      { length: TRACKER_LIMITS.importColumns + 1 },
      (_, column) => `Column ${column}`,
    );
    const response = await send(user, 'POST', '/api/tracker/import', { csv: `${header.join(',')}\nA\n` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`at most ${TRACKER_LIMITS.importColumns} can be imported`);
  });

  it('refuses an import that would pass the board’s cap: 409, nothing saved', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    await addApplication(user);
    await fillBoard(app, await userIdOf(user), TRACKER_LIMITS.applications - 2);
    const response = await send(user, 'POST', '/api/tracker/import', {
      csv: 'title,company\nA,B\nC,D\n',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Your board holds 1,999 applications and this file adds 2: together more than the 2,000 a board can hold. Nothing was imported; delete applications you no longer need or import fewer rows.',
    );
    expect((await get(user, '/api/applications')).json()).toHaveLength(TRACKER_LIMITS.applications - 1);
  });

  it(`answers at most ${IMPORT_LIMIT.max} imports a minute from one address, checks included, whoever sends them`, async () => {
    const app = await buildTestApp();
    const address = '203.0.113.7';
    const csv = 'Job title,Company\nNurse,NHS\n';
    const user = { ...(await visitor(app)), address };
    const withoutCookie = (dryRun: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/tracker/import',
        remoteAddress: address,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ csv, dryRun }),
      });
    for (let index = 0; index < IMPORT_LIMIT.max; index += 1) {
      const dryRun = index % 2 === 0;
      const response =
        index < 4
          ? await withoutCookie(dryRun)
          : await send(user, 'POST', '/api/tracker/import', { csv, dryRun });
      expect(response.statusCode, response.body).toBe(200);
    }

    for (const refused of [
      await send(user, 'POST', '/api/tracker/import', { csv, dryRun: true }),
      await send({ ...(await visitor(app)), address }, 'POST', '/api/tracker/import', { csv }),
      await withoutCookie(false),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: expect.stringMatching(/^Too many requests\. Please try again in (\d+ seconds?|1 minute)\.$/),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const elsewhere = { ...(await visitor(app)), address: '198.51.100.9' };
    expect((await send(elsewhere, 'POST', '/api/tracker/import', { csv })).statusCode).toBe(200);
  });

  it('cuts a long title or contact between two characters, never inside an emoji', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const long = `${'T'.repeat(JOB_TITLE_MAX_LENGTH - 1)}😀😀`;
    const contact = `${'C'.repeat(TRACKER_LIMITS.contactField - 1)}😀😀`;
    const response = await send(user, 'POST', '/api/tracker/import', {
      csv: `Job title,Company,Contacts\n${long},Acme,${contact}\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [card] = (await get(user, '/api/applications')).json();
    const saved: Application = (await get(user, `/api/applications/${card.id}`)).json();
    expect(saved.title).toBe('T'.repeat(JOB_TITLE_MAX_LENGTH - 1));
    expect(saved.contacts[0]?.name).toBe('C'.repeat(TRACKER_LIMITS.contactField - 1));
  });

  it('takes a file up to the CSV limit, and answers a larger body with 413 and a message', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const nearLimit = `title,company,notes\nA,B,${'x'.repeat(TRACKER_LIMITS.csv - 40)}\n`;
    const taken = await send(user, 'POST', '/api/tracker/import', { csv: nearLimit, dryRun: true });
    expect(taken.statusCode).toBe(200);
    const tooBig = await send(user, 'POST', '/api/tracker/import', { csv: 'x'.repeat(2_300_000) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'The request body is too large' });
  });
});

describe('interview rounds as .ics', () => {
  it('downloads the user’s rounds, or one application’s, as calendar events', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const first = await addApplication(user, { title: 'Nurse', company: 'NHS' });
    const second = await addApplication(user, { title: 'Manager', company: 'Bupa' });
    await send(user, 'POST', `/api/applications/${first.id}/rounds`, {
      startsAt: '2026-12-01T15:00:00+01:00',
      kind: 'video',
    });
    await send(user, 'POST', `/api/applications/${second.id}/rounds`, {
      startsAt: '2026-12-08T09:00:00Z',
      kind: 'onsite',
    });
    const all = await get(user, '/api/tracker/interviews.ics');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(all.headers['content-disposition']).toBe('attachment; filename="interviews.ics"');
    expect(all.body).toContain('BEGIN:VCALENDAR');
    expect(all.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(all.body).toMatch(/DTSTART[^\r\n]*:20261201T140000Z/);
    const one = await get(user, `/api/tracker/interviews.ics?application=${second.id}`);
    expect(one.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(one.body).toMatch(/DTSTART[^\r\n]*:20261208T090000Z/);
  });

  it('lets a carriage return in a title or notes neither end an event nor add a property', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const { id } = await addApplication(user, { title: 'Role\rX-INJECTED:1', company: 'Acme' });
    await send(user, 'POST', `/api/applications/${id}/rounds`, {
      startsAt: '2026-12-01T15:00:00Z',
      kind: 'video',
      notes: 'Prepare\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Fake',
    });
    const calendar = (await get(user, '/api/tracker/interviews.ics')).body;
    // Unfolded and split at any line break, as the most lenient reader splits it.
    const lines = calendar.replace(/\r\n /g, '').split(/\r\n|\r|\n/);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((line) => /^(X-INJECTED|SUMMARY:Fake)/.test(line))).toEqual([]);
    expect(lines).toContain('SUMMARY:Video call: Role X-INJECTED:1 at Acme');
  });

  it('holds the rounds that start latest, at most CALENDAR_LIMITS.rounds, earliest first', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const { id: applicationId } = await addApplication(user);
    const firstDay = Date.parse('2026-01-01T09:00:00Z');
    await app.db.insert(interviewRounds).values(
      Array.from({ length: CALENDAR_LIMITS.rounds + 1 }, (_, day) => ({
        applicationId,
        startsAt: new Date(firstDay + day * 24 * 60 * 60 * 1000),
        durationMinutes: 30,
        kind: 'video' as const,
      })),
    );
    const calendar = (await get(user, '/api/tracker/interviews.ics')).body;
    const starts = [...calendar.matchAll(/^DTSTART:(\d{8})T/gm)].map(([, day]) => day);
    expect(starts).toHaveLength(CALENDAR_LIMITS.rounds);
    expect(starts[0]).toBe('20260102');
    expect(starts).toEqual([...starts].sort());
  });
});

/** A zone whose date differs from UTC's right now (one of two, 25 hours apart, always does). */
function zoneAheadOrBehind(now: Date) {
  const utcDate = now.toISOString().slice(0, 10);
  const localDate = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  const timeZone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => localDate(zone) !== utcDate);
  if (!timeZone) throw new Error('one of the zones always has another date');
  return { timeZone, date: localDate(timeZone), utcDate };
}

describe('reminders', () => {
  it('next steps due today and overdue, by the user’s date; follow-ups after the days the user set', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const { timeZone, date, utcDate } = zoneAheadOrBehind(new Date());
    const dueThere = await addApplication(user, {
      title: 'Due there',
      company: 'A',
      nextStep: 'Send portfolio',
      nextStepDue: date,
    });
    const overdue = await addApplication(user, {
      title: 'Long overdue',
      company: 'B',
      nextStep: 'Chase',
      nextStepDue: '2020-01-01',
    });
    await addApplication(user, { title: 'Far off', company: 'C', nextStepDue: '2099-01-01' });
    const waiting = await addApplication(user, { title: 'Waiting', company: 'D', stage: 'applied' });
    const fresh = await addApplication(user, { title: 'Fresh', company: 'E', stage: 'applied' });
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    await app.db
      .update(applications)
      .set({ stageChangedAt: threeDaysAgo, appliedAt: threeDaysAgo })
      .where(eq(applications.id, waiting.id));

    const there: Reminders = (await get(user, `/api/tracker/reminders?timeZone=${timeZone}`)).json();
    expect(there.date).toBe(date);
    expect(there.followUpDays).toBe(FOLLOW_UP_DAYS.default);
    expect(there.dueToday).toEqual([
      {
        applicationId: dueThere.id,
        title: 'Due there',
        company: 'A',
        stage: 'saved',
        nextStep: 'Send portfolio',
        nextStepDue: date,
      },
    ]);
    expect(there.overdue.map((reminder) => reminder.applicationId)).toEqual([overdue.id]);
    expect(there.followUps).toEqual([]);

    // The browser's own date says the same, and goes before a zone that says otherwise.
    const sameDay: Reminders = (await get(user, `/api/tracker/reminders?today=${date}&timeZone=UTC`)).json();
    expect(sameDay).toEqual(there);

    const inUtc: Reminders = (await get(user, '/api/tracker/reminders')).json();
    expect(inUtc.date).toBe(utcDate);
    expect(inUtc.dueToday).toEqual([]);
    const dueLater = date > utcDate;
    expect(inUtc.overdue.map((reminder) => reminder.applicationId)).toEqual(
      dueLater ? [overdue.id] : [overdue.id, dueThere.id],
    );

    expect((await send(user, 'PUT', '/api/tracker/settings', { followUpDays: 2 })).json()).toEqual({
      followUpDays: 2,
    });
    const nudged: Reminders = (await get(user, '/api/tracker/reminders')).json();
    expect(nudged.followUps).toEqual([
      expect.objectContaining({
        applicationId: waiting.id,
        days: 3,
        appliedSince: threeDaysAgo.toISOString(),
      }),
    ]);
    expect(nudged.followUps.map((followUp) => followUp.applicationId)).not.toContain(fresh.id);
  });

  it('without a zone in the query, an account’s stored zone says what today is', async () => {
    const app = await buildTestApp();
    const { timeZone, date } = zoneAheadOrBehind(new Date());
    const signUp = await send(await visitor(app), 'POST', '/api/auth/signup', {
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      password: 'analytical engine notes',
      timeZone,
    });
    const account = { app, cookie: sessionCookieFrom(signUp) ?? '' };
    await addApplication(account, { title: 'Due', company: 'A', nextStepDue: date });
    const reminders: Reminders = (await get(account, '/api/tracker/reminders')).json();
    expect(reminders.date).toBe(date);
    expect(reminders.dueToday).toHaveLength(1);
  });

  it('the settings start at the default and are the user’s own', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const stranger = await visitor(app);
    expect((await get(user, '/api/tracker/settings')).json()).toEqual({
      followUpDays: FOLLOW_UP_DAYS.default,
    });
    await send(user, 'PUT', '/api/tracker/settings', { followUpDays: 30 });
    expect((await get(user, '/api/tracker/settings')).json()).toEqual({ followUpDays: 30 });
    expect((await get(stranger, '/api/tracker/settings')).json()).toEqual({
      followUpDays: FOLLOW_UP_DAYS.default,
    });
  });
});
