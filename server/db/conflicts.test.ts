import { describe, expect, it } from 'vitest';
import { isLostRace, retryingLostRaces } from './conflicts.ts';

const postgresError = (code: string) => Object.assign(new Error(`error ${code}`), { code });
const wrapped = (cause: Error) => new Error('Failed query: delete from "job_matches"', { cause });

describe('retryingLostRaces', () => {
  it('runs again work that met a deadlock or a serialization failure, wrapped or not', async () => {
    const failures = [wrapped(postgresError('40P01')), postgresError('40001')];
    let runs = 0;
    const result = await retryingLostRaces(async () => {
      runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    expect({ result, runs }).toEqual({ result: 'done', runs: 3 });
  });

  it('gives up after its attempts, with the last error', async () => {
    let runs = 0;
    const attempt = retryingLostRaces(async () => {
      runs += 1;
      throw wrapped(postgresError('40P01'));
    }, 2);
    await expect(attempt).rejects.toThrow(/job_matches/);
    expect(runs).toBe(2);
  });

  it('does not run again work that failed otherwise', async () => {
    let runs = 0;
    const attempt = retryingLostRaces(async () => {
      runs += 1;
      throw postgresError('23505');
    });
    await expect(attempt).rejects.toThrow('error 23505');
    expect(runs).toBe(1);
    expect(isLostRace(postgresError('23505'))).toBe(false);
  });
});
