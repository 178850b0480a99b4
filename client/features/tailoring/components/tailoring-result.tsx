import { LoaderCircle } from 'lucide-react';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { failureToast } from '#client/lib/failure-toast.ts';
import type { Tailoring } from '#common/api/tailoring.ts';
import { useUpdateTailoring } from '../api/update-tailoring.ts';
import { KeywordLists } from './keyword-lists.tsx';
import { MatchSummary } from './match-summary.tsx';
import { ParsePreviewCard } from './parse-preview.tsx';
import { Rewrites } from './rewrites.tsx';

/** Where the result will be, at about its size, while it is worked out or loaded. */
export function ResultSkeleton({ text }: { text: string }) {
  return (
    <Card aria-busy="true">
      <CardContent className="flex min-h-[32rem] flex-col gap-6 pt-6">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {text}
        </p>
        <div className="h-36 animate-pulse rounded-xl bg-muted" />
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex flex-col gap-2">
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-2.5 animate-pulse rounded-full bg-muted" />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

/** A tailoring's whole result: the match rate and its parts, the keywords, the parse preview and the rewrites. */
export function TailoringResult({ tailoring }: { tailoring: Tailoring }) {
  const update = useUpdateTailoring({
    onError: (error) => failureToast('Could not save your choice', error),
  });
  return (
    <div className="flex flex-col gap-6" data-testid="tailoring-result">
      <MatchSummary tailoring={tailoring} />
      <KeywordLists tailoring={tailoring} />
      <Rewrites
        tailoring={tailoring}
        onAcceptedChange={(accepted) => update.mutate({ id: tailoring.id, accepted })}
      />
      <ParsePreviewCard preview={tailoring.preview} />
    </div>
  );
}
