import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { InterviewRound } from '#common/api/tracker.ts';
import {
  INTERVIEW_KIND_LABELS,
  INTERVIEW_KINDS,
  type InterviewKind,
  TRACKER_LIMITS,
} from '#common/tracker.ts';
import { useSaveInterviewRound } from '../api/save-interview-round.ts';
import { isoToLocalDateTime, localDateTimeToIso } from '../local-date-time.ts';
import { FormMessage } from './form-message.tsx';

const NO_START = 'Enter the date and time of the interview.';

/** Adds an interview round (no `round`) or edits one: its date and local time, length, kind, people and notes. */
export function RoundForm({
  applicationId,
  round,
  onDone,
}: {
  applicationId: number;
  round: InterviewRound | null;
  onDone: () => void;
}) {
  const prefix = `round-${round?.id ?? 'new'}`;
  const [startsAt, setStartsAt] = useState(round ? isoToLocalDateTime(round.startsAt) : '');
  const [duration, setDuration] = useState(String(round?.durationMinutes ?? 60));
  const [kind, setKind] = useState<InterviewKind>(round?.kind ?? 'video');
  const [people, setPeople] = useState(round?.people ?? '');
  const [notes, setNotes] = useState(round?.notes ?? '');
  const [noStart, setNoStart] = useState(false);
  const save = useSaveInterviewRound({ onSuccess: onDone });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const start = localDateTimeToIso(startsAt);
    setNoStart(start === null);
    if (start === null || save.isPending) return;
    save.mutate({
      applicationId,
      roundId: round?.id ?? null,
      round: { startsAt: start, durationMinutes: Number(duration), kind, people, notes },
    });
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border p-3"
      aria-label={round ? 'Edit round' : 'New round'}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          id={`${prefix}-starts`}
          label="Date and time"
          type="datetime-local"
          required
          value={startsAt}
          error={noStart ? NO_START : undefined}
          onChange={(event) => setStartsAt(event.target.value)}
        />
        <TextField
          id={`${prefix}-length`}
          label="Length in minutes"
          type="number"
          inputMode="numeric"
          min={5}
          max={1440}
          step={5}
          required
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
        />
        <SelectField
          id={`${prefix}-kind`}
          label="Kind"
          value={kind}
          options={INTERVIEW_KINDS}
          optionLabel={(option) => INTERVIEW_KIND_LABELS[option]}
          onChange={setKind}
        />
      </div>
      <TextField
        id={`${prefix}-people`}
        label="People"
        hint="Who you meet, e.g. Ann Lee (hiring manager)"
        maxLength={TRACKER_LIMITS.people}
        value={people}
        onChange={(event) => setPeople(event.target.value)}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${prefix}-notes`}>Round notes</Label>
        <Textarea
          id={`${prefix}-notes`}
          className="min-h-20"
          maxLength={TRACKER_LIMITS.roundNotes}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <FormMessage error={save.error?.message} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {round ? 'Save round' : 'Add round'}
        </Button>
      </div>
    </form>
  );
}
