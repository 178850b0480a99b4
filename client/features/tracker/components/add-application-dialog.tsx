import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { toast } from '#client/lib/toast.ts';
import type { TargetJob } from '#common/api/tailoring.ts';
import type { Application, ApplicationSummary, CreateApplicationRequest } from '#common/api/tracker.ts';
import { useCreateApplication } from '../api/create-application.ts';
import {
  type ApplicationDraft,
  type DraftErrors,
  draftFromReadJob,
  EMPTY_DRAFT,
  requestFromDraft,
} from '../new-application.ts';
import { applicationName } from '../tracker-view.ts';
import { ApplicationForm } from './application-form.tsx';
import { useCardFocusRequest } from './card-focus.tsx';
import { MatchPicker } from './match-picker.tsx';
import { type PastedJob, PasteJob } from './paste-job.tsx';

type Way = 'type' | 'match' | 'paste';

/** The three ways to add an application, and what the dialog keeps while it is open. */
function AddApplicationBody({
  applications,
  onAdded,
}: {
  applications: readonly ApplicationSummary[];
  onAdded: (application: Application) => void;
}) {
  const [way, setWay] = useState<Way>('type');
  const [draft, setDraft] = useState<ApplicationDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [readNotice, setReadNotice] = useState(false);
  const [sent, setSent] = useState<CreateApplicationRequest | null>(null);
  const create = useCreateApplication({ onSuccess: onAdded, onError: () => undefined });
  const failure = create.error?.message ?? null;

  const send = (request: CreateApplicationRequest) => {
    setSent(request);
    create.mutate(request);
  };
  const submitDraft = async () => {
    const checked = await requestFromDraft(draft);
    setErrors('errors' in checked ? checked.errors : {});
    if ('request' in checked) send(checked.request);
  };
  const typeIn = (next: ApplicationDraft, fromRead: boolean) => {
    create.reset();
    setDraft(next);
    setErrors({});
    setReadNotice(fromRead);
    setWay('type');
  };
  const changeWay = (next: string) => {
    create.reset();
    setWay(next as Way);
  };
  const pendingJobId = create.isPending && sent?.jobId !== undefined ? sent.jobId : null;

  return (
    <Tabs value={way} onValueChange={changeWay}>
      <TabsList aria-label="How to add it" className="h-auto grid-cols-1 gap-1 sm:grid-cols-3">
        <TabsTrigger value="type">Type it in</TabsTrigger>
        <TabsTrigger value="match">From your job matches</TabsTrigger>
        <TabsTrigger value="paste">Paste a job description</TabsTrigger>
      </TabsList>
      <TabsContent value="type" className="mt-4 grid gap-4">
        {readNotice && (
          <p role="status" className="rounded-md bg-accent p-3 text-sm text-accent-foreground">
            We read the job below. Check the title and company, then save it.
          </p>
        )}
        <ApplicationForm
          draft={draft}
          errors={errors}
          onChange={setDraft}
          onSubmit={submitDraft}
          saving={create.isPending}
          failure={failure}
        />
      </TabsContent>
      <TabsContent value="match" className="mt-4">
        <MatchPicker
          applications={applications}
          pendingJobId={pendingJobId}
          failure={failure}
          onPick={(jobId, stage) => send({ jobId, stage })}
        />
      </TabsContent>
      <TabsContent value="paste" className="mt-4">
        <PasteJob
          onRead={(job: TargetJob, pasted: PastedJob) => typeIn(draftFromReadJob(job, pasted.url), true)}
          onTypeInstead={(pasted) =>
            typeIn({ ...EMPTY_DRAFT, description: pasted.text.trim(), url: pasted.url.trim() }, false)
          }
        />
      </TabsContent>
    </Tabs>
  );
}

/** 'Add application': typed in, from a job match, or from a pasted description; the new card then takes focus. */
export function AddApplicationDialogView({
  applications,
  open,
  onOpenChange,
}: {
  applications: readonly ApplicationSummary[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const focusCard = useCardFocusRequest();
  const added = (application: Application) => {
    onOpenChange(false);
    focusCard({ id: application.id, stage: application.stage, part: 'open' });
    toast({ title: 'Application added', description: `${applicationName(application)} is on your board.` });
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <AlertDialogTitle>Add an application</AlertDialogTitle>
        <AlertDialogDescription>
          Type it in, pick one of your job matches, or paste the job description and we read it for you.
        </AlertDialogDescription>
        {open && <AddApplicationBody applications={applications} onAdded={added} />}
        <AlertDialogFooter>
          <AlertDialogCancel type="button">Close</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
