import { ArrowRight, Rocket, Sparkles } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Benefits, FeatureCards, Rating } from './marketing.tsx';
import { WaitlistForm } from './waitlist-form.tsx';

export default function WaitlistPage() {
  const emailInputRef = useRef<HTMLInputElement>(null);

  const focusEmail = () => {
    const input = emailInputRef.current;
    if (!input) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    input.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    input.focus({ preventScroll: true });
  };

  return (
    <div className="min-h-screen">
      <PageMeta
        title="CareerPilot"
        description="Join the CareerPilot waitlist: AI scans thousands of jobs daily and emails you 3-5 vetted, hand-picked roles every morning."
      />
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <span className="flex items-center gap-2.5">
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <span className="text-lg font-bold">CareerPilot</span>
        </span>
        <p className="text-sm text-muted-foreground">
          Already a member?{' '}
          <Link href="/auth" className="font-semibold text-primary hover:underline">
            Sign In
          </Link>
        </p>
      </header>

      <main>
        <section className="bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_65%)]">
          <div className="mx-auto grid max-w-6xl grid-cols-1 gap-12 px-4 pt-10 pb-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:pt-16">
            <div className="flex flex-col items-start gap-6">
              <Badge variant="secondary" className="px-3 py-1 text-sm">
                <Rocket aria-hidden="true" />
                Launching Soon
              </Badge>
              <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
                Wake up to 3-5 jobs that are actually worth applying for
              </h1>
              <p className="text-lg text-muted-foreground">
                Our AI scans thousands of positions daily and emails you 3-5 hand-picked, vetted jobs each
                morning. Every role is screened for legitimacy, salary range and company reputation, so you
                spend your time applying instead of searching.
              </p>
              <Rating />
            </div>

            <Card className="shadow-lg">
              <CardHeader>
                <CardTitle className="text-xl">Get early access</CardTitle>
                <CardDescription>Be first in line when CareerPilot opens its doors.</CardDescription>
              </CardHeader>
              <CardContent>
                <WaitlistForm emailInputRef={emailInputRef} />
              </CardContent>
            </Card>
          </div>
        </section>

        <FeatureCards />
        <Benefits />

        <section aria-labelledby="cta-heading" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Ready to take back your evenings?
          </h2>
          <p className="mt-3 text-muted-foreground">
            Join the waitlist today and save 10+ hours every week once we launch.
          </p>
          <Button size="lg" className="mt-6" onClick={focusEmail}>
            Get Early Access
            <ArrowRight aria-hidden="true" />
          </Button>
        </section>
      </main>

      <footer className="border-t py-8 text-center text-sm text-muted-foreground">
        <p>No spam, ever. Unsubscribe at any time.</p>
        <p className="mt-1">&copy; {new Date().getFullYear()} CareerPilot</p>
      </footer>
    </div>
  );
}
