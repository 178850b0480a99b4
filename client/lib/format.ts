import { format, formatDistanceToNow } from 'date-fns';

/** Dates as the specification shows them: US English short month, day and year, e.g. "Nov 20, 2026". */
export function formatDate(isoDate: string): string {
  return format(new Date(isoDate), 'MMM d, yyyy');
}

/**
 * The browser's date, YYYY-MM-DD: its own clock and zone, read without Intl (whose first call, loading the locale
 * data, costs a phone tens of milliseconds as a page starts).
 */
export function localDate(at = new Date()): string {
  return format(at, 'yyyy-MM-dd');
}

/** "3 minutes ago", "2 days ago". */
export function relativeTime(isoDate: string): string {
  return formatDistanceToNow(new Date(isoDate), { addSuffix: true });
}
