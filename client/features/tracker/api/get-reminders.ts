import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#client/lib/query-client.ts';
import { browserTimeZone } from '#client/lib/time-zone.ts';

/** What is due: 'today' is the browser's day (the account's zone when the browser gives none). */
export const remindersQueryOptions = (timeZone = browserTimeZone()) =>
  endpointQuery('reminders', { query: { timeZone } });

export const useReminders = () => useQuery(remindersQueryOptions());
