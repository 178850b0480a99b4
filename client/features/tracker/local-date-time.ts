import { format } from 'date-fns';

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A date-time field's value (`2026-12-01T14:30`, the browser's local time) as the moment it names, with the
 * browser's offset on that date: `2026-12-01T14:30:00+01:00`. Null when the field is empty or incomplete.
 */
export function localDateTimeToIso(local: string): string | null {
  if (!LOCAL_DATE_TIME.test(local)) return null;
  const moment = new Date(local);
  if (Number.isNaN(moment.getTime())) return null;
  // The wall-clock time that moment has here: a time skipped by a clock change moves to the next valid one.
  const offset = -moment.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const hours = twoDigits(Math.floor(Math.abs(offset) / 60));
  const minutes = twoDigits(Math.abs(offset) % 60);
  return `${format(moment, "yyyy-MM-dd'T'HH:mm:ss")}${sign}${hours}:${minutes}`;
}

/** A moment as a date-time field shows it in the browser's local time: `2026-12-01T14:30`. */
export function isoToLocalDateTime(iso: string): string {
  return format(new Date(iso), "yyyy-MM-dd'T'HH:mm");
}
