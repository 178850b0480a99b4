import { ExternalLink, LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { Application } from '#common/api/tracker.ts';
import {
  JOB_COMPANY_MAX_LENGTH,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  JOB_URL_MAX_LENGTH,
} from '#common/tailoring.ts';
import { TRACKER_LIMITS } from '#common/tracker.ts';
import { useUpdateApplication } from '../api/update-application.ts';
import { type ApplicationDraft, changedFields, draftOf, withResume } from '../application-draft.ts';
import { ContactsEditor } from './contacts-editor.tsx';
import { FormMessage } from './form-message.tsx';
import { ResumeVersionChoice } from './resume-version-choice.tsx';

type TextKey = 'title' | 'company' | 'location' | 'salary' | 'url' | 'nextStep' | 'nextStepDue';

const TEXT_INPUTS: readonly {
  key: TextKey;
  label: string;
  type?: string;
  maxLength?: number;
  required?: boolean;
}[] = [
  { key: 'title', label: 'Job title', maxLength: JOB_TITLE_MAX_LENGTH, required: true },
  { key: 'company', label: 'Company', maxLength: JOB_COMPANY_MAX_LENGTH, required: true },
  { key: 'location', label: 'Location', maxLength: TRACKER_LIMITS.location },
  { key: 'salary', label: 'Salary', maxLength: TRACKER_LIMITS.salary },
  { key: 'url', label: 'Job link', type: 'url', maxLength: JOB_URL_MAX_LENGTH },
  { key: 'nextStep', label: 'Next step', maxLength: TRACKER_LIMITS.nextStep },
  { key: 'nextStepDue', label: 'Next step due', type: 'date' },
];

/** The posting, in a new tab: the saved link only, which the server checked is a web address. */
function PostingLink({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ExternalLink className="size-4" aria-hidden="true" />
      Open the job posting
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Every field the user types on an application, saved together by 'Save changes', which sends only what changed.
 * A failed save keeps what was typed and says why beside the button.
 */
export function ApplicationDetailsForm({ application }: { application: Application }) {
  const [saved, setSaved] = useState(() => draftOf(application));
  const [draft, setDraft] = useState(saved);
  const [done, setDone] = useState<string | null>(null);
  const update = useUpdateApplication({
    onSuccess: (answer) => {
      const stored = draftOf(answer);
      setSaved(stored);
      setDraft(stored);
      setDone('Changes saved.');
    },
  });
  const changes = changedFields(saved, draft);
  const unchanged = Object.keys(changes).length === 0;
  const edit = (next: (current: ApplicationDraft) => ApplicationDraft) => {
    setDone(null);
    setDraft(next);
  };
  const change = (patch: Partial<ApplicationDraft>) => edit((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (unchanged || update.isPending) return;
    update.mutate({ id: application.id, changes });
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-labelledby="details-heading">
      <h3 id="details-heading" className="sr-only">
        Details
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_INPUTS.map(({ key, label, ...input }) => (
          <TextField
            key={key}
            id={`application-${key}`}
            label={label}
            value={draft[key]}
            onChange={(event) => change({ [key]: event.target.value })}
            {...input}
          />
        ))}
      </div>
      <PostingLink url={application.url} />
      <div className="grid gap-1.5">
        <Label htmlFor="application-notes">Notes</Label>
        <Textarea
          id="application-notes"
          value={draft.notes}
          maxLength={TRACKER_LIMITS.notes}
          onChange={(event) => change({ notes: event.target.value })}
        />
      </div>
      <details className="group rounded-lg border p-3">
        <summary className="cursor-pointer text-sm font-medium">Job description</summary>
        <Textarea
          aria-label="Job description"
          className="mt-3 min-h-48"
          value={draft.description}
          maxLength={JOB_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => change({ description: event.target.value })}
        />
      </details>
      <ResumeVersionChoice
        application={application}
        resumeId={draft.resumeId}
        tailoringId={draft.tailoringId}
        onResumeChange={(resumeId) => edit((current) => withResume(current, resumeId))}
        onTailoringChange={(tailoringId) => change({ tailoringId })}
      />
      <ContactsEditor contacts={draft.contacts} onChange={(contacts) => change({ contacts })} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <FormMessage error={update.error?.message} done={done} />
        <Button type="submit" disabled={unchanged || update.isPending}>
          {update.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Save changes
        </Button>
      </div>
    </form>
  );
}
