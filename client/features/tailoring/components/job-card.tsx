import { FileSearch, LoaderCircle, TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardIconHeader } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useJobMatches } from '#client/features/career/api/get-job-matches.ts';
import { failureToast, isPlanLimit, PLANS_LINK } from '#client/lib/failure-toast.ts';
import { cn } from '#client/lib/utils.ts';
import type { JobMatch } from '#common/api/jobs.ts';
import type { TargetJob } from '#common/api/tailoring.ts';
import { formatCount } from '#common/format-count.ts';
import { APP_PATHS } from '#common/routes.ts';
import {
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DESCRIPTION_MIN_WORDS,
  JOB_URL_MAX_LENGTH,
} from '#common/tailoring.ts';
import { useReadJob } from '../api/read-job.ts';
import {
  descriptionStatus,
  draftFromJob,
  type JobDraft,
  type JobDraftField,
  type JobInputKind,
  type JobInputs,
  jobFromDraft,
  readJobRequest,
} from '../job-draft.ts';
import { JobForm } from './job-form.tsx';

/** A failed request, said where it happened; a plan limit links to the plans. */
export function RequestError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <span>
        {error.message}
        {isPlanLimit(error) && (
          <>
            {' '}
            <Link href={PLANS_LINK.href} className="font-medium underline">
              {PLANS_LINK.label}
            </Link>
          </>
        )}
      </span>
    </Alert>
  );
}

function DescriptionField({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const status = descriptionStatus(text);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="job-description">Job description</Label>
      <Textarea
        id="job-description"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        rows={10}
        className="min-h-56"
        placeholder="Paste the whole posting: the role, what you would do, and what they ask for."
        aria-describedby="job-description-count"
        aria-invalid={status.tooLong ? true : undefined}
      />
      <p
        id="job-description-count"
        className="flex flex-wrap justify-between gap-x-4 text-xs text-muted-foreground"
      >
        <span className={cn(status.tooShort && text.trim() !== '' && 'text-yellow-800')}>
          {formatCount(status.words)} {status.words === 1 ? 'word' : 'words'} (at least{' '}
          {JOB_DESCRIPTION_MIN_WORDS})
        </span>
        <span className={cn('tabular-nums', status.tooLong && 'font-medium text-destructive')}>
          {formatCount(status.characters)} / {formatCount(JOB_DESCRIPTION_MAX_LENGTH)} characters
        </span>
      </p>
    </div>
  );
}

function matchLabel(match: JobMatch): string {
  const name = [match.title, match.company].filter(Boolean).join(' at ');
  return `${name} (${match.matchScore}% match)`;
}

function MatchField({ matchId, onChange }: { matchId: string; onChange: (id: string) => void }) {
  const { matches, isLoading } = useJobMatches();
  if (isLoading) {
    return (
      <p role="status" className="h-16 text-sm text-muted-foreground">
        Loading your job matches…
      </p>
    );
  }
  if (matches.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        You have no job matches yet.{' '}
        <Link href={APP_PATHS.career} className="font-medium text-primary underline">
          Save your career profile
        </Link>{' '}
        to see the jobs that match you.
      </p>
    );
  }
  const byId = new Map(matches.map((match) => [String(match.id), match]));
  return (
    <SelectField
      id="job-match"
      label="Job match"
      value={byId.has(matchId) ? matchId : ''}
      options={[...byId.keys()]}
      optionLabel={(id) => {
        const match = byId.get(id);
        return match ? matchLabel(match) : id;
      }}
      onChange={onChange}
      placeholder="Choose one of your job matches"
    />
  );
}

type Props = {
  /** Why comparing is not possible yet (no resume), or null. */
  blockedReason: string | null;
  comparing: boolean;
  compareError: Error | null;
  onCompare: (job: TargetJob) => void;
};

/** Where the job comes from, the job as read for the user to correct, and the Compare button. */
export function JobCard({ blockedReason, comparing, compareError, onCompare }: Props) {
  const [kind, setKind] = useState<JobInputKind>('text');
  const [inputs, setInputs] = useState<JobInputs>({ text: '', url: '', matchId: '' });
  const [inputError, setInputError] = useState<string | null>(null);
  const [read, setRead] = useState<TargetJob | null>(null);
  const [draft, setDraft] = useState<JobDraft | null>(null);
  const [draftErrors, setDraftErrors] = useState<Partial<Record<JobDraftField | 'description', string>>>({});

  const readJob = useReadJob({
    onSuccess: (job) => {
      setRead(job);
      setDraft(draftFromJob(job));
      setDraftErrors({});
    },
    onError: (error) => failureToast('Could not read the job', error),
  });

  const setInput = (field: keyof JobInputs, value: string) => {
    setInputs((current) => ({ ...current, [field]: value }));
    setInputError(null);
  };

  const submitRead = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await readJobRequest(kind, inputs);
    if ('error' in result) {
      setInputError(result.error);
      return;
    }
    setInputError(null);
    readJob.mutate(result.request);
  };

  const compare = async () => {
    if (!read || !draft) return;
    const result = await jobFromDraft(read, draft);
    if ('errors' in result) {
      setDraftErrors(result.errors);
      return;
    }
    setDraftErrors({});
    onCompare(result.job);
  };

  return (
    <Card>
      <CardIconHeader icon={FileSearch} title="The Job">
        <CardDescription>
          Paste a job description, give a posting's web address, or choose one of your job matches. You can
          correct what is read before comparing.
        </CardDescription>
      </CardIconHeader>
      <CardContent className="flex flex-col gap-6">
        <form
          className="flex flex-col gap-4"
          onSubmit={submitRead}
          noValidate
          aria-label="Where the job comes from"
        >
          <Tabs
            value={kind}
            onValueChange={(value) => {
              setKind(value as JobInputKind);
              setInputError(null);
            }}
          >
            <TabsList className="grid-cols-3" aria-label="Where the job comes from">
              <TabsTrigger value="text">Paste text</TabsTrigger>
              <TabsTrigger value="url">Web address</TabsTrigger>
              <TabsTrigger value="match">Job match</TabsTrigger>
            </TabsList>
            <TabsContent value="text" className="mt-4">
              <DescriptionField text={inputs.text} onChange={(text) => setInput('text', text)} />
            </TabsContent>
            <TabsContent value="url" className="mt-4">
              <TextField
                id="job-url"
                label="Posting web address"
                type="url"
                inputMode="url"
                value={inputs.url}
                maxLength={JOB_URL_MAX_LENGTH}
                onChange={(event) => setInput('url', event.target.value)}
                placeholder="https://boards.greenhouse.io/company/jobs/123"
                hint="Greenhouse, Lever and Ashby job boards, and pages that describe the job as schema.org JobPosting data."
              />
            </TabsContent>
            <TabsContent value="match" className="mt-4">
              <MatchField matchId={inputs.matchId} onChange={(id) => setInput('matchId', id)} />
            </TabsContent>
          </Tabs>
          {inputError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {inputError}
            </p>
          )}
          <RequestError error={readJob.error} />
          <div>
            <Button type="submit" variant={draft ? 'outline' : 'default'} disabled={readJob.isPending}>
              {readJob.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {readJob.isPending ? 'Reading job...' : 'Read job'}
            </Button>
          </div>
        </form>

        {draft && (
          <>
            <hr />
            <JobForm
              draft={draft}
              errors={draftErrors}
              onChange={setDraft}
              onCompare={compare}
              comparing={comparing}
              blockedReason={blockedReason}
            />
            <RequestError error={compareError} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
