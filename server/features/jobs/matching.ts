import type { CareerProfileInput } from '#common/api/career.ts';
import { findRole, findSkill, type Role, skillsInText } from '#server/knowledge/index.ts';
import { listPhrase } from '#server/knowledge/quotes.ts';
import { SENIORITIES, type Seniority, seniorityFor } from '#server/knowledge/seniority.ts';
import type { WorkType } from '#server/knowledge/work-type.ts';

/** What matching reads of a posting. */
export type CandidateJob = {
  id: number;
  title: string;
  industry: string;
  roleId: string | null;
  family: string | null;
  seniority: Seniority;
  workType: WorkType;
  location: string;
  requirements: string[];
};

export type MatchResult = { jobId: number; matchScore: number; reason: string };

/** Points out of 100 for each factor. */
const WEIGHTS = { skills: 40, title: 25, industry: 10, workType: 10, location: 5, seniority: 10 } as const;
/** Holding three quarters of a posting's requirements counts as holding them all. */
const SKILLS_FOR_FULL_CREDIT = 0.75;
export const MATCHES_KEPT = 50;

/** A profile read once for matching: the target role and the user's skills under their canonical names. */
export type MatchingProfile = {
  profile: CareerProfileInput;
  target: Role | undefined;
  skills: Set<string>;
  titleWords: string[];
};

const titleWordsOf = (title: string) =>
  title
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(
      (word) =>
        word.length > 1 &&
        ![
          'senior',
          'junior',
          'lead',
          'sr',
          'jr',
          'ii',
          'iii',
          'principal',
          'staff',
          'the',
          'and',
          'of',
        ].includes(word),
    );

export function readProfile(profile: CareerProfileInput): MatchingProfile {
  const skills = new Set<string>();
  for (const skill of profile.skills) {
    const canonical = findSkill(skill)?.name ?? [...skillsInText(skill).keys()][0];
    skills.add(canonical ?? skill.toLowerCase());
  }
  return {
    profile,
    target: findRole(profile.targetRole),
    skills,
    titleWords: titleWordsOf(profile.targetRole),
  };
}

function titleFit(
  reader: MatchingProfile,
  job: CandidateJob,
): { fraction: number; relation: 'same role' | 'related role' | 'similar title' | 'different role' } {
  if (reader.target && job.roleId === reader.target.id) return { fraction: 1, relation: 'same role' };
  if (reader.target && job.family === reader.target.family)
    return { fraction: 0.6, relation: 'related role' };
  const jobWords = titleWordsOf(job.title);
  const shared = reader.titleWords.filter((word) => jobWords.includes(word)).length;
  const similarity =
    reader.titleWords.length + jobWords.length === 0
      ? 0
      : (2 * shared) / (reader.titleWords.length + jobWords.length);
  return similarity > 0
    ? { fraction: 0.8 * similarity, relation: 'similar title' }
    : { fraction: 0, relation: 'different role' };
}

function workTypeFit(
  preference: CareerProfileInput['preferences']['workType'],
  workType: CandidateJob['workType'],
): number {
  if (preference === 'flexible' || preference === workType) return 1;
  return preference === 'hybrid' || workType === 'hybrid' ? 0.5 : 0;
}

function locationFit(wanted: string, job: CandidateJob): number {
  if (wanted === '') return 0.5;
  if (job.workType === 'remote') return 1;
  const [wantedCity = '', wantedState = ''] = wanted
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  const [jobCity = '', jobState = ''] = job.location
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (wantedCity !== '' && jobCity === wantedCity) return 1;
  return (wantedState !== '' && wantedState === jobState) || (wantedState === '' && wantedCity === jobState)
    ? 0.5
    : 0;
}

function seniorityFit(experience: number, job: CandidateJob): number {
  const distance = Math.abs(
    SENIORITIES.indexOf(seniorityFor(experience)) - SENIORITIES.indexOf(job.seniority),
  );
  return distance === 0 ? 1 : distance === 1 ? 0.5 : 0;
}

/** Scores one posting for one profile, 0–100, with a one-line reason naming what fits. */
export function scoreJob(reader: MatchingProfile, job: CandidateJob): MatchResult {
  const { profile } = reader;
  const held = job.requirements.filter((requirement) => reader.skills.has(requirement));
  const skills =
    job.requirements.length === 0
      ? 0
      : Math.min(1, held.length / job.requirements.length / SKILLS_FOR_FULL_CREDIT);
  const title = titleFit(reader, job);
  const industry = profile.industry === '' ? 0.5 : job.industry === profile.industry ? 1 : 0;
  const workType = workTypeFit(profile.preferences.workType, job.workType);
  const location = locationFit(profile.preferences.location, job);
  const seniority = seniorityFit(profile.experience, job);
  const matchScore = Math.round(
    WEIGHTS.skills * skills +
      WEIGHTS.title * title.fraction +
      WEIGHTS.industry * industry +
      WEIGHTS.workType * workType +
      WEIGHTS.location * location +
      WEIGHTS.seniority * seniority,
  );

  const parts = [
    title.relation === 'same role'
      ? `The role you want`
      : title.relation === 'related role'
        ? `A role close to ${profile.targetRole}`
        : undefined,
    held.length > 0
      ? `you have ${held.length} of ${job.requirements.length} requirements (${listPhrase(held.slice(0, 3))})`
      : 'none of its listed requirements are in your skills yet',
    workType === 1 && profile.preferences.workType !== 'flexible'
      ? `${job.workType} as you prefer`
      : undefined,
    seniority === 1
      ? `suits ${profile.experience} ${profile.experience === 1 ? 'year' : 'years'} of experience`
      : undefined,
  ].filter((part): part is string => part !== undefined);
  const reason = parts.join('; ');
  return { jobId: job.id, matchScore, reason: `${reason.charAt(0).toUpperCase() + reason.slice(1)}.` };
}

/** The best matches among the candidates, best first; ties go to the newer posting (earlier in the list). */
export function rankMatches(reader: MatchingProfile, candidates: CandidateJob[]): MatchResult[] {
  return candidates
    .map((job) => scoreJob(reader, job))
    .sort((a, b) => b.matchScore - a.matchScore)
    .slice(0, MATCHES_KEPT);
}
