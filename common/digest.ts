/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const DIGEST_PICKS = { min: 3, max: 5 } as const;

/** What a new account gets until it says otherwise. */
export const DIGEST_DEFAULTS = {
  enabled: true,
  sendTime: '07:00',
  days: [...WEEKDAYS],
  pickCount: 5,
  minMatch: 70,
} as const;
