import { differenceInCalendarDays, parseISO } from 'date-fns';

/** "1 day", "9 days". */
export const daysText = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/** How late a next step is on the user's date: "1 day late", "12 days late". */
export function lateText(due: string, today: string): string {
  return `${daysText(Math.max(1, differenceInCalendarDays(parseISO(today), parseISO(due))))} late`;
}

/** How long an application has waited in Applied: "Applied 9 days ago, no answer yet". */
export function waitingText(waitingDays: number): string {
  return waitingDays === 0
    ? 'Applied today, no answer yet'
    : `Applied ${daysText(waitingDays)} ago, no answer yet`;
}
