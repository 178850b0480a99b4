import { ArrowLeft, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { PageMeta } from './page-meta.tsx';

/**
 * A page on its own, without the app's navigation, such as one opened from a link in an email: one card with
 * the page's h1, centred on the auth page's background.
 */
export function StandalonePage({
  title,
  description,
  metaDescription = description,
  children,
}: {
  title: string;
  description: string;
  /** What search results show, when it should say more than the card does. */
  metaDescription?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_60%)] px-4 py-6">
      <PageMeta title={title} description={metaDescription} />
      <nav aria-label="Back" className="self-start">
        <Link
          href="/"
          className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
      </nav>
      {/* Top-aligned, not centred: a card centred on its height would move while the page is still arriving. */}
      <main className="flex flex-1 items-start justify-center py-8 sm:pt-[8vh]">
        <Card className="w-full max-w-md shadow-lg">
          <CardHeader className="items-center text-center">
            <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <Sparkles className="size-6" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-semibold leading-tight">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
