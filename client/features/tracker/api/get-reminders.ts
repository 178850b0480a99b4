import { useQuery } from '@tanstack/react-query';
import { localDate } from '#client/lib/format.ts';
import { endpointQuery } from '#client/lib/query-client.ts';

/** What is due: 'today' is the browser's own date. */
export const remindersQueryOptions = (today = localDate()) =>
  endpointQuery('reminders', { query: { today } });

export const useReminders = () => useQuery(remindersQueryOptions());
