import { History, Trash2 } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardIconHeader } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { formatDate } from '#client/lib/format.ts';
import { scoreText, scoreTint } from '#client/lib/score-styles.ts';
import { cn } from '#client/lib/utils.ts';
import type { TailoringSummary } from '#common/api/tailoring.ts';
import { clampScore } from '#common/scores.ts';
import { FIT } from './match-summary.tsx';

/** Rows of the list's own height while it loads, so nothing below moves when it arrives. */
function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading past tailorings" className="flex flex-col gap-2">
      {[0, 1].map((row) => (
        <div key={row} className="h-[4.5rem] animate-pulse rounded-lg bg-muted" />
      ))}
    </div>
  );
}

type Props = {
  tailorings: TailoringSummary[];
  loading: boolean;
  openId: number | undefined;
  onOpen: (id: number) => void;
  onDelete: (id: number) => void;
};

/** The selected resume's tailorings, newest first: each opens its result and can be deleted. */
export function PastTailorings({ tailorings, loading, openId, onOpen, onDelete }: Props) {
  return (
    <Card>
      <CardIconHeader icon={History} title="Past Tailorings" />
      <CardContent>
        {loading && <ListSkeleton />}
        {!loading && tailorings.length === 0 && (
          <p className="text-sm text-muted-foreground">Each job you compare this resume with is kept here.</p>
        )}
        {!loading && tailorings.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label="Past tailorings">
            {tailorings.map((item) => {
              const rate = clampScore(item.matchRate);
              const name = [item.title, item.company].filter(Boolean).join(' at ');
              return (
                <li key={item.id} className="flex items-center gap-1">
                  <button
                    type="button"
                    onClick={() => onOpen(item.id)}
                    aria-current={item.id === openId ? 'true' : undefined}
                    className={cn(
                      'flex min-w-0 flex-1 items-center justify-between gap-3 rounded-lg border p-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                      item.id === openId && 'border-primary bg-accent',
                    )}
                  >
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">{name}</span>
                      <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                        {formatDate(item.createdAt)}
                        <Badge className={cn('px-1.5 py-0', FIT[item.fit]?.badge)}>
                          {FIT[item.fit]?.label}
                        </Badge>
                      </span>
                    </span>
                    <span
                      className={cn(
                        'shrink-0 rounded-md px-2 py-1 text-sm font-semibold tabular-nums',
                        scoreText(rate),
                        scoreTint(rate),
                      )}
                    >
                      {rate}%
                    </span>
                  </button>
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" size="icon" aria-label={`Delete the tailoring to ${name}`}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    }
                    title="Delete this tailoring?"
                    description={`The comparison with ${name}, its rewrites and its report will be removed for good.`}
                    cancelLabel="Keep it"
                    confirmLabel="Delete"
                    confirmVariant="destructive"
                    onConfirm={() => onDelete(item.id)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
