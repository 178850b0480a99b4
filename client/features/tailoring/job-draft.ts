import { loadSchemas } from '#client/lib/contract.ts';
import type { ReadJobRequest, TargetJob } from '#common/api/tailoring.ts';
import {
  type EducationLevel,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DESCRIPTION_MIN_WORDS,
  JOB_SKILLS_MAX,
} from '#common/tailoring.ts';

/** The contract's schemas load when a job is first checked, not with the page (decision 0040). */
const tailoringContract = () => loadSchemas(() => import('#common/api/tailoring.ts'));

/** The three ways a job comes in, as the screen's tabs name them. */
export type JobInputKind = 'text' | 'url' | 'match';

export type JobInputs = { text: string; url: string; matchId: string };

export const SKILL_MAX_LENGTH = 100;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** What the character and word counts under the description say. */
export function descriptionStatus(text: string) {
  const characters = text.trim().length;
  const words = wordCount(text);
  return {
    characters,
    words,
    tooLong: characters > JOB_DESCRIPTION_MAX_LENGTH,
    tooShort: words < JOB_DESCRIPTION_MIN_WORDS,
  };
}

/** The readJob request for the chosen tab, checked by the contract's own schema so its messages are the server's. */
export async function readJobRequest(
  kind: JobInputKind,
  inputs: JobInputs,
): Promise<{ request: ReadJobRequest } | { error: string }> {
  const { readJobRequestSchema } = await tailoringContract();
  const candidate =
    kind === 'text'
      ? { kind, text: inputs.text }
      : kind === 'url'
        ? { kind, url: inputs.url.trim() }
        : { kind, matchId: inputs.matchId ? Number(inputs.matchId) : undefined };
  const parsed = readJobRequestSchema.safeParse(candidate);
  if (parsed.success) return { request: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Check the job you entered' };
}

/** The read job as the form edits it: numbers as typed, 'none' for what the posting does not say. */
export type JobDraft = {
  title: string;
  company: string;
  seniority: NonNullable<TargetJob['seniority']> | 'none';
  years: string;
  education: EducationLevel | 'none';
  requiredSkills: string[];
  preferredSkills: string[];
};

export type JobDraftField = keyof JobDraft;

export function draftFromJob(job: TargetJob): JobDraft {
  return {
    title: job.title,
    company: job.company,
    seniority: job.seniority ?? 'none',
    years: job.years === null ? '' : String(job.years),
    education: job.education ?? 'none',
    requiredSkills: [...job.requiredSkills],
    preferredSkills: [...job.preferredSkills],
  };
}

function yearsFrom(typed: string): number | null {
  const trimmed = typed.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * The job to compare against: the read job with the user's corrections. Checked against the contract, so a wrong
 * field is named here, under the field, rather than by the server.
 */
export async function jobFromDraft(
  read: TargetJob,
  draft: JobDraft,
): Promise<{ job: TargetJob } | { errors: Partial<Record<JobDraftField | 'description', string>> }> {
  const { targetJobSchema } = await tailoringContract();
  const parsed = targetJobSchema.safeParse({
    ...read,
    title: draft.title,
    company: draft.company,
    seniority: draft.seniority === 'none' ? null : draft.seniority,
    years: yearsFrom(draft.years),
    education: draft.education === 'none' ? null : draft.education,
    requiredSkills: draft.requiredSkills,
    preferredSkills: draft.preferredSkills,
  });
  if (parsed.success) return { job: parsed.data };
  const errors: Partial<Record<JobDraftField | 'description', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') continue;
    errors[field as JobDraftField | 'description'] ??=
      field === 'years' ? 'Enter a whole number of years from 0 to 50' : issue.message;
  }
  return { errors };
}

/** Adds a typed skill to a list: trimmed, spaces collapsed, once (whatever its case), within the list's limit. */
export function addSkill(skills: readonly string[], typed: string): { skills: string[] } | { error: string } {
  const skill = typed.trim().replace(/\s+/g, ' ');
  if (!skill) return { error: 'Type a skill to add' };
  if (skill.length > SKILL_MAX_LENGTH) {
    return { error: `A skill can be at most ${SKILL_MAX_LENGTH} characters` };
  }
  const lower = skill.toLowerCase();
  if (skills.some((existing) => existing.toLowerCase() === lower)) {
    return { error: `${skill} is already listed` };
  }
  if (skills.length >= JOB_SKILLS_MAX) return { error: `List at most ${JOB_SKILLS_MAX} skills` };
  return { skills: [...skills, skill] };
}

export function removeSkill(skills: readonly string[], skill: string): string[] {
  return skills.filter((existing) => existing !== skill);
}

/** The accepted rewrites after taking (or undoing) one; the order of taking is kept. */
export function withRewriteTaken(accepted: readonly string[], id: string, taken: boolean): string[] {
  const others = accepted.filter((existing) => existing !== id);
  return taken ? [...others, id] : others;
}

/** Every rewrite's new text, one a line, for pasting into a resume. */
export function rewritesText(rewrites: readonly { after: string }[]): string {
  return rewrites.map(({ after }) => after).join('\n');
}

/** The resume to tailor: the one the address names when the user has it, else the newest. */
export function chosenResumeId(
  resumes: readonly { id: number }[],
  fromAddress: string | null,
): number | undefined {
  const named = fromAddress && /^\d{1,10}$/.test(fromAddress) ? Number(fromAddress) : undefined;
  if (named !== undefined && resumes.some(({ id }) => id === named)) return named;
  return resumes[0]?.id;
}
