import { CircleCheck, CircleX, Crosshair, Lightbulb, LoaderCircle, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { FallbackNotice } from '#client/components/fallback-notice.tsx';
import { KeywordBadges } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardIconHeader } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { scoreBar, scoreText, scoreTint } from '#client/lib/score-styles.ts';
import { cn } from '#client/lib/utils.ts';
import type { AnalysisCheck, AssumedRole, ResumeAnalysis } from '#common/api/resume.ts';
import { tailorPath } from '#common/routes.ts';
import { clampScore, OVERALL_SCORE_WEIGHTS } from '#common/scores.ts';
import { AssumedRoleLine } from './assumed-role.tsx';

const percent = (weight: number) => `${Math.round(weight * 100)}%`;

const SUB_SCORES = [
  { key: 'atsCompatibility', label: 'ATS Compatibility', category: 'ats' },
  { key: 'keywordOptimization', label: 'Keyword Optimization', category: 'keywords' },
  { key: 'contentQuality', label: 'Content Quality', category: 'content' },
] as const;

function ScoreBar({ label, value }: { label: string; value: number }) {
  const score = clampScore(value);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className={cn('font-semibold', scoreText(score))}>{score}%</span>
      </div>
      <Progress value={score} aria-label={label} indicatorClassName={scoreBar(score)} />
    </div>
  );
}

function CheckList({ checks }: { checks: AnalysisCheck[] }) {
  return (
    <ul className="flex flex-col gap-1.5">
      {checks.map((item) => (
        <li key={item.id} className="flex items-start gap-2 text-sm">
          {item.passed ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-label="Passed" />
          ) : (
            <CircleX className="mt-0.5 size-4 shrink-0 text-red-700" aria-label="Not passed" />
          )}
          <span className="flex-1">
            {item.label} <span className="text-muted-foreground">{item.detail}</span>
          </span>
          <span className="shrink-0 tabular-nums text-muted-foreground">
            {item.earned}/{item.weight}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function AnalysisResults({
  analysis,
  loading,
  resumeId,
}: {
  analysis: ResumeAnalysis | undefined;
  loading: boolean;
  /** The resume shown, which can be tailored to a job. */
  resumeId: number | undefined;
}) {
  return (
    <Card>
      <CardIconHeader icon={Sparkles} title="Analysis Results">
        {analysis?.targetRole && (
          // A field being changed belongs to the resume it was opened on.
          <AssumedRoleLine key={resumeId} role={analysis.targetRole} resumeId={resumeId} />
        )}
      </CardIconHeader>
      <CardContent>
        {loading && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Loading analysis…
          </p>
        )}
        {!loading && !analysis && (
          <p className="text-sm text-muted-foreground">
            Upload a resume, or choose one of your previous analyses, to see its score and how to improve it.
          </p>
        )}
        {!loading && analysis && resumeId !== undefined && (
          <div className="mb-6 flex flex-col items-start gap-2 rounded-lg border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">Applying for a particular job? See how this resume matches it.</p>
            <Button asChild>
              <Link href={tailorPath(resumeId)}>
                <Crosshair aria-hidden="true" />
                Tailor to a job
              </Link>
            </Button>
          </div>
        )}
        {!loading && analysis && <AnalysisDetails analysis={analysis} />}
      </CardContent>
    </Card>
  );
}

function keywordsEmptyText(role: AssumedRole | null): string {
  if (!role) return 'Save your target role in the Career Guide to get keywords for it.';
  if (role.known === false) return 'Change the role to a title CareerPilot knows to get keywords for it.';
  return 'Your resume already mentions the key skills of this role.';
}

function AnalysisDetails({ analysis }: { analysis: ResumeAnalysis }) {
  const overall = clampScore(analysis.overallScore);
  return (
    <div className="flex flex-col gap-6">
      <FallbackNotice notice={analysis.fallbackNotice} />
      <div className={cn('flex flex-col items-center rounded-xl py-6', scoreTint(overall))}>
        <p className={cn('text-5xl font-bold tabular-nums', scoreText(overall))} data-testid="overall-score">
          {overall}
          <span className="text-2xl font-semibold">/100</span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">Overall Score</p>
      </div>

      <div className="flex flex-col gap-4">
        {SUB_SCORES.map(({ key, label }) => (
          <ScoreBar key={key} label={label} value={analysis[key]} />
        ))}
      </div>

      <section aria-labelledby="strengths-heading">
        <h3 id="strengths-heading" className="mb-2 flex items-center gap-2 font-semibold">
          <CircleCheck className="size-4 text-green-700" aria-hidden="true" />
          Strengths
        </h3>
        {analysis.strengths.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No clear strengths yet; the suggestions below are the place to start.
          </p>
        ) : (
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
            {analysis.strengths.map((strength) => (
              <li key={strength}>{strength}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="suggestions-heading">
        <h3 id="suggestions-heading" className="mb-2 flex items-center gap-2 font-semibold">
          <Lightbulb className="size-4 text-yellow-700" aria-hidden="true" />
          Improvement Suggestions
        </h3>
        {analysis.suggestions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing important to change. Well done.</p>
        ) : (
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
            {analysis.suggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="keywords-heading">
        <h3 id="keywords-heading" className="mb-2 font-semibold">
          Recommended Keywords
        </h3>
        <KeywordBadges keywords={analysis.keywords} emptyText={keywordsEmptyText(analysis.targetRole)} />
      </section>

      <details className="rounded-lg border p-4">
        <summary className="cursor-pointer font-semibold">How this score was worked out</summary>
        <div className="mt-4 flex flex-col gap-4">
          {SUB_SCORES.map(({ label, category }) => (
            <div key={category}>
              <h4 className="mb-2 text-sm font-semibold">{label}</h4>
              <CheckList checks={analysis.checks.filter((item) => item.category === category)} />
            </div>
          ))}
          <p className="text-xs text-muted-foreground">
            The overall score weighs ATS compatibility {percent(OVERALL_SCORE_WEIGHTS.ats)}, keywords{' '}
            {percent(OVERALL_SCORE_WEIGHTS.keywords)} and content {percent(OVERALL_SCORE_WEIGHTS.content)}.
          </p>
        </div>
      </details>
    </div>
  );
}
