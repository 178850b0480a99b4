import { useState } from 'react';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { failureToast } from '#client/lib/failure-toast.ts';
import { toast } from '#client/lib/toast.ts';
import { useDeleteResume } from '../api/delete-resume.ts';
import { useResume } from '../api/get-resume.ts';
import { useResumes } from '../api/get-resumes.ts';
import { AnalysisResults } from './analysis-results.tsx';
import { PreviousAnalyses } from './previous-analyses.tsx';
import { ResumeSidebar } from './resume-sidebar.tsx';
import { UploadCard } from './upload-card.tsx';

export default function ResumePage() {
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined);
  const { resumes } = useResumes();
  const selected = useResume(selectedId);
  const remove = useDeleteResume({
    onSuccess: (id) => {
      if (id === selectedId) setSelectedId(undefined);
      toast({ title: 'Resume deleted', description: 'The file and its analysis have been removed.' });
    },
    onError: (error) => failureToast('Delete failed', error),
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageMeta
        title="AI Resume Analysis"
        description="Upload your resume for an ATS compatibility score, keyword analysis for your target role and specific improvements."
      />
      <PageHeader
        title="AI Resume Analysis"
        subtitle="Upload your resume to get an ATS compatibility score, keyword analysis and specific improvements."
      />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <UploadCard onUploaded={(resume) => setSelectedId(resume.id)} />
          <AnalysisResults
            analysis={selected.data?.analysis}
            loading={selected.isLoading}
            resumeId={selected.data?.id}
          />
        </div>
        <aside className="flex flex-col gap-6" aria-label="Resume history and tips">
          <PreviousAnalyses
            resumes={resumes}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onDelete={(id) => remove.mutate(id)}
          />
          <ResumeSidebar />
        </aside>
      </div>
    </div>
  );
}
