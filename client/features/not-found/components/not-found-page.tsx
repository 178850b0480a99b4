import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';

export default function NotFoundPage() {
  return (
    <div className="flex w-full justify-center px-4 py-12 sm:pt-[12vh]">
      <PageMeta title="Page not found" description="This page does not exist." />
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <CircleAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Link
            href="/dashboard"
            className="mt-6 inline-block text-sm font-medium text-primary hover:underline"
          >
            Go to your dashboard
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
