import {
  BarChart3,
  BriefcaseBusiness,
  Compass,
  FileText,
  type LucideIcon,
  MessagesSquare,
  PartyPopper,
  ShieldCheck,
  Sparkles,
  Timer,
  TrendingUp,
  Trophy,
  Zap,
} from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useClientConfig } from '#client/lib/client-config.ts';
import { relativeTime } from '#client/lib/format.ts';
import type { Activity, Progress } from '#common/api/progress.ts';

export function StatCards({ progress }: { progress: Progress }) {
  const stats = [
    { label: 'Resumes Analyzed', value: progress.resumeAnalyses, icon: FileText },
    { label: 'Interviews Practiced', value: progress.interviewsPracticed, icon: MessagesSquare },
    { label: 'Skills Improved', value: progress.skillsImproved, icon: TrendingUp },
    { label: 'Jobs Applied', value: progress.jobsApplied, icon: BriefcaseBusiness },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Your numbers">
      {stats.map(({ label, value, icon: Icon }) => (
        <li key={label}>
          <Card>
            <CardContent className="flex items-center justify-between pt-6">
              <div>
                <p className="text-sm text-muted-foreground">{label}</p>
                <p className="text-3xl font-bold" data-testid={`stat-${label}`}>
                  {value ?? 0}
                </p>
              </div>
              <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const JOURNEY = [
  {
    href: '/resume',
    title: 'Resume Analysis',
    text: 'Score your resume and fix what holds it back.',
    icon: FileText,
  },
  {
    href: '/linkedin',
    title: 'LinkedIn Optimization',
    text: 'Sharpen your headline and About section.',
    icon: BriefcaseBusiness,
  },
  {
    href: '/interview',
    title: 'Interview Practice',
    text: 'Answer real questions and get feedback.',
    icon: MessagesSquare,
  },
  { href: '/career', title: 'Career Guidance', text: 'Plan your move and see matching jobs.', icon: Compass },
];

export function ContinueJourney() {
  return (
    <section aria-labelledby="journey-heading">
      <h2 id="journey-heading" className="mb-4 text-xl font-semibold">
        Continue Your Journey
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {JOURNEY.map(({ href, title, text, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex h-full items-start gap-3 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-muted-foreground">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const ACTIVITY_ICONS: Record<Activity['kind'], LucideIcon> = {
  resume: FileText,
  interview: MessagesSquare,
  linkedin: BriefcaseBusiness,
  career: Compass,
  application: BriefcaseBusiness,
};

/** The activity's dashboard view (from the server), with the empty text when there is none. */
export function DashboardActivity({ items }: { items: Activity[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <div className="text-sm">
            <p className="font-medium">No recent activity</p>
            <p className="text-muted-foreground">Start by analyzing your resume</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Recent activity">
            {items.map((item) => {
              const Icon = ACTIVITY_ICONS[item.kind];
              return (
                <li key={`${item.kind}-${item.timestamp}-${item.title}`} className="flex items-start gap-3">
                  <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className="text-sm">
                    <span className="block font-medium">{item.title}</span>
                    <span className="block text-muted-foreground">
                      {item.detail} · {relativeTime(item.timestamp)}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function QuickActions({ onCelebrate }: { onCelebrate: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Button asChild variant="outline" className="justify-start">
          <Link href="/resume">
            <FileText aria-hidden="true" />
            Analyze New Resume
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link href="/interview">
            <MessagesSquare aria-hidden="true" />
            Practice Interview
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link href="/career">
            <Compass aria-hidden="true" />
            Get Career Advice
          </Link>
        </Button>
        <Button variant="outline" className="justify-start" onClick={onCelebrate}>
          <PartyPopper aria-hidden="true" />
          Celebrate Achievement
        </Button>
      </CardContent>
    </Card>
  );
}

export function ClosingBanner() {
  const config = useClientConfig();
  const demoLink = `mailto:${config?.supportEmail ?? 'support@careerpilot.example'}?subject=${encodeURIComponent('CareerPilot demo request')}`;
  return (
    <section
      aria-labelledby="banner-heading"
      className="rounded-2xl bg-gradient-to-r from-primary to-indigo-600 p-8 text-primary-foreground"
    >
      <h2 id="banner-heading" className="text-2xl font-bold">
        Ready to Accelerate Your Career?
      </h2>
      <p className="mt-2 opacity-90">
        Unlock unlimited analyses, practice and job matching with a paid plan.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button asChild variant="secondary">
          <Link href="/subscription">
            <Zap aria-hidden="true" />
            Start Free Trial
          </Link>
        </Button>
        <Button
          asChild
          variant="outline"
          className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
        >
          <a href={demoLink}>Schedule Demo</a>
        </Button>
      </div>
      <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {[
          { icon: ShieldCheck, text: 'No Credit Card Required' },
          { icon: Timer, text: '5-Minute Setup' },
          { icon: Trophy, text: '100% Secure' },
        ].map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-1.5">
            <Icon className="size-4" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DashboardFooter() {
  const config = useClientConfig();
  const contact = `mailto:${config?.supportEmail ?? 'support@careerpilot.example'}`;
  return (
    <footer className="mt-12 border-t pt-8 text-sm text-muted-foreground">
      <div className="grid gap-6 sm:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 font-semibold text-foreground">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            CareerPilot
          </p>
          <p className="mt-2">AI-Powered Career Development</p>
        </div>
        <nav aria-label="Tools">
          <p className="font-semibold text-foreground">Tools</p>
          <ul className="mt-2 flex flex-col gap-1">
            {[
              ['/resume', 'Resume Analysis'],
              ['/linkedin', 'LinkedIn Optimization'],
              ['/interview', 'Interview Practice'],
              ['/career', 'Career Guidance'],
            ].map(([href, label]) => (
              <li key={href}>
                <Link href={href as string} className="hover:text-foreground hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Support">
          <p className="font-semibold text-foreground">Support</p>
          <ul className="mt-2 flex flex-col gap-1">
            <li>
              <a href={contact} className="hover:text-foreground hover:underline">
                Help Center
              </a>
            </li>
            <li>
              <a href={contact} className="hover:text-foreground hover:underline">
                Contact Us
              </a>
            </li>
            <li>
              <a href="#privacy" className="hover:text-foreground hover:underline">
                Privacy Policy
              </a>
            </li>
            <li>
              <a href="#terms" className="hover:text-foreground hover:underline">
                Terms of Service
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="mt-8 flex flex-col gap-1 border-t pt-6 sm:flex-row sm:justify-between">
        <p>&copy; {new Date().getFullYear()} CareerPilot. All rights reserved.</p>
        <p className="flex items-center gap-1.5">
          <BarChart3 className="size-4" aria-hidden="true" />
          AI analysis by {config?.aiProviderLabel ?? 'the built-in CareerPilot engine'}
        </p>
      </div>
    </footer>
  );
}
