import type { PostingReading, PostingReadRequest } from '#server/ai/provider.ts';
import { findRole, skillsNamedIn } from '#server/knowledge/index.ts';
import { readTargetJob } from '../tailoring/read-job.ts';

/** Requirements kept per posting: enough to score skills, few enough to show. */
const REQUIREMENTS_KEPT = 20;

/**
 * A board's posting read for matching: the role its title names, the level it asks for, and the skills it asks for
 * under their canonical names (required first, then preferred), as the tailoring reader finds them.
 */
export function readPosting({ title, company, text }: PostingReadRequest): PostingReading {
  const read = readTargetJob(text, { title, company });
  const role = findRole(title);
  const requirements = new Set<string>();
  for (const keyword of [...read.requiredSkills, ...read.preferredSkills]) {
    for (const name of skillsNamedIn(keyword).keys()) requirements.add(name);
  }
  return {
    roleId: role?.id ?? null,
    family: role?.family ?? null,
    industry: role?.industry ?? '',
    seniority: read.seniority ?? 'mid',
    requirements: [...requirements].slice(0, REQUIREMENTS_KEPT),
  };
}
