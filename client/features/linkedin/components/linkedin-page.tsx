import { useState } from 'react';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useCelebrations } from '#client/components/milestones/use-celebrations.tsx';
import { displayName, useSignedInUser } from '#client/lib/current-user.ts';
import { useLinkedinProfile } from '../api/get-profile.ts';
import { ProfileForm } from './profile-form.tsx';
import { OptimizationFeatures, ProfilePreview } from './profile-sidebar.tsx';
import { ProfileScore, Recommendations } from './recommendations.tsx';

export default function LinkedinPage() {
  const { data: profile } = useLinkedinProfile();
  const [draftHeadline, setDraftHeadline] = useState('');
  const { celebrate, overlay } = useCelebrations();
  const user = useSignedInUser();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageMeta
        title="LinkedIn Profile Optimization"
        description="Score your LinkedIn headline, summary and skills, and get rewrites built from your own experience."
      />
      <PageHeader
        title="LinkedIn Profile Optimization"
        subtitle="Score your headline, summary and skills, and get rewrites built from your own experience."
      />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <ProfileForm
            saved={profile}
            onDraftChange={setDraftHeadline}
            onOptimized={() => celebrate('linkedinOptimized')}
          />
          {profile && <ProfileScore profile={profile} />}
          {profile && <Recommendations profile={profile} />}
        </div>
        <aside className="flex flex-col gap-6" aria-label="Preview and features">
          <ProfilePreview
            name={user ? displayName(user) : undefined}
            headline={profile?.recommendations.headline ?? draftHeadline}
            summary={profile?.recommendations.summary ?? ''}
          />
          <OptimizationFeatures />
        </aside>
      </div>
      {overlay}
    </div>
  );
}
