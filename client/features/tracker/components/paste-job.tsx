import { FileSearch, LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useReadJob } from '#client/features/tailoring/api/read-job.ts';
import { readJobRequest } from '#client/features/tailoring/job-draft.ts';
import type { TargetJob } from '#common/api/tailoring.ts';

export type PastedJob = { text: string; url: string };

/**
 * A pasted description, or a posting's link alone, read into title, company and description; the user confirms
 * them in the typed-in form. When it cannot be read, they type it in with what they pasted.
 */
export function PasteJob({
  onRead,
  onTypeInstead,
}: {
  onRead: (job: TargetJob, pasted: PastedJob) => void;
  onTypeInstead: (pasted: PastedJob) => void;
}) {
  const [pasted, setPasted] = useState<PastedJob>({ text: '', url: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const read = useReadJob({
    onSuccess: (job) => onRead(job, pasted),
    onError: (error) => setProblem(error.message),
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const kind = pasted.text.trim() || !pasted.url.trim() ? 'text' : 'url';
    const checked = await readJobRequest(kind, { text: pasted.text, url: pasted.url, matchId: '' });
    setProblem('error' in checked ? checked.error : null);
    if ('request' in checked && !read.isPending) read.mutate(checked.request);
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Paste a job description">
      <div className="grid gap-1.5">
        <Label htmlFor="paste-job-text">Job description</Label>
        <Textarea
          id="paste-job-text"
          className="min-h-40"
          value={pasted.text}
          onChange={(event) => setPasted({ ...pasted, text: event.target.value })}
          aria-describedby="paste-job-hint"
        />
        <p id="paste-job-hint" className="text-xs text-muted-foreground">
          Paste the whole posting; or leave this empty and give its link below.
        </p>
      </div>
      <TextField
        id="paste-job-url"
        label="Job link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={pasted.url}
        onChange={(event) => setPasted({ ...pasted, url: event.target.value })}
      />
      {problem && (
        <div role="alert" className="grid gap-2 text-sm">
          <p className="font-medium text-destructive">{problem}</p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => onTypeInstead(pasted)}
          >
            Type it in instead
          </Button>
        </div>
      )}
      <Button type="submit" className="justify-self-start" disabled={read.isPending}>
        {read.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <FileSearch aria-hidden="true" />
        )}
        {read.isPending ? 'Reading…' : 'Read the job'}
      </Button>
    </form>
  );
}
