import { ArrowDown, Check, ClipboardCopy, Flag, Undo2, WandSparkles } from 'lucide-react';
import { FallbackNotice } from '#client/components/fallback-notice.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardIconHeader } from '#client/components/ui/card.tsx';
import { toast } from '#client/lib/toast.ts';
import type { BulletRewrite, RejectedRewrite, Tailoring } from '#common/api/tailoring.ts';
import { rewritesText, withRewriteTaken } from '../job-draft.ts';
import { keyed } from '../keyed.ts';

/** A placeholder the rewrite leaves for the user to fill, such as '[how many?]'. */
const PLACEHOLDER = /(\[[^\]\n]{1,80}\])/;

/** The rewrite's text with its placeholders marked, so the user sees what is theirs to fill in. */
function WithPlaceholders({ text }: { text: string }) {
  const parts = text.split(PLACEHOLDER);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
          <mark key={index} className="rounded bg-yellow-100 px-0.5 text-yellow-900">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

export async function copyText(text: string, what: string) {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: `${what} is on your clipboard.` });
  } catch {
    toast({
      title: 'Copy failed',
      description: 'Your browser did not allow copying: select the text and copy it instead.',
      variant: 'destructive',
    });
  }
}

type RewriteItemProps = {
  rewrite: BulletRewrite;
  position: number;
  taken: boolean;
  onTake: (taken: boolean) => void;
};

function RewriteItem({ rewrite, position, taken, onTake }: RewriteItemProps) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4" data-taken={taken ? 'true' : undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
          {rewrite.section}
        </span>
        {taken && (
          <Badge className="border-transparent bg-green-100 text-green-800">
            <Check aria-hidden="true" />
            Used
          </Badge>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">
          <span className="sr-only">Before: </span>
          {rewrite.before}
        </p>
        <ArrowDown className="size-4 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-medium">
          <span className="sr-only">After: </span>
          <WithPlaceholders text={rewrite.after} />
        </p>
      </div>
      <ul
        className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground"
        aria-label="What changed"
      >
        {keyed(rewrite.changes, (change) => change.detail).map(({ key, item: change }) => (
          <li key={key}>{change.detail}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => copyText(rewrite.after, 'The rewrite')}>
          <ClipboardCopy aria-hidden="true" />
          Copy<span className="sr-only"> rewrite {position}</span>
        </Button>
        {taken ? (
          <Button variant="outline" size="sm" onClick={() => onTake(false)}>
            <Undo2 aria-hidden="true" />
            Undo<span className="sr-only"> rewrite {position}</span>
          </Button>
        ) : (
          <Button size="sm" onClick={() => onTake(true)}>
            <Check aria-hidden="true" />
            Use this<span className="sr-only"> rewrite {position}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

function RejectedList({ rejected }: { rejected: RejectedRewrite[] }) {
  return (
    <section aria-labelledby="rejected-rewrites-heading" className="flex flex-col gap-2">
      <h3 id="rejected-rewrites-heading" className="flex items-center gap-2 font-semibold">
        <Flag className="size-4 text-red-700" aria-hidden="true" />
        Flagged and left out ({rejected.length})
      </h3>
      <p className="text-sm text-muted-foreground">
        The AI model suggested these, but they claim what your resume does not show.
      </p>
      <ul className="flex flex-col gap-2">
        {keyed(rejected, (item) => `${item.before} ${item.after}`).map(({ key, item }) => (
          <li key={key} className="flex flex-col gap-1 rounded-lg border border-red-200 p-3 text-sm">
            <p className="text-muted-foreground">
              <span className="sr-only">Your bullet: </span>
              {item.before}
            </p>
            <p className="line-through decoration-red-700/60">
              <span className="sr-only">Suggested, left out: </span>
              {item.after}
            </p>
            <p className="font-medium text-red-800">
              Not shown in your resume: {item.unsupported.join(', ')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Props = {
  tailoring: Tailoring;
  onAcceptedChange: (accepted: string[]) => void;
};

/** Bullets rewritten for the job without adding anything the resume does not show; copy one or all, use or undo. */
export function Rewrites({ tailoring, onAcceptedChange }: Props) {
  const { rewrites, accepted } = tailoring;
  const taken = new Set(accepted);
  const used = rewrites.filter(({ id }) => taken.has(id)).length;
  const take = (id: string, isTaken: boolean) => onAcceptedChange(withRewriteTaken(accepted, id, isTaken));
  return (
    <Card>
      <CardIconHeader icon={WandSparkles} title="Bullet Rewrites">
        <CardDescription>
          Each keeps to what your resume already shows. Fill any [bracketed] gap with your own number, or
          leave it out.
        </CardDescription>
      </CardIconHeader>
      <CardContent className="flex flex-col gap-4">
        <FallbackNotice notice={tailoring.fallbackNotice} />
        {rewrites.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your bullets already read well for this job: there is nothing to rewrite.
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {used} of {rewrites.length} used
              </p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => copyText(rewritesText(rewrites), 'Every rewrite')}
              >
                <ClipboardCopy aria-hidden="true" />
                Copy all
              </Button>
            </div>
            <ol className="flex flex-col gap-3" aria-label="Rewrites">
              {rewrites.map((rewrite, index) => (
                <RewriteItem
                  key={rewrite.id}
                  rewrite={rewrite}
                  position={index + 1}
                  taken={taken.has(rewrite.id)}
                  onTake={(isTaken) => take(rewrite.id, isTaken)}
                />
              ))}
            </ol>
          </>
        )}
        {tailoring.rejectedRewrites.length > 0 && <RejectedList rejected={tailoring.rejectedRewrites} />}
      </CardContent>
    </Card>
  );
}
