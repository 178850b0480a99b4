import type { Role } from '#server/knowledge/index.ts';
import type { WorkType } from '#server/knowledge/work-type.ts';
import { postingFactsFor, type WorkTypeMix } from './posting-facts.ts';

/** Percent of a role's postings that are remote, hybrid and on-site (posting-facts.json). */
export const workTypeMixFor = (role: Role): WorkTypeMix => postingFactsFor(role).workTypes;

export function pickWorkType(mix: WorkTypeMix, random: () => number): WorkType {
  const [remote, hybrid, onsite] = mix;
  const draw = random() * (remote + hybrid + onsite);
  if (draw < remote) return 'remote';
  if (draw < remote + hybrid) return 'hybrid';
  return 'onsite';
}
