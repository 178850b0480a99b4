import { DIGEST_PICKS, WEEKDAY_NAMES, WEEKDAYS } from '#common/digest.ts';

export type Weekday = (typeof WEEKDAYS)[number];

/** The days to tick, Monday first, each with its ISO number. */
export const WEEKDAY_CHOICES = WEEKDAYS.map((day, index) => ({ day, name: WEEKDAY_NAMES[index] }));

/** The days with `day` ticked or unticked, in week order. */
export function withDay(days: readonly number[], day: number, chosen: boolean): number[] {
  const rest = days.filter((other) => other !== day);
  return (chosen ? [...rest, day] : rest).sort((a, b) => a - b);
}

export const PICK_COUNT_CHOICES = Array.from(
  { length: DIGEST_PICKS.max - DIGEST_PICKS.min + 1 },
  (_, index) => DIGEST_PICKS.min + index,
);

const MIN_MATCH_LOWEST = 50;
const MIN_MATCH_HIGHEST = 90;
const MIN_MATCH_STEP = 5;

/** 50 to 90 % in steps of 5, and the stored value too when it is another one (the server takes 0 to 100). */
export function minMatchChoices(stored: number): number[] {
  const steps = Array.from(
    { length: (MIN_MATCH_HIGHEST - MIN_MATCH_LOWEST) / MIN_MATCH_STEP + 1 },
    (_, index) => MIN_MATCH_LOWEST + index * MIN_MATCH_STEP,
  );
  return steps.includes(stored) ? steps : [...steps, stored].sort((a, b) => a - b);
}

/**
 * The zone the form starts with: the stored one, except UTC (what an account gets when its browser gave no zone
 * at sign-up), which the browser's own zone replaces.
 */
export function initialTimeZone(stored: string, browser: string | undefined): string {
  return stored === 'UTC' && browser ? browser : stored;
}

/** Every zone the browser knows, with the stored and the browser's zone among them even if it knows neither. */
export function timeZoneChoices(
  supported: readonly string[],
  ...wanted: readonly (string | undefined)[]
): string[] {
  const zones = new Set(supported);
  for (const zone of wanted) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** The zones of this browser; an old browser without `Intl.supportedValuesOf` offers only UTC. */
export function supportedTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
}

/** When the next email is due, in the zone it is sent by: "Wed, Nov 25, 7:00 AM (Europe/Paris)". */
export function nextSendText(isoDate: string, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(isoDate));
  return `${when} (${timeZone})`;
}

/** The time of day something happened, here: "7:02 AM". */
export function timeOfDay(isoDate: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(isoDate),
  );
}
