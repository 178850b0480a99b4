import { describe, expect, it } from 'vitest';
import { scriptedChangeFeed } from '#server/testing/change-feed.ts';
import type { ActiveSession } from './repository.ts';
import { sessionMemory } from './session-memory.ts';

const HOUR_MS = 60 * 60 * 1000;

function session(userId: string, endsInMs = HOUR_MS): ActiveSession {
  const now = Date.now();
  return {
    user: { id: userId, guest: false },
    startedAt: new Date(now - HOUR_MS),
    lastSeenAt: new Date(now - HOUR_MS),
    endsAt: new Date(now + endsInMs),
  };
}

/** A lookup that counts its queries and answers from a table the test changes. */
function sessionTable(rows: Record<string, ActiveSession | undefined>) {
  const lookup = {
    queries: 0,
    find: async (token: string) => {
      lookup.queries += 1;
      return rows[token];
    },
  };
  return lookup;
}

describe('session memory', () => {
  it('asks the database once for a session in use', async () => {
    const { feed } = scriptedChangeFeed();
    const memory = sessionMemory(feed);
    const table = sessionTable({ a: session('ada') });
    expect((await memory.find('a', table.find))?.user.id).toBe('ada');
    expect((await memory.find('a', table.find))?.user.id).toBe('ada');
    expect(table.queries).toBe(1);
  });

  it('forgets every session of a user whose account or sessions changed, and only theirs', async () => {
    const changes = scriptedChangeFeed();
    const memory = sessionMemory(changes.feed);
    const rows: Record<string, ActiveSession | undefined> = {
      a: session('ada'),
      b: session('ada'),
      c: session('bob'),
    };
    const table = sessionTable(rows);
    for (const token of ['a', 'b', 'c']) await memory.find(token, table.find);
    rows.a = undefined;
    rows.b = undefined;
    changes.change('session', 'ada');
    expect(await memory.find('a', table.find)).toBeUndefined();
    expect(await memory.find('b', table.find)).toBeUndefined();
    expect((await memory.find('c', table.find))?.user.id).toBe('bob');
    expect(table.queries).toBe(5);
  });

  it('keeps sessions when only data changed', async () => {
    const changes = scriptedChangeFeed();
    const memory = sessionMemory(changes.feed);
    const table = sessionTable({ a: session('ada') });
    await memory.find('a', table.find);
    changes.change('data', 'ada');
    await memory.find('a', table.find);
    expect(table.queries).toBe(1);
  });

  it('keeps nothing a lookup found while a change was heard: the row it read may be the ended one', async () => {
    const changes = scriptedChangeFeed();
    const memory = sessionMemory(changes.feed);
    const rows: Record<string, ActiveSession | undefined> = { a: session('ada') };
    const table = sessionTable(rows);
    const found = await memory.find('a', async (token) => {
      const row = await table.find(token);
      rows.a = undefined;
      changes.change('session', 'ada');
      return row;
    });
    expect(found?.user.id).toBe('ada');
    expect(await memory.find('a', table.find)).toBeUndefined();
  });

  it('never answers with a session past its end', async () => {
    const { feed } = scriptedChangeFeed();
    const memory = sessionMemory(feed);
    const rows: Record<string, ActiveSession | undefined> = { a: session('ada', 20) };
    const table = sessionTable(rows);
    await memory.find('a', table.find);
    await new Promise((resolve) => setTimeout(resolve, 40));
    rows.a = undefined;
    expect(await memory.find('a', table.find)).toBeUndefined();
    expect(table.queries).toBe(2);
  });

  it('forgets everything when changes may have gone unheard, and keeps nothing until they are heard again', async () => {
    const changes = scriptedChangeFeed();
    const memory = sessionMemory(changes.feed);
    const table = sessionTable({ a: session('ada') });
    await memory.find('a', table.find);
    changes.lose();
    await memory.find('a', table.find);
    await memory.find('a', table.find);
    expect(table.queries).toBe(3);
  });

  it('holds at most its limit, letting the session used longest ago go first', async () => {
    const { feed } = scriptedChangeFeed();
    const memory = sessionMemory(feed, 2);
    const table = sessionTable({ a: session('ada'), b: session('bob'), c: session('cy') });
    await memory.find('a', table.find);
    await memory.find('b', table.find);
    await memory.find('a', table.find);
    await memory.find('c', table.find);
    expect(table.queries).toBe(3);
    await memory.find('a', table.find);
    expect(table.queries).toBe(3);
    await memory.find('b', table.find);
    expect(table.queries).toBe(4);
  });
});
