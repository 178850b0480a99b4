import { type ApplicationStage, STAGE_LABELS } from '#common/api/tracker.ts';

/** "Applied (4)" on screen; "Applied, 4 applications" to a screen reader. */
export function StageCount({ stage, count }: { stage: ApplicationStage; count: number }) {
  return (
    <>
      {STAGE_LABELS[stage]}
      <span className="sr-only">
        , {count} {count === 1 ? 'application' : 'applications'}
      </span>
      <span aria-hidden="true"> ({count})</span>
    </>
  );
}
