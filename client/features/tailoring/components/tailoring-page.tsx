import { ArrowLeft, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardIconHeader } from '#client/components/ui/card.tsx';
import { useResumes } from '#client/features/resume/api/get-resumes.ts';
import { failureToast } from '#client/lib/failure-toast.ts';
import { toast } from '#client/lib/toast.ts';
import type { TargetJob } from '#common/api/tailoring.ts';
import { APP_PATHS } from '#common/routes.ts';
import { useCreateTailoring } from '../api/create-tailoring.ts';
import { useDeleteTailoring } from '../api/delete-tailoring.ts';
import { useResumeTailorings } from '../api/get-resume-tailorings.ts';
import { useTailoring } from '../api/get-tailoring.ts';
import { chosenResumeId } from '../job-draft.ts';
import { JobCard, RequestError } from './job-card.tsx';
import { PastTailorings } from './past-tailorings.tsx';
import { ResumeChoice } from './resume-choice.tsx';
import { ResultSkeleton, TailoringResult } from './tailoring-result.tsx';

const TIPS = [
  'Paste the whole posting: requirements often sit at the end.',
  'Correct the skills read from it before comparing; the rate follows what you keep.',
  'Add a missing keyword only where it is true of you, in the place it says.',
  'Fill each [bracketed] gap with your own number, or leave it out.',
];

function TipsCard() {
  return (
    <Card>
      <CardIconHeader icon={Lightbulb} title="Tailoring Tips" small />
      <CardContent>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export default function TailoringPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const resumes = useResumes();
  const resumeId = chosenResumeId(resumes.resumes, searchParams.get('resume'));
  const [openId, setOpenId] = useState<number | undefined>(undefined);
  const history = useResumeTailorings(resumeId);
  const open = useTailoring(openId);
  // A tailoring of another resume stays out of sight once a different resume is chosen.
  const shown = open.data && open.data.resumeId === resumeId ? open.data : undefined;

  const create = useCreateTailoring({
    onSuccess: (tailoring) => {
      setOpenId(tailoring.id);
      toast({ title: 'Comparison ready', description: `Your match rate is ${tailoring.matchRate}%.` });
    },
    onError: (error) => failureToast('Compare failed', error),
  });
  const remove = useDeleteTailoring({
    onSuccess: (id) => {
      if (id === openId) setOpenId(undefined);
      toast({
        title: 'Tailoring deleted',
        description: 'The comparison and its rewrites have been removed.',
      });
    },
    onError: (error) => failureToast('Delete failed', error),
  });

  const chooseResume = (id: number) => {
    setOpenId(undefined);
    setSearchParams({ resume: String(id) }, { replace: true });
  };
  const compare = (job: TargetJob) => {
    if (resumeId !== undefined) create.mutate({ resumeId, job });
  };
  const noResume = !resumes.isLoading && resumeId === undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageMeta
        title="Tailor Your Resume to a Job"
        description="Compare your resume with one job: its match rate, the keywords it lacks and where they go, what an ATS reads, and bullet rewrites that stay true."
      />
      <PageHeader
        title="Tailor Your Resume to a Job"
        subtitle="Compare your resume with one posting: see its match rate, what an ATS reads, and rewrites that stay true to you."
      >
        <Button asChild variant="outline">
          <Link href={APP_PATHS.resume}>
            <ArrowLeft aria-hidden="true" />
            Back to Resume AI
          </Link>
        </Button>
      </PageHeader>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ResumeChoice
            resumes={resumes.resumes}
            loading={resumes.isLoading}
            selectedId={resumeId}
            onSelect={chooseResume}
          />
          <JobCard
            blockedReason={noResume ? 'Upload a resume first to compare it with this job.' : null}
            comparing={create.isPending}
            compareError={create.error}
            onCompare={compare}
          />
          {create.isPending && <ResultSkeleton text="Comparing your resume with the job…" />}
          {!create.isPending && openId !== undefined && open.isLoading && (
            <ResultSkeleton text="Loading the comparison…" />
          )}
          {!create.isPending && openId !== undefined && <RequestError error={open.error} />}
          {!create.isPending && shown && <TailoringResult tailoring={shown} />}
        </div>
        <aside className="flex min-w-0 flex-col gap-6" aria-label="Past tailorings and tips">
          {resumeId !== undefined && (
            <PastTailorings
              tailorings={history.tailorings}
              loading={history.isLoading}
              openId={openId}
              onOpen={setOpenId}
              onDelete={(id) => remove.mutate(id)}
            />
          )}
          <TipsCard />
        </aside>
      </div>
    </div>
  );
}
