import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoToLocalDateTime, localDateTimeToIso } from './local-date-time.ts';

function inZone(timeZone: string, check: () => void) {
  return () => {
    vi.stubEnv('TZ', timeZone);
    check();
  };
}

describe('local date-times and moments', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it(
    'sends the local time with the offset that applies on that date (winter and summer)',
    inZone('Europe/Paris', () => {
      expect(localDateTimeToIso('2026-12-01T14:30')).toBe('2026-12-01T14:30:00+01:00');
      expect(localDateTimeToIso('2026-07-01T09:05')).toBe('2026-07-01T09:05:00+02:00');
    }),
  );

  it(
    'writes a negative offset and one with minutes',
    inZone('America/St_Johns', () => {
      expect(localDateTimeToIso('2026-12-01T08:00')).toBe('2026-12-01T08:00:00-03:30');
    }),
  );

  it(
    'writes UTC as +00:00',
    inZone('UTC', () => {
      expect(localDateTimeToIso('2026-12-01T08:00')).toBe('2026-12-01T08:00:00+00:00');
    }),
  );

  it(
    'moves a time the clocks skip to the valid time it becomes',
    inZone('Europe/Paris', () => {
      expect(localDateTimeToIso('2026-03-29T02:30')).toBe('2026-03-29T03:30:00+02:00');
    }),
  );

  it('is null for an empty or incomplete field', () => {
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('2026-12-01')).toBeNull();
    expect(localDateTimeToIso('2026-13-45T99:99')).toBeNull();
  });

  it(
    'shows a stored moment in local time, and reads back to the same moment',
    inZone('Asia/Kolkata', () => {
      expect(isoToLocalDateTime('2026-12-01T09:00:00.000Z')).toBe('2026-12-01T14:30');
      const sent = localDateTimeToIso(isoToLocalDateTime('2026-12-01T09:00:00.000Z'));
      expect(new Date(sent ?? '').toISOString()).toBe('2026-12-01T09:00:00.000Z');
    }),
  );
});
