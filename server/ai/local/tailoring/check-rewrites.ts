import type { BulletRewrite, RejectedRewrite } from '#common/api/tailoring.ts';
import type { BulletToRewrite } from '#server/ai/provider.ts';
import { sentenceFaults } from '../grammar/grammar.ts';
import { claimsBeyond, figuresDropped, resumeEvidence } from './truth.ts';

/** A rewrite longer than this is no longer the bullet it rewrites. */
const MAX_AFTER_LENGTH = 600;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A rewrite never worse than its bullet: every figure kept, and no fault of grammar the bullet did not have. */
function keepsWhatTheBulletSays(before: string, after: string): boolean {
  const faultsBefore = new Set(sentenceFaults(before));
  const newFault = sentenceFaults(after).some((fault) => !faultsBefore.has(fault));
  return figuresDropped(before, after).length === 0 && !newFault;
}

export type CheckedRewrites = { kept: BulletRewrite[]; rejected: RejectedRewrite[] };

/**
 * Every provider's rewrites, checked against the resume before anyone sees them: one that claims a skill, figure,
 * name, title, degree or certification the resume does not show is rejected with what it added. With `askedFor`,
 * a rewrite of a bullet that was not asked for is dropped, and each kept one carries the asked bullet's own id,
 * section and text. Empty, unchanged, overlong and repeated rewrites of one bullet are dropped, and so is one that
 * drops a figure the bullet states or breaks its grammar.
 */
export function checkRewrites(
  resumeText: string,
  rewrites: BulletRewrite[],
  askedFor?: BulletToRewrite[],
): CheckedRewrites {
  const evidence = resumeEvidence(resumeText);
  const asked = askedFor && new Map(askedFor.map((bullet) => [squash(bullet.text), bullet]));
  const seen = new Set<string>();
  const kept: BulletRewrite[] = [];
  const rejected: RejectedRewrite[] = [];
  for (const rewrite of rewrites) {
    const bullet = asked
      ? asked.get(squash(rewrite.before))
      : { id: rewrite.id, section: rewrite.section, text: rewrite.before };
    const after = squash(rewrite.after);
    const usable =
      after !== '' &&
      after.length <= MAX_AFTER_LENGTH &&
      after !== squash(rewrite.before) &&
      keepsWhatTheBulletSays(squash(rewrite.before), after);
    if (!bullet || !usable || seen.has(bullet.id)) continue;
    seen.add(bullet.id);
    const unsupported = claimsBeyond(evidence, after);
    const before = bullet.text;
    if (unsupported.length > 0) rejected.push({ before, after, unsupported });
    else kept.push({ ...rewrite, id: bullet.id, section: bullet.section, before, after });
  }
  return { kept, rejected };
}
