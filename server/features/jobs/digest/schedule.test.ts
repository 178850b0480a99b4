import { describe, expect, it } from 'vitest';
import { DIGEST_DEFAULTS } from '#common/digest.ts';
import { digestPicks, digestSettings, digests, jobMatches, jobs, users } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { digestRepository } from './repository.ts';
import { readyWithoutSchedule } from './testing.ts';

type Person = {
  name: string;
  timeZone: string | null;
  settings?: Partial<typeof digestSettings.$inferInsert>;
  verified?: boolean;
  guest?: boolean;
  matches?: boolean;
};

/** People straight in the database: the due query is all that is tested here. */
async function people(app: TestApp, list: Person[]) {
  const [job] = await app.db.select({ id: jobs.id }).from(jobs).limit(1);
  const ids = new Map<string, string>();
  for (const person of list) {
    const [row] = await app.db
      .insert(users)
      .values({
        isGuest: person.guest ?? false,
        email: `${person.name}@example.com`,
        emailVerifiedAt: person.verified === false ? null : new Date(),
        timeZone: person.timeZone,
      })
      .returning({ id: users.id });
    const userId = row?.id ?? '';
    ids.set(person.name, userId);
    if (person.settings)
      await app.db.insert(digestSettings).values({
        userId,
        ...DIGEST_DEFAULTS,
        days: [...DIGEST_DEFAULTS.days],
        ...person.settings,
      });
    if (person.matches !== false && job)
      await app.db.insert(jobMatches).values({ userId, jobId: job.id, matchScore: 90, reason: 'A fit' });
  }
  const names = new Map([...ids].map(([name, id]) => [id, name]));
  const repository = digestRepository(app.db);
  return {
    ids,
    repository,
    /** Who is due at the instant, with the local date, by name. */
    async dueAt(instant: string): Promise<string[]> {
      const due = await repository.due(new Date(instant));
      return due.map((row) => `${names.get(row.userId)} ${row.localDate}`).sort();
    },
    async decided(name: string, localDate: string) {
      await repository.recordNothingToSend(ids.get(name) ?? '', localDate);
    },
  };
}

describe('who is due for the morning e-mail', () => {
  it('is due at the chosen local time, up to three hours after, in every zone', async () => {
    const app = await buildTestApp();
    await readyWithoutSchedule(app);
    const { dueAt } = await people(app, [
      { name: 'newyork', timeZone: 'America/New_York' },
      { name: 'kolkata', timeZone: 'Asia/Kolkata' },
      { name: 'auckland', timeZone: 'Pacific/Auckland' },
      { name: 'utc', timeZone: null },
      { name: 'london', timeZone: 'Europe/London' },
    ]);
    // Tuesday 24 November 2026: New York is on EST (-05:00), Kolkata +05:30, Auckland on NZDT (+13:00).
    expect(await dueAt('2026-11-24T06:59:00Z')).toEqual([]);
    expect(await dueAt('2026-11-24T07:00:00Z')).toEqual(['london 2026-11-24', 'utc 2026-11-24']);
    expect(await dueAt('2026-11-24T11:59:00Z')).toEqual([]);
    expect(await dueAt('2026-11-24T12:00:00Z')).toEqual(['newyork 2026-11-24']);
    expect(await dueAt('2026-11-24T14:59:59Z')).toEqual(['newyork 2026-11-24']);
    expect(await dueAt('2026-11-24T15:00:00Z')).toEqual([]);
    expect(await dueAt('2026-11-24T01:29:00Z')).toEqual([]);
    expect(await dueAt('2026-11-24T01:30:00Z')).toEqual(['kolkata 2026-11-24']);
    // 07:00 in Auckland on Wednesday the 25th is still Tuesday in UTC.
    expect(await dueAt('2026-11-24T17:59:00Z')).toEqual([]);
    expect(await dueAt('2026-11-24T18:00:00Z')).toEqual(['auckland 2026-11-25']);

    // London moves to BST at 01:00 UTC on Sunday 29 March 2026: 07:00 is 06:00 UTC from then on.
    expect(await dueAt('2026-03-28T07:00:00Z')).toEqual(['london 2026-03-28', 'utc 2026-03-28']);
    expect(await dueAt('2026-03-29T05:59:00Z')).toEqual([]);
    expect(await dueAt('2026-03-29T06:00:00Z')).toEqual(['london 2026-03-29']);
  });

  it('follows daylight saving: New York’s spring-forward and fall-back Sundays', async () => {
    const app = await buildTestApp();
    await readyWithoutSchedule(app);
    const { dueAt, decided } = await people(app, [
      { name: 'seven', timeZone: 'America/New_York' },
      // 02:30 does not exist on 8 March 2026 (02:00 EST becomes 03:00 EDT); on 1 November 01:30 happens twice.
      { name: 'gap', timeZone: 'America/New_York', settings: { sendTime: '02:30' } },
      { name: 'twice', timeZone: 'America/New_York', settings: { sendTime: '01:30' } },
    ]);
    // Spring forward: 07:00 EDT is 11:00 UTC (an hour earlier than in winter).
    expect(await dueAt('2026-03-08T10:59:00Z')).toEqual([]);
    expect(await dueAt('2026-03-08T11:00:00Z')).toEqual(['seven 2026-03-08']);
    // The 02:30 that never comes: sent at 03:00 EDT, the first minute after it.
    expect(await dueAt('2026-03-08T06:59:00Z')).toEqual(['twice 2026-03-08']);
    expect(await dueAt('2026-03-08T07:00:00Z')).toEqual(['gap 2026-03-08', 'twice 2026-03-08']);

    // Fall back: 01:30 EDT (05:30 UTC) comes first, then 01:30 EST (06:30 UTC); one e-mail.
    expect(await dueAt('2026-11-01T05:29:00Z')).toEqual([]);
    expect(await dueAt('2026-11-01T05:30:00Z')).toEqual(['twice 2026-11-01']);
    await decided('twice', '2026-11-01');
    expect(await dueAt('2026-11-01T06:30:00Z')).toEqual([]);
    expect(await dueAt('2026-11-01T07:30:00Z')).toEqual(['gap 2026-11-01']);
    // 07:00 EST is 12:00 UTC again.
    expect(await dueAt('2026-11-01T11:59:00Z')).toEqual([]);
    expect(await dueAt('2026-11-01T12:00:00Z')).toEqual(['seven 2026-11-01']);
  });

  it('skips days not chosen, days already decided, late evenings past midnight, and people it cannot or need not send to', async () => {
    const app = await buildTestApp();
    await readyWithoutSchedule(app);
    const { dueAt, decided, ids, repository } = await people(app, [
      { name: 'weekdays', timeZone: 'UTC', settings: { days: [1, 2, 3, 4, 5] } },
      { name: 'late', timeZone: 'UTC', settings: { sendTime: '22:30' } },
      { name: 'off', timeZone: 'UTC', settings: { enabled: false } },
      { name: 'unverified', timeZone: 'UTC', verified: false },
      { name: 'guest', timeZone: 'UTC', guest: true },
      { name: 'nomatches', timeZone: 'UTC', matches: false },
      { name: 'picky', timeZone: 'UTC', settings: { minMatch: 95 } },
    ]);
    // Friday 27 and Saturday 28 November 2026.
    expect(await dueAt('2026-11-27T07:30:00Z')).toEqual(['weekdays 2026-11-27']);
    expect(await dueAt('2026-11-28T07:30:00Z')).toEqual([]);
    await decided('weekdays', '2026-11-27');
    expect(await dueAt('2026-11-27T07:31:00Z')).toEqual([]);
    // 22:30 plus three hours would be past midnight: the window ends with the day.
    expect(await dueAt('2026-11-27T23:59:00Z')).toEqual(['late 2026-11-27']);
    expect(await dueAt('2026-11-28T00:10:00Z')).toEqual([]);

    // The only match was already sent: nothing left to pick.
    const [job] = await app.db.select({ id: jobs.id }).from(jobs).limit(1);
    await app.db.insert(digestPicks).values({
      userId: ids.get('late') ?? '',
      jobId: job?.id ?? 0,
      localDate: '2026-11-26',
      position: 0,
    });
    expect(await dueAt('2026-11-28T23:00:00Z')).toEqual([]);
    expect(await repository.due(new Date('2026-11-26T07:30:00Z'), ids.get('weekdays'))).toEqual([
      { userId: ids.get('weekdays'), localDate: '2026-11-26' },
    ]);
    expect(await app.db.select().from(digests)).toHaveLength(1);
  });
});

describe('when the next e-mail is due', () => {
  it('is the next chosen day’s time in the user’s zone, today’s until it is decided, across a clock change', async () => {
    const app = await buildTestApp();
    await readyWithoutSchedule(app);
    const { ids, repository, decided } = await people(app, [{ name: 'ny', timeZone: 'America/New_York' }]);
    const userId = ids.get('ny') ?? '';
    const next = async (instant: string, settings = { sendTime: '07:00', days: [1, 2, 3, 4, 5, 6, 7] }) =>
      (await repository.nextSendAt(userId, 'America/New_York', settings, new Date(instant)))?.toISOString();

    expect(await next('2026-11-24T11:00:00Z')).toBe('2026-11-24T12:00:00.000Z');
    // Within the catch-up window and not yet decided: due now.
    expect(await next('2026-11-24T12:30:00Z')).toBe('2026-11-24T12:30:00.000Z');
    await decided('ny', '2026-11-24');
    expect(await next('2026-11-24T12:30:00Z')).toBe('2026-11-25T12:00:00.000Z');
    // Only Mondays: from Tuesday the 24th, Monday the 30th.
    expect(await next('2026-11-24T11:00:00Z', { sendTime: '07:00', days: [1] })).toBe(
      '2026-11-30T12:00:00.000Z',
    );
    // Saturday 7 March past the catch-up window: Sunday's 07:00 is EDT, 11:00 UTC.
    expect(await next('2026-03-07T15:00:00Z')).toBe('2026-03-08T11:00:00.000Z');
  });
});
