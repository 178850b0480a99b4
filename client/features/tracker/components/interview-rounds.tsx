import { format } from 'date-fns';
import { CalendarPlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import type { Application, InterviewRound } from '#common/api/tracker.ts';
import { INTERVIEW_KIND_LABELS, TRACKER_LIMITS } from '#common/tracker.ts';
import { useDeleteInterviewRound } from '../api/delete-interview-round.ts';
import { interviewCalendarPath } from '../api/download-paths.ts';
import { RoundForm } from './round-form.tsx';

/** "Tue, Dec 1, 2026, 2:30 PM", in the browser's time. */
const roundTime = (startsAt: string) => format(new Date(startsAt), 'EEE, MMM d, yyyy, h:mm a');

const roundName = (round: InterviewRound) =>
  `${INTERVIEW_KIND_LABELS[round.kind]} on ${roundTime(round.startsAt)}`;

function DeleteRoundButton({ applicationId, round }: { applicationId: number; round: InterviewRound }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteInterviewRound({ onSuccess: () => setOpen(false) });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="ghost" size="sm" aria-label={`Delete round: ${roundName(round)}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this interview round?"
      description={`${roundName(round)} is deleted from this application.`}
      cancelLabel="Keep it"
      confirmLabel="Delete round"
      confirmVariant="destructive"
      busy={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate({ applicationId, roundId: round.id })}
    />
  );
}

function RoundItem({
  applicationId,
  round,
  onEdit,
}: {
  applicationId: number;
  round: InterviewRound;
  onEdit: () => void;
}) {
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm">
      <p className="font-medium">
        <time dateTime={round.startsAt}>{roundTime(round.startsAt)}</time>
      </p>
      <p className="text-muted-foreground">
        {INTERVIEW_KIND_LABELS[round.kind]} · {round.durationMinutes} min
      </p>
      {round.people && <p>With {round.people}</p>}
      {round.notes && <p className="whitespace-pre-line">{round.notes}</p>}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={`Edit round: ${roundName(round)}`}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <DeleteRoundButton applicationId={applicationId} round={round} />
      </div>
    </li>
  );
}

/**
 * The interview rounds, earliest first: each editable in place, one new round at a time, and the rounds as an
 * iCalendar file to add to a calendar.
 */
export function InterviewRounds({ application }: { application: Application }) {
  // The round being edited: its id, 'new' for a new one, or null for none.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const finish = () => {
    setEditing(null);
    requestAnimationFrame(() => addButton.current?.focus());
  };
  const edit = (round: number | 'new') => {
    setEditing(round);
    requestAnimationFrame(() => document.getElementById(`round-${round}-starts`)?.focus());
  };
  const { rounds } = application;
  return (
    <section aria-labelledby="rounds-heading" className="grid gap-3">
      <h3 id="rounds-heading" className="font-semibold">
        Interview rounds
      </h3>
      {rounds.length === 0 && editing !== 'new' && (
        <p className="text-sm text-muted-foreground">No interview rounds yet.</p>
      )}
      {rounds.length > 0 && (
        <ul className="grid gap-2">
          {rounds.map((round) =>
            editing === round.id ? (
              <li key={round.id}>
                <RoundForm applicationId={application.id} round={round} onDone={finish} />
              </li>
            ) : (
              <RoundItem
                key={round.id}
                applicationId={application.id}
                round={round}
                onEdit={() => edit(round.id)}
              />
            ),
          )}
        </ul>
      )}
      {editing === 'new' && <RoundForm applicationId={application.id} round={null} onDone={finish} />}
      <div className="flex flex-wrap gap-2">
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          size="sm"
          disabled={editing !== null || rounds.length >= TRACKER_LIMITS.roundsPerApplication}
          onClick={() => edit('new')}
        >
          <Plus aria-hidden="true" />
          Add interview round
        </Button>
        {rounds.length > 0 && (
          <Button asChild variant="ghost" size="sm">
            <a href={interviewCalendarPath(application.id)} download>
              <CalendarPlus aria-hidden="true" />
              Add to calendar (.ics)
            </a>
          </Button>
        )}
      </div>
    </section>
  );
}
