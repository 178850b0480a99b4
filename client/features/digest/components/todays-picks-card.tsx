import { Briefcase, Inbox, MapPin, Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardIconHeader } from '#client/components/ui/card.tsx';
import { lazyDialog } from '#client/components/ui/lazy-dialog.tsx';
import { salaryText } from '#client/features/career/posting-texts.ts';
import { useSignedInUser } from '#client/lib/current-user.ts';
import type { CurrentUser } from '#common/api/auth.ts';
import type { TodaysPicks } from '#common/api/digest.ts';
import type { JobMatch } from '#common/api/jobs.ts';
import { DIGEST_PICKS } from '#common/digest.ts';
import { APP_PATHS, EMAIL_SETTINGS_QUERY } from '#common/routes.ts';
import { useTodaysPicks } from '../api/get-todays-picks.ts';
import { timeOfDay } from '../digest-texts.ts';

const NO_PICKS =
  'No new picks today. Save your career profile to get matches, or lower the minimum match in your email settings.';

/** One pick, as tall as its placeholder: one line each for the title, where, pay and reason, then its flags. */
function PickItem({ pick }: { pick: JobMatch }) {
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-lg border p-3">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 truncate font-semibold">{pick.title}</h3>
        <Badge variant="secondary" className="shrink-0">
          {pick.matchScore}% match
        </Badge>
      </div>
      <p className="flex min-w-0 flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
        <span className="flex min-w-0 items-center gap-1">
          <Briefcase className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{pick.company}</span>
        </span>
        <span className="flex min-w-0 items-center gap-1">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{pick.location}</span>
        </span>
        <span className="font-medium text-foreground">{salaryText(pick)}</span>
      </p>
      <p className="line-clamp-2 text-sm">{pick.reason}</p>
      {pick.vetting.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Vetting flags">
          {pick.vetting.map((flag) => (
            <li key={`${flag.kind}:${flag.label}`}>
              <Badge variant="outline">{flag.label}</Badge>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function PickPlaceholders() {
  return (
    <ul className="flex flex-col gap-3" aria-hidden="true">
      {Array.from({ length: DIGEST_PICKS.min }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with nothing else to key them by
        <li key={index} className="h-[7.5rem] animate-pulse rounded-lg border bg-muted/50" />
      ))}
    </ul>
  );
}

function SentLine({ picks, user }: { picks: TodaysPicks; user: CurrentUser | undefined }) {
  if (picks.sentAt) return <>Sent to your inbox at {timeOfDay(picks.sentAt)}</>;
  if (!user) return <>Create an account to get these by email each morning</>;
  if (!user.emailVerified) return <>Verify your email address to get these by email each morning</>;
  return <>Your next morning email will start with these</>;
}

const EmailSettingsDialog = lazyDialog(() =>
  import('./email-settings-dialog.tsx').then(({ EmailSettingsDialog }) => EmailSettingsDialog),
);

/** Opens the email settings; open at once when the page was reached from the morning email's settings link. */
function EmailSettingsButton() {
  const fromEmail = new URLSearchParams(useSearch()).has(EMAIL_SETTINGS_QUERY);
  const [open, setOpen] = useState(false);
  // The pre-rendered dashboard hydrates without its query; the address is read in the render after.
  useEffect(() => {
    if (fromEmail) setOpen(true);
  }, [fromEmail]);
  return (
    <EmailSettingsDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost">
          <Settings aria-hidden="true" />
          Email settings
        </Button>
      }
    />
  );
}

/** 'Today's picks': the jobs of today's morning email, or the ones it would hold now. */
export function TodaysPicksCard() {
  const { data, error, isPending } = useTodaysPicks();
  const user = useSignedInUser();
  return (
    <Card aria-busy={isPending}>
      <CardIconHeader icon={Inbox} title="Today's picks">
        <CardDescription className="min-h-5">
          {data && data.picks.length > 0 && <SentLine picks={data} user={user} />}
        </CardDescription>
      </CardIconHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending ? (
          <PickPlaceholders />
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            Today's picks could not be loaded: {error.message}
          </p>
        ) : data.picks.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NO_PICKS}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Today's picks">
            {data.picks.map((pick) => (
              <PickItem key={pick.id} pick={pick} />
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={APP_PATHS.career}>See all your matches</Link>
          </Button>
          {user && <EmailSettingsButton />}
        </div>
      </CardContent>
    </Card>
  );
}
