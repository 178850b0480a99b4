import { useEffect } from 'react';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useCelebrations } from '#client/components/milestones/use-celebrations.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { TodaysPicksCard } from '#client/features/digest/components/todays-picks-card.tsx';
import { useActivity } from '#client/features/progress/api/get-activity.ts';
import { useProgress } from '#client/features/progress/api/get-progress.ts';
import { ProgressPanel } from '#client/features/progress/components/progress-panel.tsx';
import { RemindersCard } from '#client/features/tracker/components/reminders-card.tsx';
import { cn } from '#client/lib/utils.ts';
import { CELEBRATION, dashboardMilestones } from '#common/milestones.ts';
import { clampScore } from '#common/scores.ts';
import { useDashboardLists } from '../api/get-dashboard-data.ts';
import {
  ClosingBanner,
  ContinueJourney,
  DashboardActivity,
  DashboardFooter,
  QuickActions,
  StatCards,
} from './dashboard-sections.tsx';

export default function DashboardPage() {
  const { progress, isSuccess: progressLoaded, isPending: progressPending } = useProgress();
  const { resumes, sessions, loaded } = useDashboardLists();
  const { activity } = useActivity({ view: 'dashboard' });
  const { celebrate, overlay } = useCelebrations(CELEBRATION.dashboardDurationMs);

  useEffect(() => {
    if (!loaded || !progressLoaded) return;
    const reached = dashboardMilestones({
      resumeCount: resumes.length,
      interviewSessions: sessions.length,
      overallProgress: progress.overallProgress,
    });
    for (const milestone of reached) celebrate(milestone);
  }, [loaded, progressLoaded, resumes.length, sessions.length, progress.overallProgress, celebrate]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageMeta
        title="Career Dashboard"
        description="Track your progress and continue your career development journey."
      />
      <PageHeader
        title="Career Dashboard"
        subtitle="Track your progress and continue your career development journey"
      >
        {/* Unseen until the progress arrives, rather than a 0% it does not know. */}
        <span className={cn('contents', progressPending && 'invisible')}>
          <Badge variant="secondary" className="px-3 py-1 text-sm">
            Active User
          </Badge>
          <Badge className="px-3 py-1 text-sm" data-testid="overall-progress-badge">
            {/* Four characters whatever the figure ("100%"), so that the badges keep their place. */}
            <span className="inline-block min-w-[4ch] text-end tabular-nums">
              {clampScore(progress.overallProgress)}%
            </span>{' '}
            Complete
          </Badge>
        </span>
      </PageHeader>
      <div className="mt-8 flex flex-col gap-8">
        <StatCards progress={progress} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <ContinueJourney />
            <DashboardActivity items={activity} />
            <RemindersCard />
            <TodaysPicksCard />
          </div>
          <aside className="flex flex-col gap-6" aria-label="Quick actions and progress">
            <QuickActions onCelebrate={() => celebrate('firstResume', { force: true })} />
            <ProgressPanel />
          </aside>
        </div>
        <ClosingBanner />
      </div>
      <DashboardFooter />
      {overlay}
    </div>
  );
}
