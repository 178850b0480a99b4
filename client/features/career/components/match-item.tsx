import { Briefcase, ExternalLink, MapPin } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import type { JobMatch } from '#common/api/jobs.ts';
import { matchBand, POSTING_SOURCE_LABELS } from '#common/jobs.ts';
import { externalHref, postingLinkText, salaryText, timeAgo, workTypeText } from '../posting-texts.ts';
import { VettingFlags } from './vetting-flags.tsx';

/** Descriptions are cut at 80 characters, with three requirement tags each. */
const DESCRIPTION_LENGTH = 80;
const TAGS_SHOWN = 3;

const BAND_CLASSES = {
  green: 'border-transparent bg-green-100 text-green-800',
  blue: 'border-transparent bg-blue-100 text-blue-800',
  yellow: 'border-transparent bg-yellow-100 text-yellow-800',
} as const;

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

function PostingLink({ match }: { match: JobMatch }) {
  const href = externalHref(match.url);
  if (href === null) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="min-w-0 rounded-sm text-sm font-medium text-primary wrap-break-word hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {postingLinkText(match.company)}
      <ExternalLink className="ml-1 inline size-3.5 align-[-0.125em]" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function MatchItem({
  match,
  now,
  applying,
  onApply,
}: {
  match: JobMatch;
  /** When relative dates count from. */
  now: number;
  applying: boolean;
  onApply: () => void;
}) {
  const hidden = match.requirements.length - TAGS_SHOWN;
  const workType = workTypeText(match);
  const closed = match.closedAt !== null;
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border p-4">
      {/* On a phone the score goes above the title, which then has the whole width. */}
      <div className="flex flex-col-reverse items-start gap-1 sm:flex-row sm:justify-between sm:gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold wrap-break-word">{match.title}</h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
            <span className="flex min-w-0 items-center gap-1 wrap-break-word">
              <Briefcase className="size-3.5 shrink-0" aria-hidden="true" />
              {match.company}
            </span>
            <span className="flex min-w-0 items-center gap-1 wrap-break-word">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              {match.location}
            </span>
            {workType && <span>{workType}</span>}
            {match.employmentType && <span className="wrap-break-word">{match.employmentType}</span>}
          </p>
        </div>
        <Badge className={cn('shrink-0', BAND_CLASSES[matchBand(match.matchScore)])}>
          {match.matchScore}% match
        </Badge>
      </div>
      <p className="text-sm font-medium">{salaryText(match)}</p>
      <p className="text-sm text-muted-foreground wrap-break-word">
        {truncate(match.description, DESCRIPTION_LENGTH)}
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Requirements">
        {match.requirements.slice(0, TAGS_SHOWN).map((requirement) => (
          <li key={requirement} className="max-w-full">
            <Badge variant="secondary" className="max-w-full wrap-break-word">
              {requirement}
            </Badge>
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <Badge variant="outline">+{hidden} more</Badge>
          </li>
        )}
      </ul>
      <VettingFlags flags={match.vetting} />
      <p className="text-xs text-muted-foreground">{match.reason}</p>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <span>{POSTING_SOURCE_LABELS[match.source]}</span>
          <time dateTime={match.postedAt}>Posted {timeAgo(match.postedAt, now)}</time>
          {closed && <span className="font-medium text-foreground">No longer listed</span>}
        </p>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
          <PostingLink match={match} />
          <Button size="sm" onClick={onApply} disabled={match.isApplied || applying || closed}>
            {match.isApplied ? 'Applied' : 'Apply Now'}
          </Button>
        </div>
      </div>
    </li>
  );
}
