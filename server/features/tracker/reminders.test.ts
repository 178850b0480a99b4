import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApplicationStage } from '#common/tracker.ts';
import type { Database } from '#server/db/client.ts';
import { applications, users } from '#server/db/schema/index.ts';
import { userRepository } from '#server/sessions/repository.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { remindersFor } from './reminders.ts';
import { trackerSettingsRepository } from './settings.ts';

/** Noon UTC on Tuesday 24 November 2026: already Wednesday 25 November in Auckland (UTC+13). */
const NOW = new Date('2026-11-24T12:00:00Z');
const DAY_MS = 86_400_000;

type NewApplication = {
  title: string;
  stage?: ApplicationStage;
  nextStepDue?: string | null;
  stageChangedAt?: Date;
};

async function addApplication(db: Database, userId: string, application: NewApplication): Promise<number> {
  const [row] = await db
    .insert(applications)
    .values({
      userId,
      company: 'Acme',
      stage: 'interviewing',
      nextStep: `Next for ${application.title}`,
      stageChangedAt: new Date(NOW.getTime() - DAY_MS),
      ...application,
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('no application inserted');
  return row.id;
}

async function setUp() {
  const app = await buildTestApp();
  const userId = await userRepository(app.db).insertGuest();
  return { db: app.db, userId };
}

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('reminders', () => {
  it('tell due today from overdue by the date in the user’s zone', async () => {
    const { db, userId } = await setUp();
    await addApplication(db, userId, { title: 'Due 25th', nextStepDue: '2026-11-25' });
    await addApplication(db, userId, { title: 'Due 24th', nextStepDue: '2026-11-24' });
    await addApplication(db, userId, { title: 'Due 10th', nextStepDue: '2026-11-10' });
    await addApplication(db, userId, { title: 'Due 26th', nextStepDue: '2026-11-26' });
    await addApplication(db, userId, { title: 'No date', nextStepDue: null });

    const inAuckland = await remindersFor(db, userId, { timeZone: 'Pacific/Auckland', now: NOW });
    expect(inAuckland.date).toBe('2026-11-25');
    expect(titles(inAuckland.dueToday)).toEqual(['Due 25th']);
    expect(titles(inAuckland.overdue)).toEqual(['Due 10th', 'Due 24th']);
    expect(inAuckland.dueToday[0]).toEqual({
      applicationId: expect.any(Number),
      title: 'Due 25th',
      company: 'Acme',
      stage: 'interviewing',
      nextStep: 'Next for Due 25th',
      nextStepDue: '2026-11-25',
    });

    const inUtc = await remindersFor(db, userId, { timeZone: 'UTC', now: NOW });
    expect(inUtc.date).toBe('2026-11-24');
    expect(titles(inUtc.dueToday)).toEqual(['Due 24th']);
    expect(titles(inUtc.overdue)).toEqual(['Due 10th']);
  });

  it('take the browser’s own date before any zone', async () => {
    const { db, userId } = await setUp();
    await addApplication(db, userId, { title: 'Due 25th', nextStepDue: '2026-11-25' });
    await addApplication(db, userId, { title: 'Due 24th', nextStepDue: '2026-11-24' });
    await addApplication(db, userId, { title: 'Due 10th', nextStepDue: '2026-11-10' });
    const onTheBrowsersDay = await remindersFor(db, userId, {
      today: '2026-11-25',
      timeZone: 'UTC',
      now: NOW,
    });
    expect(onTheBrowsersDay.date).toBe('2026-11-25');
    expect(titles(onTheBrowsersDay.dueToday)).toEqual(['Due 25th']);
    expect(titles(onTheBrowsersDay.overdue)).toEqual(['Due 10th', 'Due 24th']);
  });

  it('take the user’s own zone when none is given, else UTC, and pass over a zone PostgreSQL does not know', async () => {
    const { db, userId } = await setUp();
    expect((await remindersFor(db, userId, { timeZone: null, now: NOW })).date).toBe('2026-11-24');
    expect((await remindersFor(db, userId, { timeZone: 'Not/AZone', now: NOW })).date).toBe('2026-11-24');
    await db.update(users).set({ timeZone: 'Pacific/Auckland' }).where(eq(users.id, userId));
    expect((await remindersFor(db, userId, { timeZone: null, now: NOW })).date).toBe('2026-11-25');
    expect((await remindersFor(db, userId, { timeZone: 'europe/paris', now: NOW })).date).toBe('2026-11-24');
  });

  it('leave out the next steps of closed applications, and keep an offer’s', async () => {
    const { db, userId } = await setUp();
    for (const stage of ['saved', 'offer', 'rejected', 'withdrawn'] as const)
      await addApplication(db, userId, { title: stage, stage, nextStepDue: '2026-11-20' });
    const reminders = await remindersFor(db, userId, { timeZone: 'UTC', now: NOW });
    expect(titles(reminders.overdue).sort()).toEqual(['offer', 'saved']);
  });

  it('nudge a follow-up from exactly the follow-up days in Applied, longest waiting first', async () => {
    const { db, userId } = await setUp();
    const waited = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY_MS - extraMs);
    const exactly = await addApplication(db, userId, {
      title: 'Exactly 7 days',
      stage: 'applied',
      stageChangedAt: waited(7),
    });
    await addApplication(db, userId, {
      title: 'Not quite 7',
      stage: 'applied',
      stageChangedAt: waited(7, -1),
    });
    await addApplication(db, userId, {
      title: 'Ten days',
      stage: 'applied',
      stageChangedAt: waited(10, 3_600_000),
    });
    await addApplication(db, userId, { title: 'Screening', stage: 'screening', stageChangedAt: waited(30) });

    const reminders = await remindersFor(db, userId, { timeZone: null, now: NOW });
    expect(reminders.followUpDays).toBe(7);
    expect(reminders.followUps).toEqual([
      {
        applicationId: expect.any(Number),
        title: 'Ten days',
        company: 'Acme',
        appliedSince: waited(10, 3_600_000).toISOString(),
        days: 10,
      },
      {
        applicationId: exactly,
        title: 'Exactly 7 days',
        company: 'Acme',
        appliedSince: waited(7).toISOString(),
        days: 7,
      },
    ]);
    expect(reminders.dueToday).toEqual([]);
    expect(reminders.overdue).toEqual([]);

    await trackerSettingsRepository(db).save(userId, { followUpDays: 8 });
    const later = await remindersFor(db, userId, { timeZone: null, now: NOW });
    expect(later.followUpDays).toBe(8);
    expect(titles(later.followUps)).toEqual(['Ten days']);
  });

  it('are the user’s own: another user’s applications never show', async () => {
    const { db, userId } = await setUp();
    const other = await userRepository(db).insertGuest();
    await addApplication(db, other, { title: 'Theirs', nextStepDue: '2026-11-24' });
    await addApplication(db, other, { title: 'Theirs too', stage: 'applied', stageChangedAt: new Date(0) });
    expect(await remindersFor(db, userId, { timeZone: 'UTC', now: NOW })).toEqual({
      date: '2026-11-24',
      followUpDays: 7,
      dueToday: [],
      overdue: [],
      followUps: [],
    });
  });
});
