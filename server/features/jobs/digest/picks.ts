import type { DigestSettings } from '#common/api/digest.ts';
import type { JobMatch, VettingFlag } from '#common/api/jobs.ts';

/**
 * Flags that keep a job out of the e-mail: every warning (scam signals: fees, chat-app contact, a personal
 * address, pay far above the usual), and a listing open 90 days or more, which may no longer be hiring. A repost
 * stays eligible (often a genuine second round) and shows its flag.
 */
const disqualifies = (flag: VettingFlag) => flag.tone === 'warning' || flag.kind === 'open-long';

/**
 * The e-mail's jobs: the best of the matches the plan shows (`matches` come best first) that are still open, not
 * applied to, never sent before, at or above the minimum match, and pass vetting; at most `pickCount`. Fewer than
 * the minimum count are still sent: a good match is not held back to make up a number.
 */
export function choosePicks(
  matches: JobMatch[],
  { minMatch, pickCount }: Pick<DigestSettings, 'minMatch' | 'pickCount'>,
  sentBefore: ReadonlySet<number>,
): JobMatch[] {
  return matches
    .filter(
      (match) =>
        !match.isApplied &&
        match.closedAt === null &&
        match.matchScore >= minMatch &&
        !sentBefore.has(match.id) &&
        !match.vetting.some(disqualifies),
    )
    .slice(0, pickCount);
}
