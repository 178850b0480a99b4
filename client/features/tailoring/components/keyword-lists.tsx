import { CircleCheck, CircleX, Info, KeyRound } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardIconHeader } from '#client/components/ui/card.tsx';
import type { KeywordGap, KeywordHit, Tailoring } from '#common/api/tailoring.ts';
import { keyed } from '../keyed.ts';

function Importance({ required }: { required: boolean }) {
  return <Badge variant="outline">{required ? 'Required' : 'Preferred'}</Badge>;
}

function HitItem({ hit }: { hit: KeywordHit }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border p-3">
      <p className="flex flex-wrap items-center gap-2">
        <CircleCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />
        <span className="font-medium">{hit.keyword}</span>
        <Importance required={hit.required} />
      </p>
      <blockquote className="border-l-2 pl-3 text-sm text-muted-foreground">{hit.quote}</blockquote>
    </li>
  );
}

function GapItem({ gap }: { gap: KeywordGap }) {
  return (
    <li className="flex flex-col gap-1.5 rounded-lg border p-3">
      <p className="flex flex-wrap items-center gap-2">
        <CircleX className="size-4 shrink-0 text-red-700" aria-hidden="true" />
        <span className="font-medium">{gap.keyword}</span>
        <Importance required={gap.required} />
      </p>
      <div className="text-sm">
        Where it would go: <span className="font-medium">{gap.placement.section}</span>
        {gap.placement.bullet && (
          <>
            , beside
            <blockquote className="mt-1 border-l-2 pl-3 text-muted-foreground">
              {gap.placement.bullet}
            </blockquote>
          </>
        )}
      </div>
      {gap.evidenceNote && (
        <p className="flex items-start gap-1.5 text-sm text-amber-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {gap.evidenceNote}
        </p>
      )}
    </li>
  );
}

/** The posting's keywords the resume shows (with the line that shows each) and those it lacks (with where they go). */
export function KeywordLists({ tailoring }: { tailoring: Tailoring }) {
  return (
    <Card>
      <CardIconHeader icon={KeyRound} title="Keywords">
        <CardDescription>
          Add a missing keyword only where it is true of you; each says where it would belong.
        </CardDescription>
      </CardIconHeader>
      <CardContent className="grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="missing-keywords-heading">
          <h3 id="missing-keywords-heading" className="mb-2 font-semibold">
            Missing keywords ({tailoring.missing.length})
          </h3>
          {tailoring.missing.length === 0 ? (
            <p className="text-sm text-muted-foreground">Your resume shows every keyword of this posting.</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Missing keywords">
              {keyed(tailoring.missing, (gap) => gap.keyword).map(({ key, item }) => (
                <GapItem key={key} gap={item} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="matched-keywords-heading">
          <h3 id="matched-keywords-heading" className="mb-2 font-semibold">
            Matched keywords ({tailoring.matched.length})
          </h3>
          {tailoring.matched.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Your resume shows none of this posting's keywords yet.
            </p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Matched keywords">
              {keyed(tailoring.matched, (hit) => hit.keyword).map(({ key, item }) => (
                <HitItem key={key} hit={item} />
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
