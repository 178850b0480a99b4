import { type ApplicationStage, STAGE_LABELS } from '#common/tracker.ts';

/**
 * "Applied (4)" on screen; "Applied, 4 applications" to a screen reader, in one piece: a visually hidden part is
 * positioned, so a browser computing a name sets it apart from the text before it ("Applied , 4 applications").
 */
export function StageCount({ stage, count }: { stage: ApplicationStage; count: number }) {
  return (
    <>
      <span className="sr-only">
        {STAGE_LABELS[stage]}, {count} {count === 1 ? 'application' : 'applications'}
      </span>
      <span aria-hidden="true">
        {STAGE_LABELS[stage]} ({count})
      </span>
    </>
  );
}
