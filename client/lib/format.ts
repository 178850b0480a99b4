import { format, formatDistanceToNow } from 'date-fns';

/** Dates as the specification shows them: US English short month, day and year, e.g. "Nov 20, 2026". */
export function formatDate(isoDate: string): string {
  return format(new Date(isoDate), 'MMM d, yyyy');
}

/** "3 minutes ago", "2 days ago". */
export function relativeTime(isoDate: string): string {
  return formatDistanceToNow(new Date(isoDate), { addSuffix: true });
}
