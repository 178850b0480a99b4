import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import { type ApplicationStage, STAGE_LABELS } from '#common/tracker.ts';
import { type DueStatus, dueStatus } from './tracker-view.ts';

/** A calendar date (YYYY-MM-DD) as the app shows dates, read in the browser's zone so it never shifts a day. */
export function formatDay(date: string): string {
  return format(parseISO(date), 'MMM d, yyyy');
}

/** "Due today", "Overdue since Nov 20, 2026", "Due Dec 1, 2026"; null without a due date. */
export function dueText(
  nextStepDue: string | null,
  today: string,
): { status: DueStatus; text: string } | null {
  const status = dueStatus(nextStepDue, today);
  if (status === null || nextStepDue === null) return null;
  const text =
    status === 'today'
      ? 'Due today'
      : status === 'overdue'
        ? `Overdue since ${formatDay(nextStepDue)}`
        : `Due ${formatDay(nextStepDue)}`;
  return { status, text };
}

/** How long an application has been in its stage, in calendar days. */
export function timeInStageText(stage: ApplicationStage, stageChangedAt: string, now: Date): string {
  const days = Math.max(0, differenceInCalendarDays(now, new Date(stageChangedAt)));
  const label = STAGE_LABELS[stage];
  if (days === 0) return `In ${label} since today`;
  return `In ${label} for ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "Interview Nov 25, 2026, 10:00 AM", in the browser's zone. */
export function nextInterviewText(nextRoundAt: string): string {
  return `Interview ${format(new Date(nextRoundAt), 'MMM d, yyyy, h:mm a')}`;
}
