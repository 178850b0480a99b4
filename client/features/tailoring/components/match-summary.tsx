import { CalendarDays, FileDown, FileText, Target } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardIconHeader } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { AddToTrackerButton } from '#client/features/tracker/components/add-to-tracker-button.tsx';
import { formatDate } from '#client/lib/format.ts';
import { scoreBar, scoreText, scoreTint } from '#client/lib/score-styles.ts';
import { cn } from '#client/lib/utils.ts';
import type { MatchPart, Tailoring } from '#common/api/tailoring.ts';
import { clampScore } from '#common/scores.ts';
import { tailoringReportPath } from '../api/report-path.ts';

export const FIT = {
  good: {
    label: 'Good fit',
    words: 'Your resume shows most of what this job asks for.',
    badge: 'border-transparent bg-green-100 text-green-800',
  },
  stretch: {
    label: 'Stretch',
    words:
      'Your resume shows part of what this job asks for: close the gaps below where they are true of you.',
    badge: 'border-transparent bg-yellow-100 text-yellow-800',
  },
  poor: {
    label: 'Poor fit',
    words: 'Your resume shows little of what this job asks for.',
    badge: 'border-transparent bg-red-100 text-red-800',
  },
} as const;

function PartRow({ part }: { part: MatchPart }) {
  const score = clampScore(part.score);
  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">{part.label}</span>
        <span className="flex items-baseline gap-2">
          <span className="text-xs text-muted-foreground">{Math.round(part.weight)}% of the rate</span>
          <span className={cn('font-semibold tabular-nums', scoreText(score))}>{score}%</span>
        </span>
      </div>
      <Progress value={score} aria-label={part.label} indicatorClassName={scoreBar(score)} />
      <p className="text-sm text-muted-foreground">{part.detail}</p>
    </li>
  );
}

/** The match rate, its fit, each part with its share and why it scored so, the PDF report, and 'Add to tracker'. */
export function MatchSummary({ tailoring }: { tailoring: Tailoring }) {
  const rate = clampScore(tailoring.matchRate);
  const fit = FIT[tailoring.fit] ?? FIT.poor;
  const { job } = tailoring;
  return (
    <Card>
      <CardIconHeader icon={Target} title="Match Rate">
        <CardDescription>
          {job.title}
          {job.company && ` at ${job.company}`}
        </CardDescription>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="flex items-center gap-1">
            <FileText className="size-3.5" aria-hidden="true" />
            {tailoring.resumeFileName}
          </span>
          <span className="flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            {formatDate(tailoring.createdAt)}
          </span>
        </p>
      </CardIconHeader>
      <CardContent className="flex flex-col gap-6">
        <div
          className={cn('flex flex-col items-center gap-2 rounded-xl px-4 py-6 text-center', scoreTint(rate))}
        >
          <p className={cn('text-5xl font-bold tabular-nums', scoreText(rate))} data-testid="match-rate">
            {rate}
            <span className="text-2xl font-semibold">%</span>
          </p>
          <p className="text-sm text-muted-foreground">Match rate</p>
          <Badge className={fit.badge}>{fit.label}</Badge>
          <p className="text-sm">{fit.words}</p>
        </div>
        <section aria-labelledby="match-parts-heading">
          <h3 id="match-parts-heading" className="mb-3 font-semibold">
            How the rate is made
          </h3>
          <ul className="flex flex-col gap-4">
            {tailoring.parts.map((part) => (
              <PartRow key={part.id} part={part} />
            ))}
          </ul>
        </section>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={tailoringReportPath(tailoring.id)} download>
              <FileDown aria-hidden="true" />
              Download PDF report
            </a>
          </Button>
          <AddToTrackerButton tailoringId={tailoring.id} />
        </div>
      </CardContent>
    </Card>
  );
}
