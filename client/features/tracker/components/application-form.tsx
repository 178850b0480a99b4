import { LoaderCircle, Plus } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { APPLICATION_STAGES, STAGE_LABELS, TRACKER_LIMITS } from '#common/tracker.ts';
import type { ApplicationDraft, DraftErrors, DraftField } from '../new-application.ts';

type FormProps = {
  draft: ApplicationDraft;
  errors: DraftErrors;
  onChange: (draft: ApplicationDraft) => void;
  onSubmit: () => void;
  saving: boolean;
  /** What the server refused, e.g. the application is already on the board. */
  failure: string | null;
};

function TextAreaField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5 sm:col-span-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** An application typed in, or read from a pasted job for the user to confirm. */
export function ApplicationForm({ draft, errors, onChange, onSubmit, saving, failure }: FormProps) {
  const set = (field: DraftField) => ({
    id: `new-application-${field}`,
    value: draft[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };

  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={submit}
      noValidate
      aria-label="Type in an application"
    >
      <TextField label="Job title" required {...set('title')} />
      <TextField label="Company" required {...set('company')} />
      <TextField label="Location" maxLength={TRACKER_LIMITS.location} {...set('location')} />
      <TextField label="Salary" maxLength={TRACKER_LIMITS.salary} {...set('salary')} />
      <TextField label="Job link" type="url" inputMode="url" placeholder="https://" {...set('url')} />
      <SelectField
        id="new-application-stage"
        label="Stage"
        value={draft.stage}
        options={APPLICATION_STAGES}
        optionLabel={(stage) => STAGE_LABELS[stage]}
        onChange={(stage) => onChange({ ...draft, stage })}
      />
      <TextField label="Next step" maxLength={TRACKER_LIMITS.nextStep} {...set('nextStep')} />
      <TextField label="Next step due" type="date" {...set('nextStepDue')} />
      <TextAreaField
        id="new-application-description"
        label="Job description"
        value={draft.description}
        error={errors.description}
        onChange={(description) => onChange({ ...draft, description })}
      />
      <TextAreaField
        id="new-application-notes"
        label="Notes"
        value={draft.notes}
        error={errors.notes}
        onChange={(notes) => onChange({ ...draft, notes })}
      />
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
          {failure}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          Save application
        </Button>
      </div>
    </form>
  );
}
