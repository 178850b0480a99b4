import { z } from 'zod';

/**
 * True for a time zone name the runtime knows (IANA names such as Europe/Paris, and UTC). UTC offsets such as
 * +05:30 are refused: the runtime reads them east of UTC and PostgreSQL (POSIX) west, so a stored one would shift
 * every time read in it.
 */
export function isTimeZone(name: string): boolean {
  if (name.startsWith('+') || name.startsWith('-')) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TIME_ZONE_MAX_LENGTH = 64;

/** An IANA time zone, as a browser reports it (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export const timeZoneSchema = z
  .string({ error: 'Time zone must be text' })
  .trim()
  .min(1, 'Time zone is required')
  .max(TIME_ZONE_MAX_LENGTH, 'Choose a time zone such as Europe/Paris')
  .refine(isTimeZone, { error: 'Choose a time zone such as Europe/Paris' });

/** The calendar date (YYYY-MM-DD) in the zone at the moment: a zone `isTimeZone` accepts. */
export function dateInTimeZone(zone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
