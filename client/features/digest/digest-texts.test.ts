import { describe, expect, it } from 'vitest';
import {
  initialTimeZone,
  minMatchChoices,
  nextSendText,
  PICK_COUNT_CHOICES,
  timeOfDay,
  timeZoneChoices,
  WEEKDAY_CHOICES,
  withDay,
} from './digest-texts.ts';

describe('digest texts', () => {
  it('lists the week from Monday (1) to Sunday (7)', () => {
    expect(WEEKDAY_CHOICES[0]).toEqual({ day: 1, name: 'Monday' });
    expect(WEEKDAY_CHOICES.at(-1)).toEqual({ day: 7, name: 'Sunday' });
    expect(WEEKDAY_CHOICES).toHaveLength(7);
  });

  it('ticks and unticks a day, keeping the week order and no repeats', () => {
    expect(withDay([1, 5], 3, true)).toEqual([1, 3, 5]);
    expect(withDay([1, 3, 5], 3, false)).toEqual([1, 5]);
    expect(withDay([1, 3], 3, true)).toEqual([1, 3]);
  });

  it('offers 3, 4 or 5 jobs', () => {
    expect(PICK_COUNT_CHOICES).toEqual([3, 4, 5]);
  });

  it('offers 50 to 90 % in steps of 5, plus a stored value off the steps', () => {
    expect(minMatchChoices(70)).toEqual([50, 55, 60, 65, 70, 75, 80, 85, 90]);
    expect(minMatchChoices(42)).toEqual([42, 50, 55, 60, 65, 70, 75, 80, 85, 90]);
  });

  it("starts from the stored zone, or the browser's when the stored one is UTC", () => {
    expect(initialTimeZone('Europe/Paris', 'America/New_York')).toBe('Europe/Paris');
    expect(initialTimeZone('UTC', 'America/New_York')).toBe('America/New_York');
    expect(initialTimeZone('UTC', undefined)).toBe('UTC');
  });

  it('offers the stored and the browser zone even when the list lacks them, once each, sorted', () => {
    expect(timeZoneChoices(['Europe/Paris', 'Asia/Tokyo'], 'UTC', 'Europe/Paris', undefined)).toEqual([
      'Asia/Tokyo',
      'Europe/Paris',
      'UTC',
    ]);
  });

  it('says when the next email is due in its own zone, across a daylight-saving change', () => {
    expect(nextSendText('2026-11-25T06:00:00.000Z', 'Europe/Paris')).toBe(
      'Wed, Nov 25, 7:00 AM (Europe/Paris)',
    );
    expect(nextSendText('2026-07-01T05:00:00.000Z', 'Europe/Paris')).toBe(
      'Wed, Jul 1, 7:00 AM (Europe/Paris)',
    );
    expect(nextSendText('2026-11-25T12:00:00.000Z', 'America/New_York')).toBe(
      'Wed, Nov 25, 7:00 AM (America/New_York)',
    );
  });

  it('gives the time of day something was sent', () => {
    expect(timeOfDay('2026-11-25T07:02:00.000Z', 'UTC')).toBe('7:02 AM');
    expect(timeOfDay('2026-11-25T19:30:00.000Z', 'Asia/Tokyo')).toBe('4:30 AM');
  });
});
