import type { CareerProfileInput } from '#common/api/career.ts';
import { LADDER_LEVELS, type LadderLevel } from '#server/knowledge/catalogue-schema.ts';
import {
  findRole,
  findSkill,
  inferRole,
  ROLES,
  type Role,
  readTitle,
  SKILLS,
  skillsNamedIn,
} from '#server/knowledge/index.ts';
import { type Licence, licenceForRole, licenceIncludes, licencesOf } from '#server/knowledge/licences.ts';
import { kilometresBetween, type Place, placeOf } from '#server/knowledge/places.ts';
import { listPhrase } from '#server/knowledge/quotes.ts';
import {
  isLevelWord,
  SENIORITIES,
  type Seniority,
  seniorityFor,
  seniorityOfPerson,
} from '#server/knowledge/seniority.ts';
import type { WorkType } from '#server/knowledge/work-type.ts';
import { payBandsFor } from './catalogue/salaries.ts';

type WorkPreference = CareerProfileInput['preferences']['workType'];

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

/**
 * Besides its listed requirements, a posting asks for its job (the title), its level, and its place and way of
 * working; each weighs as this many requirements. The score is the share of all of it the person meets, so it agrees
 * with the requirements the card shows: holding 3 of 7 requirements, with everything else right, is (3 + 5) of 12.
 */
const ASK_WEIGHTS = { job: 2, level: 1, place: 2 } as const;
const ASKS_BEYOND_REQUIREMENTS = ASK_WEIGHTS.job + ASK_WEIGHTS.level + ASK_WEIGHTS.place;
/** Holding three quarters of another job's own requirements says the person may do that job under another name. */
const CRAFT_FOR_SAME_JOB = 0.75;
/**
 * Level and licence are conditions, not preferences: a posting one level away keeps this share of its score (two
 * levels, its square), so no nearer place or closer title lifts a new-graduate post above the right level.
 */
const OTHER_LEVEL_FACTOR = 0.4;
const OTHER_LICENCE_FACTOR = 0.4;
/** A posting of another industry than the one the person gave keeps this share. */
const OTHER_INDUSTRY_FACTOR = 0.95;

/**
 * Place is a condition like level when the person gave one: an onsite or hybrid posting far from it keeps this share,
 * rising to all of it with nearness. Weaker than another level's, so a far posting of the right level still comes
 * before a near one of another.
 */
const FAR_AWAY_FACTOR = 0.6;
/**
 * The share a posting keeps when it is worked otherwise than asked: by what was asked, then by how the posting is
 * worked. A remote posting for someone who asked for hybrid work keeps most (they can work from home, but asked to
 * be near a team), one for someone who asked for on-site work, or an office posting for someone who asked for remote
 * work, keeps as much as a far one.
 */
const ARRANGEMENT_FACTORS: Record<WorkPreference, Record<WorkType, number>> = {
  flexible: { remote: 1, hybrid: 1, onsite: 1 },
  remote: { remote: 1, hybrid: 0.7, onsite: 0.7 },
  hybrid: { remote: 0.85, hybrid: 1, onsite: 1 },
  onsite: { remote: 0.7, hybrid: 1, onsite: 1 },
};
/**
 * A posting of another job by its title (neither the target role, its family, nor a title naming the same job) keeps
 * this share, rising to all of it with the share of its job-specific requirements the person holds: with none it is
 * hardly a match, with most it may be the person's job under another name.
 */
const OTHER_JOB_FACTOR = 0.1;
/**
 * Within this distance a posting is in the place the user wants; beyond the second (a day's drive, a move) it is no
 * nearer than any other. Between them nearness falls with the square of the distance: a posting a short drive away
 * is nearly as good as one in the place, one a few hundred kilometres off is not.
 */
const SAME_PLACE_KM = 60;
const FAR_KM = 300;
/** From this share of the location points on, the reason says the posting is close. */
const CLOSE_ENOUGH = 0.6;
export const MATCHES_KEPT = 50;

/** A profile read once for matching: the target role, the user's skills under their canonical names, and more. */
export type MatchingProfile = {
  profile: CareerProfileInput;
  target: Role | undefined;
  /** The target title names no known role, so the target is the role the user's skills point to. */
  targetFromSkills: boolean;
  skills: Set<string>;
  titleWords: string[];
  /** The target title names a head of something ('Sales and Marketing Head', 'VP Sales'), not a job noun. */
  headsSomething: boolean;
  /** The level of postings to offer (server/knowledge/seniority.ts). */
  seniority: Seniority;
  /** The rung of its occupation's ladder the target title states, when it heads something ('Chief Financial Officer'). */
  leadershipRung: LadderLevel | undefined;
  /** Licences held or being worked towards (server/knowledge/licences.ts). */
  licences: Set<string>;
  place: Place | undefined;
};

const STOP_WORDS = new Set(['staff', 'ii', 'iii', 'the', 'and', 'of']);
/** Words for running a team or a function: a 'Head of Sales' is a 'Sales Manager' or 'Sales Director'. */
const HEAD_WORDS = new Set(['head', 'chief', 'director', 'vp', 'president']);
const MANAGING_NOUNS = new Set([...HEAD_WORDS, 'manager', 'lead', 'supervisor']);

/** The words of a title that name the job: no level ('Head', 'Senior'), no specialisation after a dash. */
const titleWordsOf = (title: string) =>
  (title.split(/\s[–—-]\s/)[0] ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !isLevelWord(word));

/** Whether a title is one of the role's own titles, not merely close to one ('HR Executive' is no 'Account Executive'). */
const namesRole = (title: string, role: Role) =>
  [role.title, ...role.aliases].some(
    (name) => titleWordsOf(name).join(' ') === titleWordsOf(title).join(' '),
  );

/** The ladder's rungs from which a title heads a function: a head of finance, a finance director, a CFO. */
const rungIndex = (level: LadderLevel | undefined) => LADDER_LEVELS.indexOf(level ?? 'mid');
const FIRST_LEADERSHIP_RUNG = rungIndex('head');

const leadershipRungOf = (level: LadderLevel | undefined) =>
  rungIndex(level) >= FIRST_LEADERSHIP_RUNG ? level : undefined;

/**
 * A posting of the target occupation more than a rung below a leader's keeps this share of the title points: for a
 * CFO, a 'Director of Finance' is the job, a 'Senior Financial Controller' the same occupation a rung or two down.
 */
const LOWER_RUNG_FRACTION = 0.6;

function rungFraction(reader: MatchingProfile, job: CandidateJob): number {
  if (reader.leadershipRung === undefined) return 1;
  const below = rungIndex(reader.leadershipRung) - rungIndex(readTitle(job.title)?.level);
  return below > 1 ? LOWER_RUNG_FRACTION : 1;
}

export function readProfile(profile: CareerProfileInput): MatchingProfile {
  const skills = new Set<string>();
  for (const skill of profile.skills) {
    const canonical = findSkill(skill)?.name ?? [...skillsNamedIn(skill).keys()][0];
    skills.add(canonical ?? skill.toLowerCase());
  }
  const targetReading = readTitle(profile.targetRole);
  const named = targetReading?.role;
  const target = named ?? inferRole(profile.skills.join('\n'));
  const current = findRole(profile.currentRole);
  const roleIds = [target?.id, current?.id].filter((id): id is string => id !== undefined);
  return {
    profile,
    target,
    targetFromSkills: named === undefined && target !== undefined,
    skills,
    titleWords: titleWordsOf(profile.targetRole),
    headsSomething: profile.targetRole
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .some((word) => HEAD_WORDS.has(word)),
    seniority: seniorityOfPerson({
      ...profile,
      changingField:
        target !== undefined &&
        current !== undefined &&
        namesRole(profile.currentRole, current) &&
        target.family !== current.family,
    }),
    leadershipRung: leadershipRungOf(targetReading?.level),
    licences: licencesOf(roleIds, profile.skills),
    place: placeOf(profile.preferences.location),
  };
}

type TitleRelation = 'same role' | 'related role' | 'similar title' | 'different role';

function titleFit(reader: MatchingProfile, job: CandidateJob): { fraction: number; relation: TitleRelation } {
  if (reader.target && job.roleId === reader.target.id)
    return { fraction: rungFraction(reader, job), relation: 'same role' };
  if (reader.target && job.family === reader.target.family)
    return { fraction: 0.6, relation: 'related role' };
  // Both titles name known roles, and different ones: 'Telecom Technician' is no 'Pharmacy Technician'.
  if (reader.target && !reader.targetFromSkills && job.roleId !== null)
    return { fraction: 0, relation: 'different role' };
  const jobWords = titleWordsOf(job.title);
  // Titles name the job by their last word (Nurse, Teller, Associate): sharing only a qualifier ('Sales') is not a match.
  const jobHead = jobWords.at(-1);
  const sameJob =
    jobHead !== undefined &&
    (reader.titleWords.includes(jobHead) || (reader.headsSomething && MANAGING_NOUNS.has(jobHead)));
  const shared = reader.titleWords.filter((word) => jobWords.includes(word)).length;
  if (!sameJob || shared === 0) return { fraction: 0, relation: 'different role' };
  const similarity = (2 * shared) / (reader.titleWords.length + jobWords.length);
  return { fraction: 0.8 * similarity, relation: 'similar title' };
}

function workTypeFit(
  preference: CareerProfileInput['preferences']['workType'],
  workType: CandidateJob['workType'],
): number {
  if (preference === 'flexible' || preference === workType) return 1;
  return preference === 'hybrid' || workType === 'hybrid' ? 0.5 : 0;
}

const firstPart = (location: string) => location.split(',')[0]?.trim().toLowerCase() ?? '';

/** Postings share a few hundred locations at most; each is read once. Bounded in case imports bring many more. */
const postingPlaces = new Map<string, Place | undefined>();
const POSTING_PLACES_KEPT = 5000;

function placeOfPosting(location: string): Place | undefined {
  if (postingPlaces.has(location)) return postingPlaces.get(location);
  if (postingPlaces.size >= POSTING_PLACES_KEPT) postingPlaces.clear();
  const place = placeOf(location);
  postingPlaces.set(location, place);
  return place;
}

/** 1 in the place the user wants (or remote, when they would work remotely), falling to 0 with distance. */
function locationFit(reader: MatchingProfile, job: CandidateJob): number {
  const { location: wanted, workType: preference } = reader.profile.preferences;
  if (wanted === '') return 0.5;
  if (job.workType === 'remote') return preference === 'onsite' ? 0.5 : 1;
  const jobPlace = placeOfPosting(job.location);
  if (!reader.place || !jobPlace) return firstPart(wanted) === firstPart(job.location) ? 1 : 0;
  if (reader.place.precision === 'state' && reader.place.state === jobPlace.state) return 1;
  const kilometres = kilometresBetween(reader.place, jobPlace);
  return kilometres <= SAME_PLACE_KM ? 1 : Math.max(0, 1 - (kilometres / FAR_KM) ** 2);
}

/** How many levels apart the posting is from the person, negative when it is below them. */
const levelsApart = (reader: MatchingProfile, job: CandidateJob) =>
  SENIORITIES.indexOf(job.seniority) - SENIORITIES.indexOf(reader.seniority);

/** The licence a posting needs that the person neither holds nor works towards. */
function missingLicence(reader: MatchingProfile, job: CandidateJob): Licence | undefined {
  const licence = job.roleId === null ? undefined : licenceForRole(job.roleId);
  return licence && !reader.licences.has(licence.id) ? licence : undefined;
}

const rolesById = new Map(ROLES.map((role) => [role.id, role]));

type JobStep = 'down' | 'up' | undefined;

/**
 * Whether a posting is for a lower or a higher job than the one the person aims for. Lower: one whose licence the
 * aimed role's includes (a technician's, for a pharmacist), or one paid at its level less than the aimed role's
 * lowest pay at theirs (a key holder, for a store manager). Higher: one paid at its level more than the aimed role's
 * highest pay at theirs (an assistant store manager, for a sales associate): a level up in all but name.
 */
function jobStep(reader: MatchingProfile, job: CandidateJob): JobStep {
  const { target } = reader;
  const role = job.roleId === null ? undefined : rolesById.get(job.roleId);
  if (!target || !role || role.id === target.id) return undefined;
  const aimed = licenceForRole(target.id);
  const needed = licenceForRole(role.id);
  if (aimed && needed && licenceIncludes(aimed, needed)) return 'down';
  const jobPay = payBandsFor(role)[job.seniority];
  const aimedPay = payBandsFor(target)[reader.seniority];
  const [jobPayLow, jobPayHigh] = jobPay;
  const [aimedPayLow, aimedPayHigh] = aimedPay;
  if (jobPayHigh < aimedPayLow) return 'down';
  return jobPayLow > aimedPayHigh ? 'up' : undefined;
}

function levelPhrase(reader: MatchingProfile, job: CandidateJob, apart: number): string {
  const { experience } = reader.profile;
  if (apart < 0) return `a ${job.seniority}-level post, below your level`;
  if (apart > 0) return `a ${job.seniority}-level post, a step up`;
  return seniorityFor(experience) === job.seniority
    ? `suits ${experience} ${experience === 1 ? 'year' : 'years'} of experience`
    : `${job.seniority}-level, as your title`;
}

/** The share of a posting's job-specific requirements (not soft skills, which any job asks for) the person holds. */
const SOFT_SKILLS = new Set(SKILLS.filter((skill) => skill.kind === 'soft').map((skill) => skill.name));

function craftHeld(reader: MatchingProfile, job: CandidateJob): number {
  const craft = job.requirements.filter((requirement) => !SOFT_SKILLS.has(requirement));
  if (craft.length === 0) return 0;
  const held = craft.filter((requirement) => reader.skills.has(requirement)).length;
  return Math.min(1, held / craft.length / CRAFT_FOR_SAME_JOB);
}

/** The share of its score a posting keeps for where and how it is worked, given what the person asked for. */
function placeFactor(
  preferences: CareerProfileInput['preferences'],
  job: CandidateJob,
  location: number,
): number {
  const arrangement = ARRANGEMENT_FACTORS[preferences.workType][job.workType];
  if (preferences.location === '' || job.workType === 'remote') return arrangement;
  return arrangement * (FAR_AWAY_FACTOR + (1 - FAR_AWAY_FACTOR) * location);
}

/**
 * Scores one posting for one profile, 0–100: the share of what it asks that the person meets, times the share each
 * unmet condition leaves (another level or job, a licence, a far place, another arrangement or industry). The
 * one-line reason names what fits and what does not.
 */
export function scoreJob(reader: MatchingProfile, job: CandidateJob): MatchResult {
  const { profile } = reader;
  const held = job.requirements.filter((requirement) => reader.skills.has(requirement));
  const title = titleFit(reader, job);
  const workType = workTypeFit(profile.preferences.workType, job.workType);
  const location = locationFit(reader, job);
  const apart = levelsApart(reader, job);
  const licence = missingLicence(reader, job);
  const step = jobStep(reader, job);
  const met =
    held.length +
    ASK_WEIGHTS.job * title.fraction +
    ASK_WEIGHTS.level * (apart === 0 ? 1 : Math.abs(apart) === 1 ? 0.5 : 0) +
    (ASK_WEIGHTS.place * (workType + (profile.preferences.location === '' ? 1 : location))) / 2;
  const asked = job.requirements.length + ASKS_BEYOND_REQUIREMENTS;
  const industry = profile.industry === '' || job.industry === profile.industry ? 1 : OTHER_INDUSTRY_FACTOR;
  const placed = placeFactor(profile.preferences, job, location);
  const conditions =
    OTHER_LEVEL_FACTOR ** (Math.abs(apart) + (step ? 1 : 0)) *
    (licence ? OTHER_LICENCE_FACTOR : 1) *
    (title.relation === 'different role'
      ? OTHER_JOB_FACTOR + (1 - OTHER_JOB_FACTOR) * craftHeld(reader, job)
      : 1) *
    placed *
    industry;
  const matchScore = Math.round((100 * met * conditions) / asked);

  const parts = [
    title.relation === 'same role'
      ? reader.targetFromSkills
        ? `A ${reader.target?.title} role, as your skills suggest`
        : `The role you want`
      : title.relation === 'related role' && !licence && !step
        ? `A role close to ${reader.targetFromSkills ? reader.target?.title : profile.targetRole}`
        : undefined,
    step === 'down' ? `a step down from ${reader.target?.title}` : undefined,
    step === 'up' ? `a bigger job than ${reader.target?.title}` : undefined,
    licence ? `it needs ${licence.label}` : undefined,
    job.requirements.length === 0
      ? 'it lists no requirements'
      : held.length > 0
        ? `you have ${held.length} of its ${job.requirements.length} requirements (${listPhrase(held.slice(0, 3))})`
        : 'none of its listed requirements are in your skills yet',
    workType === 1 && profile.preferences.workType !== 'flexible'
      ? `${job.workType} as you prefer`
      : ARRANGEMENT_FACTORS[profile.preferences.workType][job.workType] < 1
        ? `${job.workType}, not ${profile.preferences.workType} as you asked`
        : undefined,
    levelPhrase(reader, job, apart),
    job.workType === 'remote' || profile.preferences.location === ''
      ? undefined
      : location >= CLOSE_ENOUGH
        ? `in ${job.location}, close to ${profile.preferences.location}`
        : `in ${job.location}, far from ${profile.preferences.location}`,
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
