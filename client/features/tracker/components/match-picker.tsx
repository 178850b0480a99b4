import { Check, LoaderCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { useJobMatches } from '#client/features/career/api/get-job-matches.ts';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import { APP_PATHS } from '#common/routes.ts';
import { APPLICATION_STAGES, type ApplicationStage, STAGE_LABELS } from '#common/tracker.ts';
import { applicationName } from '../tracker-view.ts';

type PickerProps = {
  applications: readonly ApplicationSummary[];
  onPick: (jobId: number, stage: ApplicationStage) => void;
  /** The match being added. */
  pendingJobId: number | null;
  failure: string | null;
};

/** The user's job matches, each one click from the board; those already on it say so. */
export function MatchPicker({ applications, onPick, pendingJobId, failure }: PickerProps) {
  const { matches, isPending, error } = useJobMatches();
  const [stage, setStage] = useState<ApplicationStage>('saved');
  const onBoard = new Set(applications.map(({ jobId }) => jobId));

  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Loading your job matches…
      </p>
    );
  }
  if (error) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {error.message}
      </p>
    );
  }
  if (matches.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        You have no job matches yet. Set your goals in the{' '}
        <Link href={APP_PATHS.career} className="font-medium text-primary underline underline-offset-4">
          Career Guide
        </Link>{' '}
        to get some.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="sm:w-56">
        <SelectField
          id="match-stage"
          label="Add as"
          value={stage}
          options={APPLICATION_STAGES}
          optionLabel={(option) => STAGE_LABELS[option]}
          onChange={setStage}
        />
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <ul className="grid gap-2" aria-label="Your job matches">
        {matches.map((match) => {
          const added = onBoard.has(match.id);
          const name = applicationName(match);
          return (
            <li key={match.id} className="flex items-center gap-3 rounded-lg border p-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold break-words">{match.title}</p>
                <p className="text-xs text-muted-foreground">
                  {[match.company, match.location].filter(Boolean).join(' · ')} · {match.matchScore}% match
                </p>
              </div>
              {added ? (
                <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-muted-foreground">
                  <Check className="size-3.5" aria-hidden="true" />
                  On your board
                </span>
              ) : (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={pendingJobId !== null}
                  onClick={() => onPick(match.id, stage)}
                  aria-label={`Add ${name}`}
                >
                  {pendingJobId === match.id ? (
                    <LoaderCircle className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Plus aria-hidden="true" />
                  )}
                  Add
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
