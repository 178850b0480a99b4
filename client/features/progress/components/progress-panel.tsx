import { Target, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardIconHeader } from '#client/components/ui/card.tsx';
import { Progress as ProgressBar } from '#client/components/ui/progress.tsx';
import type { Progress } from '#common/api/progress.ts';
import { panelNextMilestone } from '#common/milestone-hints.ts';
import { EMPTY_PROGRESS } from '#common/progress.ts';
import { clampScore } from '#common/scores.ts';
import { useProgress } from '../api/get-progress.ts';

function ProgressDetails({ progress }: { progress: Progress }) {
  const overall = clampScore(progress.overallProgress);
  return (
    <>
      <div className="flex flex-col gap-2">
        <div className="flex justify-between text-sm">
          <span className="font-medium">Career Preparation</span>
          <span className="font-semibold">{overall}%</span>
        </div>
        <ProgressBar value={overall} aria-label="Career Preparation" />
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-muted/50 p-3 text-center">
          <dt className="text-xs text-muted-foreground">Interviews Practiced</dt>
          <dd className="text-xl font-bold">{progress.interviewsPracticed}</dd>
        </div>
        <div className="rounded-lg bg-muted/50 p-3 text-center">
          <dt className="text-xs text-muted-foreground">Skills Improved</dt>
          <dd className="text-xl font-bold">{progress.skillsImproved}</dd>
        </div>
      </dl>
      <div className="rounded-lg border border-primary/30 bg-accent p-3">
        <p className="flex items-center gap-1.5 text-sm font-semibold">
          <Target className="size-4" aria-hidden="true" />
          Next Milestone
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{panelNextMilestone(overall)}</p>
      </div>
      <div>
        <p className="mb-2 text-sm font-semibold">Activity Summary</p>
        <dl className="flex flex-col gap-1.5 text-sm">
          {[
            ['Resume Analyses', progress.resumeAnalyses],
            ['Interview Sessions', progress.interviewsPracticed],
            ['Job Applications', progress.jobsApplied],
          ].map(([label, value]) => (
            <div key={label} className="flex justify-between">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}

/**
 * 'Loading Progress...' with placeholder bars, in the room the loaded panel takes (its details for no progress yet
 * laid out unseen beneath the bars), so that what follows it stays put when the numbers come.
 */
function LoadingProgress() {
  return (
    <Card aria-busy="true">
      <CardIconHeader icon={TrendingUp} title="Loading Progress..." small />
      <CardContent className="relative">
        <div className="invisible flex flex-col gap-5" aria-hidden="true" inert>
          <ProgressDetails progress={EMPTY_PROGRESS} />
        </div>
        <div className="absolute inset-x-6 top-0 flex flex-col gap-3" aria-hidden="true">
          {[0, 1, 2].map((bar) => (
            <div key={bar} className="h-3 animate-pulse rounded-full bg-muted" />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

/** 'Your Progress': a loading state, then the preparation bar, counters, next milestone and activity summary. */
export function ProgressPanel() {
  const { progress, isLoading } = useProgress();
  if (isLoading) return <LoadingProgress />;
  return (
    <Card>
      <CardIconHeader icon={TrendingUp} title="Your Progress" small />
      <CardContent className="flex flex-col gap-5">
        <ProgressDetails progress={progress} />
      </CardContent>
    </Card>
  );
}
