import { describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { preparedQuery } from './prepared.ts';

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
});
