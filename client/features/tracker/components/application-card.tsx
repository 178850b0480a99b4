import { useDraggable } from '@dnd-kit/core';
import { CalendarClock, GripVertical, ListTodo } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { cn } from '#client/lib/utils.ts';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import type { CardDragData } from '../board-keyboard.ts';
import { dueText, nextInterviewText, timeInStageText } from '../card-texts.ts';
import { applicationName } from '../tracker-view.ts';
import { useCardFocusTarget } from './card-focus.tsx';
import { type MoveHandler, StageMenu } from './stage-menu.tsx';

export type CardProps = {
  application: ApplicationSummary;
  /** The user's date, YYYY-MM-DD: what is due today or overdue. */
  today: string;
  now: Date;
  onOpen: (id: number) => void;
  onMove: MoveHandler;
};

const DUE_STYLES = {
  overdue: 'font-semibold text-destructive',
  today: 'font-semibold text-amber-800',
  upcoming: 'text-muted-foreground',
} as const;

/** What a card tells at a glance, under its title: where, pay, the next step and interview, time in its stage. */
function CardFacts({ application, today, now }: Pick<CardProps, 'application' | 'today' | 'now'>) {
  const due = dueText(application.nextStepDue, today);
  const place = [application.location, application.salary].filter(Boolean).join(' · ');
  return (
    <div className="mt-1 grid gap-1 text-xs">
      <p className="truncate text-sm text-foreground">{application.company}</p>
      {place && <p className="text-muted-foreground">{place}</p>}
      {(application.nextStep || due) && (
        <p className="flex items-start gap-1.5">
          <ListTodo className="mt-px size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            {application.nextStep && <span className="text-foreground">{application.nextStep}</span>}
            {application.nextStep && due && ' · '}
            {due && <span className={DUE_STYLES[due.status]}>{due.text}</span>}
          </span>
        </p>
      )}
      {application.nextRoundAt && (
        <p className="flex items-center gap-1.5 text-foreground">
          <CalendarClock className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          {nextInterviewText(application.nextRoundAt)}
        </p>
      )}
      <p className="text-muted-foreground">
        {timeInStageText(application.stage, application.stageChangedAt, now)}
      </p>
    </div>
  );
}

/**
 * One application on the board or in a stage's tab; `handle` is the drag handle where cards can be dragged. Its
 * title is a level under the column's heading on the board, and under the page's in a tab.
 */
export function ApplicationCard({
  handle,
  faded = false,
  Heading = 'h3',
  ...props
}: CardProps & { handle?: ReactNode; faded?: boolean; Heading?: 'h2' | 'h3' }) {
  const { application, onOpen, onMove } = props;
  const focusTarget = useCardFocusTarget(application, 'open');
  return (
    <article
      className={cn('rounded-lg border bg-card p-3 shadow-sm', faded && 'opacity-50')}
      aria-label={applicationName(application)}
    >
      <div className="flex items-start gap-1">
        {handle}
        <Heading className="min-w-0 flex-1 pt-1 text-sm font-semibold leading-snug">
          <button
            type="button"
            ref={focusTarget}
            onClick={() => onOpen(application.id)}
            className="rounded-sm text-left break-words hover:underline"
          >
            {application.title}
            <span className="sr-only"> at {application.company}</span>
          </button>
        </Heading>
        <StageMenu application={application} onMove={onMove} />
      </div>
      <CardFacts {...props} />
    </article>
  );
}

/** A card with its drag handle: Space picks it up, the arrow keys choose the stage, Space drops it. */
export function DraggableCard(props: CardProps) {
  const { application } = props;
  const data: CardDragData = { stage: application.stage, name: applicationName(application) };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: application.id,
    data,
  });
  const focusTarget = useCardFocusTarget(application, 'handle');
  const handleRef = useCallback(
    (element: HTMLButtonElement | null) => {
      setActivatorNodeRef(element);
      focusTarget(element);
    },
    [setActivatorNodeRef, focusTarget],
  );
  const handle = (
    <button
      type="button"
      ref={handleRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${data.name}`}
      className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground active:cursor-grabbing"
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
  return (
    <div ref={setNodeRef}>
      <ApplicationCard {...props} handle={handle} faded={isDragging} />
    </div>
  );
}

/** The card under the pointer while dragging: a picture of it, without controls. */
export function CardPreview({ application, today, now }: Pick<CardProps, 'application' | 'today' | 'now'>) {
  return (
    <div aria-hidden="true" className="w-60 rounded-lg border bg-card p-3 shadow-lg ring-2 ring-primary">
      <p className="flex items-center gap-1 text-sm font-semibold">
        <GripVertical className="size-4 shrink-0 text-muted-foreground" />
        <span className="truncate">{application.title}</span>
      </p>
      <CardFacts application={application} today={today} now={now} />
    </div>
  );
}
