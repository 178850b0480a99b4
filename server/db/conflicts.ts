import { setTimeout as sleep } from 'node:timers/promises';
import { hasPostgresCode } from './constraint-violations.ts';

/** A deadlock (40P01) or a serialization failure (40001): the transaction lost a race, and may simply run again. */
const LOST_RACE = new Set(['40P01', '40001']);

export const isLostRace = (error: unknown) => hasPostgresCode(error, LOST_RACE);

/**
 * Runs `work`, and again while it loses a race with another transaction (PostgreSQL's advice for both), up to
 * `attempts` times in all, each after a short random pause so that the two do not meet the same way again.
 */
export async function retryingLostRaces<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isLostRace(error)) throw error;
      await sleep(Math.round(50 * attempt * (1 + Math.random())));
    }
  }
}
