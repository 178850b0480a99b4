import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { sessionRepository, userRepository } from '#server/sessions/repository.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { CHANGE_FEED_APPLICATION_NAME, type ChangeKind, openChangeFeed } from './change-feed.ts';
import type { Database, Transaction } from './client.ts';
import { moveAllRows } from './guest-transfer.ts';
import { interviewSessions, sessions, users } from './schema/index.ts';

/** A feed on a fresh test database (PGlite, or PostgreSQL with TEST_DATABASE_URL), recording what it hears. */
async function listening() {
  const database = await createTestDatabase(inject('testDatabase'));
  const feed = await openChangeFeed(database.connection);
  onTestFinished(async () => {
    await feed.close();
    await database.close();
  });
  const heard: string[] = [];
  feed.subscribe({
    changed: (kind: ChangeKind, userId: string) => heard.push(`${kind} ${userId}`),
    lost: () => heard.push('lost'),
  });
  /** What was heard of the changes committed so far, cleared for the next step. */
  const heardSoFar = async () => {
    await feed.settled();
    return heard.splice(0);
  };
  return { db: database.db, feed, heard, heardSoFar };
}

const newGuest = (db: Database) => userRepository(db).insertGuest();

async function practiceSession(db: Database | Transaction, userId: string) {
  const [session] = await db
    .insert(interviewSessions)
    .values({ userId, industry: 'technology', role: 'Data Analyst', experience: 3, questions: [] })
    .returning({ id: interviewSessions.id });
  return session?.id ?? 0;
}

describe('the change feed', () => {
  it('is live once listening', async () => {
    const { feed } = await listening();
    expect(feed.live).toBe(true);
  });

  it("hears a user's data change, and an answer as its practice session's user's", async () => {
    const { db, heardSoFar } = await listening();
    const userId = await newGuest(db);
    const sessionId = await practiceSession(db, userId);
    expect(await heardSoFar()).toEqual([`data ${userId}`]);
    await db.execute(
      sql`insert into interview_answers (session_id, question_index, response, score, feedback)
          values (${sessionId}, 0, 'I rebuilt the weekly report in SQL.', 70, '{}'::jsonb)`,
    );
    expect(await heardSoFar()).toEqual([`data ${userId}`]);
  });

  it('hears a row moving from a guest to an account as a change to both', async () => {
    const { db, heardSoFar } = await listening();
    const guestId = await newGuest(db);
    const accountId = await newGuest(db);
    await practiceSession(db, guestId);
    await heardSoFar();
    await moveAllRows(db, interviewSessions, guestId, accountId);
    expect((await heardSoFar()).sort()).toEqual([`data ${accountId}`, `data ${guestId}`].sort());
  });

  it('hears a session ending and an account changing as session changes; a new session is no change', async () => {
    const { db, heardSoFar } = await listening();
    const repository = sessionRepository(db);
    const user = await repository.createGuest('a'.repeat(64), new Date(Date.now() + 60_000));
    expect(await heardSoFar()).toEqual([]);
    await repository.remove('a'.repeat(64));
    expect(await heardSoFar()).toEqual([`session ${user.id}`]);
    await db.update(users).set({ isGuest: false }).where(eq(users.id, user.id));
    expect(await heardSoFar()).toEqual([`session ${user.id}`]);
  });

  it('hears a deleted user as a change to their sessions and their data', async () => {
    const { db, heardSoFar } = await listening();
    const user = await sessionRepository(db).createGuest('b'.repeat(64), new Date(Date.now() + 60_000));
    await practiceSession(db, user.id);
    await heardSoFar();
    await db.delete(users).where(eq(users.id, user.id));
    expect(new Set(await heardSoFar())).toEqual(new Set([`session ${user.id}`, `data ${user.id}`]));
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('settles many writers at once, each only after its own change was heard', async () => {
    const { db, feed, heard } = await listening();
    const guests = await Promise.all(Array.from({ length: 30 }, () => newGuest(db)));
    const missed = await Promise.all(
      guests.map(async (userId) => {
        await practiceSession(db, userId);
        await feed.settled();
        return heard.includes(`data ${userId}`) ? [] : [userId];
      }),
    );
    expect(missed.flat()).toEqual([]);
  });

  it('hears nothing of a change rolled back', async () => {
    const { db, heardSoFar } = await listening();
    const userId = await newGuest(db);
    await heardSoFar();
    await db
      .transaction(async (tx) => {
        await practiceSession(tx, userId);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await heardSoFar()).toEqual([]);
  });

  it.runIf(inject('testDatabase').driver === 'postgres')(
    'forgets everything when its connection is lost, then listens again on a new one',
    async () => {
      const { db, feed, heard, heardSoFar } = await listening();
      await db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${CHANGE_FEED_APPLICATION_NAME} and datname = current_database()`,
      );
      await vi.waitFor(() => expect(heard).toContain('lost'));
      await vi.waitFor(() => expect(feed.live).toBe(true), { timeout: 5_000 });
      await heardSoFar();
      const userId = await newGuest(db);
      await practiceSession(db, userId);
      expect(await heardSoFar()).toEqual([`data ${userId}`]);
    },
  );
});
