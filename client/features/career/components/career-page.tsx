import { Sparkles } from 'lucide-react';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { useCareerProfile } from '../api/get-career-profile.ts';
import { useJobMatches } from '../api/get-job-matches.ts';
import { AssistantChat } from './assistant-chat.tsx';
import { CareerProfileForm } from './career-profile-form.tsx';
import { CareerProgress, RecentActivity } from './career-progress.tsx';
import { JobMatches } from './job-matches.tsx';

export default function CareerPage() {
  const { data: profile } = useCareerProfile();
  const { matches } = useJobMatches();
  const bestMatch = Math.max(0, ...matches.map((match) => match.matchScore));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageMeta
        title="Career Strategist"
        description="Set your career goals, chat with your career assistant and see the jobs that match your skills."
      />
      <PageHeader
        title="Career Strategist"
        subtitle="Set your career goals, chat with your assistant and see the jobs that match you."
      >
        <Badge variant="secondary" className="px-3 py-1 text-sm">
          <Sparkles aria-hidden="true" />
          {bestMatch}% Best Match
        </Badge>
      </PageHeader>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <CareerProfileForm saved={profile} />
          <AssistantChat />
          <JobMatches matches={matches} />
        </div>
        <aside className="flex flex-col gap-6" aria-label="Progress and activity">
          <CareerProgress />
          <RecentActivity />
        </aside>
      </div>
    </div>
  );
}
