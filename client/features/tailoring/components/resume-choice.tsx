import { FileText, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardIconHeader } from '#client/components/ui/card.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { SizedPlaceholder } from '#client/components/ui/sized-placeholder.tsx';
import { formatDate } from '#client/lib/format.ts';
import type { ResumeSummary } from '#common/api/resume.ts';
import { APP_PATHS } from '#common/routes.ts';

type Props = {
  resumes: ResumeSummary[];
  loading: boolean;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
};

/** Which resume to tailor (the newest unless chosen), or the way to upload one. */
function NoResumeYet() {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted-foreground">
        You have no resume yet. Upload one on Resume AI, then tailor it to a job here.
      </p>
      <Button asChild>
        <Link href={APP_PATHS.resume}>
          <Upload aria-hidden="true" />
          Upload a resume
        </Link>
      </Button>
    </div>
  );
}

export function ResumeChoice({ resumes, loading, selectedId, onSelect }: Props) {
  const byId = new Map(resumes.map((resume) => [String(resume.id), resume]));
  return (
    <Card>
      <CardIconHeader icon={FileText} title="Your Resume">
        <CardDescription>The resume to compare with the job.</CardDescription>
      </CardIconHeader>
      <CardContent>
        {loading && <SizedPlaceholder label="Loading your resumes" shape={<NoResumeYet />} />}
        {!loading && resumes.length === 0 && <NoResumeYet />}
        {!loading && resumes.length > 0 && (
          <SelectField
            id="tailor-resume"
            label="Resume"
            value={selectedId === undefined ? '' : String(selectedId)}
            options={[...byId.keys()]}
            optionLabel={(id) => {
              const resume = byId.get(id);
              return resume
                ? `${resume.fileName} (${formatDate(resume.createdAt)}, ${resume.score}/100)`
                : id;
            }}
            onChange={(id) => onSelect(Number(id))}
          />
        )}
      </CardContent>
    </Card>
  );
}
