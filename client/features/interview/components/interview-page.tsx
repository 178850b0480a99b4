import { useState } from 'react';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { toast } from '#client/lib/toast.ts';
import type { InterviewSession as Session } from '#common/api/interview.ts';
import { InterviewSession } from './interview-session.tsx';
import { InterviewSetup } from './interview-setup.tsx';

export default function InterviewPage() {
  const [active, setActive] = useState<Session | undefined>(undefined);

  const endSession = () => {
    setActive(undefined);
    toast({ title: 'Session ended' });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageMeta
        title="AI Interview Coach"
        description="Practise interviews with questions for your industry and role, and get a score and feedback on every answer."
      />
      <PageHeader
        title="AI Interview Coach"
        subtitle="Practise with questions for your industry and role, and get feedback on every answer."
      />
      <div className="mt-8">
        {active ? (
          <InterviewSession session={active} onEnd={endSession} />
        ) : (
          <InterviewSetup onStarted={setActive} />
        )}
      </div>
    </div>
  );
}
