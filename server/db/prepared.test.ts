import { describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { preparedCount, preparedQuery } from './prepared.ts';

const handle = () => ({}) as Database;

describe('preparedQuery', () => {
  it('builds a query once per database handle, under its name', () => {
    const builds: string[] = [];
    const statement = preparedQuery('prepared_test_once', (_db, name) => {
      builds.push(name);
      return { execute: async () => [] };
    });
    const [first, second] = [handle(), handle()];
    expect(statement(first)).toBe(statement(first));
    expect(statement(second)).not.toBe(statement(first));
    expect(builds).toEqual(['prepared_test_once', 'prepared_test_once']);
  });

  it('refuses a second query under a name already in use', () => {
    const build = () => ({ execute: async () => [] });
    preparedQuery('prepared_test_twice', build);
    expect(() => preparedQuery('prepared_test_twice', build)).toThrow(/two prepared queries/);
  });

  it('answers a prepared count as its number, with the values given, and 0 when no row came back', async () => {
    const given: unknown[] = [];
    const counted = preparedCount('prepared_test_count', () => ({
      execute: async (values: Record<string, unknown>) => {
        given.push(values);
        return values.userId === 'someone' ? [{ value: 3 }] : [];
      },
    }));
    expect(await counted(handle(), { userId: 'someone' })).toBe(3);
    expect(await counted(handle(), { userId: 'nobody' })).toBe(0);
    expect(given).toEqual([{ userId: 'someone' }, { userId: 'nobody' }]);
  });
});
