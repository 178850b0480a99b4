import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useSubscription } from '#client/lib/current-plan.ts';
import { failureToast } from '#client/lib/failure-toast.ts';
import { toast } from '#client/lib/toast.ts';
import type { JobCatalogue, JobMatch } from '#common/api/jobs.ts';
import { FREE_PLAN_JOB_MATCHES, PLANS, seesAllJobMatches } from '#common/plans.ts';
import { useApplyJob } from '../api/apply-job.ts';
import { useJobCatalogue } from '../api/get-job-catalogue.ts';
import { filterMatches, isFiltering, type MatchFilters, NO_FILTERS } from '../match-filters.ts';
import { catalogueText } from '../posting-texts.ts';
import { MatchFiltersBar } from './match-filters-bar.tsx';
import { MatchItem } from './match-item.tsx';

/** The top five matches are shown until the user asks for all of them. */
const MATCHES_SHOWN = 5;

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

const HOUR_MS = 60 * 60 * 1000;

/** What most deployments answer: a line as long as theirs holds the room while the catalogue is unknown. */
const typicalCatalogue = (now: number): JobCatalogue => ({
  kind: 'boards',
  boards: 12,
  openPostings: 1200,
  refreshedAt: new Date(now - HOUR_MS).toISOString(),
});

/** Where the matches come from; until the catalogue is known, the room of its line, unseen. */
function CatalogueLine({ now }: { now: number }) {
  const { catalogue } = useJobCatalogue();
  if (catalogue === null) {
    return (
      <p className="invisible text-xs" aria-hidden="true">
        {catalogueText(typicalCatalogue(now), now)}
      </p>
    );
  }
  return <p className="text-xs text-muted-foreground">{catalogueText(catalogue, now)}</p>;
}

export function JobMatches({ matches }: { matches: JobMatch[] }) {
  const [showAll, setShowAll] = useState(false);
  const [filters, setFilters] = useState<MatchFilters>(NO_FILTERS);
  const apply = useApplyJob({
    onSuccess: () =>
      toast({ title: 'Application submitted!', description: 'Your job application has been recorded.' }),
    onError: (error) => failureToast('Application failed', error),
  });
  const now = Date.now();
  const filtered = filterMatches(matches, filters, now);
  const shown = showAll ? filtered : filtered.slice(0, MATCHES_SHOWN);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Smart Job Matching</CardTitle>
        <CardDescription>
          Scored on your skills, target role, industry, work preference, location and experience.
        </CardDescription>
        <CatalogueLine now={now} />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {matches.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Save your career profile to see the jobs that match you.
          </p>
        ) : (
          <>
            <MatchFiltersBar filters={filters} onChange={setFilters} />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p role="status" className="text-sm text-muted-foreground">
                Showing {filtered.length} of {matches.length} matches
              </p>
              {isFiltering(filters) && (
                <Button variant="outline" size="sm" onClick={() => setFilters(NO_FILTERS)}>
                  Clear filters
                </Button>
              )}
            </div>
            {filtered.length === 0 ? (
              <p className="text-sm text-muted-foreground">No matches fit these filters.</p>
            ) : (
              <ul className="flex flex-col gap-3" aria-label="Job matches">
                {shown.map((match) => (
                  <MatchItem
                    key={match.id}
                    match={match}
                    now={now}
                    applying={apply.isPending && apply.variables === match.id}
                    onApply={() => apply.mutate(match.id)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
        {filtered.length > MATCHES_SHOWN && !showAll && (
          <Button variant="outline" onClick={() => setShowAll(true)}>
            View All Matches ({filtered.length})
          </Button>
        )}
        {matches.length > 0 && <MoreMatchesOnFullSuite />}
      </CardContent>
    </Card>
  );
}
