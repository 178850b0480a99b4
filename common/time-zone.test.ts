import { describe, expect, it } from 'vitest';
import { dateInTimeZone, isTimeZone } from './time-zone.ts';

describe('dateInTimeZone', () => {
  const lateEveningInUtc = new Date('2026-11-24T23:30:00Z');

  it('reads the date where the zone is, not where the server is', () => {
    expect(dateInTimeZone('UTC', lateEveningInUtc)).toBe('2026-11-24');
    expect(dateInTimeZone('Pacific/Auckland', lateEveningInUtc)).toBe('2026-11-25');
    expect(dateInTimeZone('America/Los_Angeles', new Date('2026-11-25T07:59:00Z'))).toBe('2026-11-24');
  });

  it('pads months and days', () => {
    expect(dateInTimeZone('Europe/Paris', new Date('2027-01-05T12:00:00Z'))).toBe('2027-01-05');
  });
});

describe('isTimeZone', () => {
  it('takes IANA names and refuses offsets and nonsense', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('+05:30')).toBe(false);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
