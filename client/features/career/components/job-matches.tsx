import { Briefcase, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useSubscription } from '#client/lib/current-plan.ts';
import { failureToast } from '#client/lib/failure-toast.ts';
import { toast } from '#client/lib/toast.ts';
import { cn } from '#client/lib/utils.ts';
import { type JobMatch, matchBand } from '#common/api/jobs.ts';
import { FREE_PLAN_JOB_MATCHES, PLANS, seesAllJobMatches } from '#common/plans.ts';
import { useApplyJob } from '../api/apply-job.ts';

/** The top five matches are shown, their descriptions cut at 80 characters, with three requirement tags each. */
const MATCHES_SHOWN = 5;
const DESCRIPTION_LENGTH = 80;
const TAGS_SHOWN = 3;

const BAND_CLASSES = {
  green: 'border-transparent bg-green-100 text-green-800',
  blue: 'border-transparent bg-blue-100 text-blue-800',
  yellow: 'border-transparent bg-yellow-100 text-yellow-800',
} as const;

export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

function MatchItem({
  match,
  applying,
  onApply,
}: {
  match: JobMatch;
  applying: boolean;
  onApply: () => void;
}) {
  const hidden = match.requirements.length - TAGS_SHOWN;
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">{match.title}</h3>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <Briefcase className="size-3.5" aria-hidden="true" />
              {match.company}
            </span>
            <span className="flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" />
              {match.location}
            </span>
          </p>
        </div>
        <Badge className={cn('shrink-0', BAND_CLASSES[matchBand(match.matchScore)])}>
          {match.matchScore}% match
        </Badge>
      </div>
      <p className="text-sm font-medium">{match.salary || 'Competitive'}</p>
      <p className="text-sm text-muted-foreground">{truncate(match.description, DESCRIPTION_LENGTH)}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Requirements">
        {match.requirements.slice(0, TAGS_SHOWN).map((requirement) => (
          <li key={requirement}>
            <Badge variant="secondary">{requirement}</Badge>
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <Badge variant="outline">+{hidden} more</Badge>
          </li>
        )}
      </ul>
      <p className="text-xs text-muted-foreground">{match.reason}</p>
      <div className="flex items-center justify-between gap-2">
        {match.source === 'sample' ? (
          <span className="text-xs text-muted-foreground">Sample posting</span>
        ) : (
          <span />
        )}
        <Button size="sm" onClick={onApply} disabled={match.isApplied || applying}>
          {match.isApplied ? 'Applied' : 'Apply Now'}
        </Button>
      </div>
    </li>
  );
}

/** The Free plan sees its five best matches; this says where the rest are. */
function MoreMatchesOnFullSuite() {
  const { data: subscription } = useSubscription();
  if (!subscription?.limitsEnforced || seesAllJobMatches(subscription.plan)) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Your plan shows your {FREE_PLAN_JOB_MATCHES} best matches; {PLANS['full-suite'].name} shows every one.{' '}
      <Link href="/subscription" className="font-medium text-primary hover:underline">
        See plans
      </Link>
    </p>
  );
}

export function JobMatches({ matches }: { matches: JobMatch[] }) {
  const [showAll, setShowAll] = useState(false);
  const apply = useApplyJob({
    onSuccess: () =>
      toast({ title: 'Application submitted!', description: 'Your job application has been recorded.' }),
    onError: (error) => failureToast('Application failed', error),
  });
  const shown = showAll ? matches : matches.slice(0, MATCHES_SHOWN);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Smart Job Matching</CardTitle>
        <CardDescription>
          Scored on your skills, target role, industry, work preference, location and experience.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {matches.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Save your career profile to see the jobs that match you.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Job matches">
            {shown.map((match) => (
              <MatchItem
                key={match.id}
                match={match}
                applying={apply.isPending && apply.variables === match.id}
                onApply={() => apply.mutate(match.id)}
              />
            ))}
          </ul>
        )}
        {matches.length > MATCHES_SHOWN && !showAll && (
          <Button variant="outline" onClick={() => setShowAll(true)}>
            View All Matches ({matches.length})
          </Button>
        )}
        {matches.length > 0 && <MoreMatchesOnFullSuite />}
      </CardContent>
    </Card>
  );
}
