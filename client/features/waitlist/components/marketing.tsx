import { CheckCircle2, Clock, type LucideIcon, MailCheck, Radar, ShieldCheck, Star } from 'lucide-react';
import { Card, CardContent } from '#client/components/ui/card.tsx';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Radar,
    title: 'AI Scans Thousands of Jobs',
    text: 'Every day our AI reads thousands of new positions across job boards and company sites, so you do not have to.',
  },
  {
    icon: MailCheck,
    title: '3-5 Picks Every Morning',
    text: 'A short list of hand-picked roles lands in your inbox each morning: only jobs that fit your skills and goals.',
  },
  {
    icon: ShieldCheck,
    title: 'Vetted Before You See Them',
    text: 'Each role is screened for legitimacy, salary range and company reputation. No scams, no ghost postings.',
  },
  {
    icon: Clock,
    title: 'Save 10+ Hours Weekly',
    text: 'Stop scrolling job boards every night. Spend the time on applications and interviews that matter.',
  },
];

const BENEFITS = [
  'Only legitimate openings from companies with a good reputation',
  'Salary ranges checked, so you know a role is worth your time',
  'Roles matched to your experience, skills and career goals',
  'A calm inbox: 3-5 vetted jobs a day instead of hundreds of listings',
  'More than 10 hours a week back for preparing and applying',
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="features-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        Your job search, done for you every morning
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardContent className="flex flex-col gap-3 pt-6">
                <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Rating() {
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="flex text-amber-500" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: five identical stars
          <Star key={index} className="size-4 fill-current" />
        ))}
      </span>
      <span>
        <strong>4.9/5</strong> <span className="text-muted-foreground">from early users</span>
      </span>
    </p>
  );
}

export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading" className="bg-card py-16">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Why job seekers are waiting for CareerPilot
          </h2>
          <ul className="mt-6 flex flex-col gap-3">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
        <figure className="rounded-xl border bg-background p-6 shadow-sm">
          <Rating />
          <blockquote className="mt-4 text-lg leading-relaxed">
            "I used to lose every evening to job boards. With CareerPilot, three or four good roles were
            waiting in my inbox each morning, and every one of them was real. I had two offers within a
            month."
          </blockquote>
          <figcaption className="mt-4 text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">Maya R.</span>, Product Designer, early user
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
