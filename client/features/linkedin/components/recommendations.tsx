import { Copy, Lightbulb, MessageSquareText, Network, Tags, Type } from 'lucide-react';
import type { ReactNode } from 'react';
import { FallbackNotice } from '#client/components/fallback-notice.tsx';
import { Badge, KeywordBadges } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { scoreText, scoreTint } from '#client/lib/score-styles.ts';
import { toast } from '#client/lib/toast.ts';
import { cn } from '#client/lib/utils.ts';
import type { LinkedinProfile } from '#common/api/linkedin.ts';
import { displayedProfileScore, profileStrength } from '#common/linkedin.ts';
import { clampScore } from '#common/scores.ts';

function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: `${label} copied to your clipboard.` });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the text and copy it instead.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
      <Copy aria-hidden="true" />
      Copy
    </Button>
  );
}

function Section({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          {icon}
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

function TipList({ items }: { items: string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function ProfileScore({ profile }: { profile: LinkedinProfile }) {
  const score = clampScore(displayedProfileScore(profile));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Score</CardTitle>
        {profile.targetRole && (
          <CardDescription>
            Measured against the role of {profile.targetRole.title}
            {profile.targetRole.source === 'inferred'
              ? ' (read from your profile)'
              : ' (from your career profile)'}
            {profile.targetRole.known === false &&
              '. CareerPilot does not know this title yet, so no role keywords are suggested for it.'}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className={cn('flex items-center justify-between rounded-xl p-5', scoreTint(score))}>
          <p className={cn('text-4xl font-bold tabular-nums', scoreText(score))} data-testid="profile-score">
            {score}
            <span className="text-xl">/100</span>
          </p>
          <Badge className={cn('text-sm', scoreText(score), 'bg-card')} variant="outline">
            {profileStrength(score)}
          </Badge>
        </div>
        <details className="rounded-lg border p-4">
          <summary className="cursor-pointer text-sm font-semibold">How this score was worked out</summary>
          <ul className="mt-3 flex flex-col gap-1.5 text-sm">
            {profile.checks.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span>
                  <span aria-hidden="true">{item.passed ? '✓' : '✗'}</span>
                  <span className="sr-only">{item.passed ? 'Passed: ' : 'Not passed: '}</span> {item.label}{' '}
                  <span className="text-muted-foreground">{item.detail}</span>
                </span>
                <span className="shrink-0 tabular-nums text-muted-foreground">
                  {item.earned}/{item.weight}
                </span>
              </li>
            ))}
          </ul>
        </details>
      </CardContent>
    </Card>
  );
}

export function Recommendations({ profile }: { profile: LinkedinProfile }) {
  const { recommendations } = profile;
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI Recommendations</CardTitle>
        <CardDescription>
          Rewritten from your own words and facts; check them before you paste.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <FallbackNotice notice={recommendations.fallbackNotice} />
        <Section
          icon={<Type className="size-4 text-primary" aria-hidden="true" />}
          title="Optimized Headline"
          action={<CopyButton text={recommendations.headline} label="Headline" />}
        >
          <p className="rounded-lg bg-accent p-3 text-sm" data-testid="optimized-headline">
            {recommendations.headline}
          </p>
        </Section>
        <Section
          icon={<MessageSquareText className="size-4 text-primary" aria-hidden="true" />}
          title="Optimized Summary"
          action={<CopyButton text={recommendations.summary} label="Summary" />}
        >
          <p className="whitespace-pre-line rounded-lg bg-accent p-3 text-sm" data-testid="optimized-summary">
            {recommendations.summary}
          </p>
        </Section>
        <Section
          icon={<Tags className="size-4 text-primary" aria-hidden="true" />}
          title="Recommended Keywords"
        >
          <KeywordBadges
            keywords={recommendations.keywordSuggestions}
            emptyText="Your profile already covers the keywords of the role."
          />
        </Section>
        <Section
          icon={<Lightbulb className="size-4 text-primary" aria-hidden="true" />}
          title="Content Strategy Tips"
        >
          <TipList items={recommendations.contentTips} />
        </Section>
        <Section
          icon={<Network className="size-4 text-primary" aria-hidden="true" />}
          title="Networking Advice"
        >
          <TipList items={recommendations.networkingAdvice} />
        </Section>
      </CardContent>
    </Card>
  );
}
