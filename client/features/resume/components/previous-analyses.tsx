import { Crosshair, History, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardIconHeader } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { formatDate } from '#client/lib/format.ts';
import { scoreText, scoreTint } from '#client/lib/score-styles.ts';
import { cn } from '#client/lib/utils.ts';
import type { ResumeSummary } from '#common/api/resume.ts';
import { tailorPath } from '#common/routes.ts';
import { clampScore } from '#common/scores.ts';

type Props = {
  resumes: ResumeSummary[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  onDelete: (id: number) => void;
};

export function PreviousAnalyses({ resumes, selectedId, onSelect, onDelete }: Props) {
  return (
    <Card>
      <CardIconHeader icon={History} title="Previous Analyses" />
      <CardContent>
        {resumes.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your analysed resumes will be listed here.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Previous analyses">
            {resumes.map((resume) => {
              const score = clampScore(resume.score);
              return (
                <li key={resume.id} className="flex items-center gap-1">
                  <button
                    type="button"
                    onClick={() => onSelect(resume.id)}
                    aria-current={resume.id === selectedId ? 'true' : undefined}
                    className={cn(
                      'flex min-w-0 flex-1 items-center justify-between gap-3 rounded-lg border p-3 text-left transition-colors hover:bg-muted',
                      resume.id === selectedId && 'border-primary bg-accent',
                    )}
                  >
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">{resume.fileName}</span>
                      <span className="block text-xs text-muted-foreground">
                        {formatDate(resume.createdAt)}
                      </span>
                    </span>
                    <span
                      className={cn(
                        'shrink-0 rounded-md px-2 py-1 text-sm font-semibold',
                        scoreText(score),
                        scoreTint(score),
                      )}
                    >
                      {score}/100
                    </span>
                  </button>
                  <Button asChild variant="ghost" size="icon">
                    <Link href={tailorPath(resume.id)} aria-label={`Tailor ${resume.fileName} to a job`}>
                      <Crosshair aria-hidden="true" />
                    </Link>
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" size="icon" aria-label={`Delete ${resume.fileName}`}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    }
                    title="Delete this resume?"
                    description={`${resume.fileName}, its text and its analysis will be removed for good.`}
                    cancelLabel="Keep it"
                    confirmLabel="Delete"
                    confirmVariant="destructive"
                    onConfirm={() => onDelete(resume.id)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
