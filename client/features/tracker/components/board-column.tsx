import { useDroppable } from '@dnd-kit/core';
import { cn } from '#client/lib/utils.ts';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import type { ApplicationStage } from '#common/tracker.ts';
import { type CardProps, DraggableCard } from './application-card.tsx';
import { StageCount } from './stage-count.tsx';

type ColumnProps = Omit<CardProps, 'application'> & {
  stage: ApplicationStage;
  applications: ApplicationSummary[];
};

/** One stage of the board: its heading with the count, its cards newest first; a card can be dropped on it. */
export function BoardColumn({ stage, applications, ...cardProps }: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `stage-${stage}-heading`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'flex w-64 shrink-0 flex-col gap-2 rounded-xl border bg-muted p-2 transition-colors',
        isOver && 'border-primary bg-accent',
      )}
    >
      <h2 id={headingId} className="px-1 pt-1 text-sm font-semibold">
        <StageCount stage={stage} count={applications.length} />
      </h2>
      {applications.length === 0 ? (
        <p className="px-1 pb-2 text-xs text-muted-foreground">No applications here.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-labelledby={headingId}>
          {applications.map((application) => (
            <li key={application.id}>
              <DraggableCard application={application} {...cardProps} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
