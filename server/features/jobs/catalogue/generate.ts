import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Industry } from '#common/industries.ts';
import { ROLES, type Role } from '#server/knowledge/index.ts';
import type { Seniority } from '#server/knowledge/seniority.ts';
import { seededRandom, shuffled } from '#server/knowledge/text.ts';
import type { WorkType } from '#server/knowledge/work-type.ts';
import { createCompanyPicker } from './companies.ts';
import { postingDescription } from './descriptions.ts';
import { CITIES, type City, cityLabel, REMOTE_LOCATION, REMOTE_PAY_FACTOR } from './locations.ts';
import { postingFactsFor } from './posting-facts.ts';
import { payBandsFor, salaryRange } from './salaries.ts';
import { postingTitle } from './titles.ts';
import { pickWorkType, workTypeMixFor } from './work-types.ts';

/** A generated job posting, shown to users as a sample until real postings are imported. */
export type SamplePosting = {
  /** 'sample-000001' …: the same for a given seed and index, whatever the count. */
  externalId: string;
  title: string;
  /** Fictional. */
  company: string;
  /** 'Austin, TX', or 'Remote' for remote postings. */
  location: string;
  workType: WorkType;
  /** Yearly US dollars, rounded to 1 000; both null when the posting shows 'Competitive'. */
  salaryMin: number | null;
  salaryMax: number | null;
  /** Canonical skill names of the role: its most important hard skill first, then tools, at most one soft skill. */
  requirements: string[];
  description: string;
  industry: Industry;
  roleId: string;
  seniority: Seniority;
  postedDaysAgo: number;
};

export const DEFAULT_SAMPLE_SEED = 'careerpilot-sample-v1';

const SHARE_IN_HOME_INDUSTRY = 0.7;
const SHARE_WITHOUT_SALARY = 0.15;
const MAX_POSTED_DAYS_AGO = 45;
/** How many requirements a posting lists, by seniority. */
const REQUIREMENT_COUNTS: Readonly<Record<Seniority, readonly [min: number, max: number]>> = {
  entry: [4, 6],
  mid: [5, 7],
  senior: [6, 8],
};
/** Hard skills beyond this rank are too specialised to headline a posting. */
const HARD_SKILLS_CONSIDERED = 8;
const TOOLS_CONSIDERED = 5;
const ALWAYS_LISTED_HARD_SKILLS = 2;

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function between(min: number, max: number, random: () => number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** `count` of the items, keeping their order (the knowledge base lists skills most important first). */
function sampleInOrder<T>(items: readonly T[], count: number, random: () => number): T[] {
  const indexes = shuffled(
    items.map((_, index) => index),
    random,
  )
    .slice(0, Math.max(0, count))
    .sort((a, b) => a - b);
  return indexes.map((index) => items[index] as T);
}

/**
 * An occupation's postings take the levels in turn, from a place of its own: half of them mid-level, a quarter each
 * entry and senior, and an occupation with two postings always has two levels.
 */
const LEVEL_TURNS: readonly Seniority[] = ['mid', 'senior', 'mid', 'entry'];

function levelDealer(seed: string): (role: Role) => Seniority {
  const dealt = new Map<string, number>();
  return (role) => {
    const start = Math.floor(seededRandom(`${seed}:levels:${role.id}`)() * LEVEL_TURNS.length);
    const turn = dealt.get(role.id) ?? 0;
    dealt.set(role.id, turn + 1);
    return LEVEL_TURNS[(start + turn) % LEVEL_TURNS.length] as Seniority;
  };
}

function pickIndustry(role: Role, random: () => number): Industry {
  if (role.otherIndustries.length === 0 || random() < SHARE_IN_HOME_INDUSTRY) return role.industry;
  return pick(role.otherIndustries, random);
}

/** The role's two most important hard skills, a sample of the next ones and of its main tools, maybe one soft skill. */
function pickRequirements(
  role: Role,
  seniority: Seniority,
  random: () => number,
): { technical: string[]; soft: string | undefined } {
  const [min, max] = REQUIREMENT_COUNTS[seniority];
  const total = between(min, max, random);
  const soft = role.softSkills.length > 0 && random() < 0.5 ? pick(role.softSkills, random) : undefined;
  const roomForTools = total - (soft ? 1 : 0) - ALWAYS_LISTED_HARD_SKILLS;
  const toolCount = Math.min(role.tools.length, roomForTools, between(1, total >= 7 ? 3 : 2, random));
  const hardCount = total - toolCount - (soft ? 1 : 0);
  const hardSkills = [
    ...role.hardSkills.slice(0, ALWAYS_LISTED_HARD_SKILLS),
    ...sampleInOrder(
      role.hardSkills.slice(ALWAYS_LISTED_HARD_SKILLS, HARD_SKILLS_CONSIDERED),
      hardCount - ALWAYS_LISTED_HARD_SKILLS,
      random,
    ),
  ];
  const tools = sampleInOrder(role.tools.slice(0, TOOLS_CONSIDERED), toolCount, random);
  return { technical: [...hardSkills, ...tools], soft };
}

function pickSalary(role: Role, seniority: Seniority, city: City | undefined, random: () => number) {
  if (random() < SHARE_WITHOUT_SALARY) return { salaryMin: null, salaryMax: null };
  return salaryRange(payBandsFor(role)[seniority], city?.payFactor ?? REMOTE_PAY_FACTOR, random);
}

/**
 * Each posting draws from its own generator, seeded by the catalogue seed and its index, so a posting does not
 * change when the count does. The index is scrambled first because the seed hash maps neighbouring numbers to
 * neighbouring states.
 */
function postingRandom(seed: string, index: number): () => number {
  return seededRandom(`${seed}:${Math.imul(index + 1, 0x9e3779b1) >>> 0}`);
}

function externalId(index: number): string {
  return `sample-${String(index + 1).padStart(6, '0')}`;
}

/**
 * The occupations most postings are for (`common-occupations.json`): each takes this many turns in the deal for one
 * turn of any other occupation, as a board lists far more nurses and engineers than geophysicists.
 */
const COMMON_OCCUPATION_TURNS = 12;
const COMMON_OCCUPATIONS: ReadonlySet<string> = new Set(
  (
    JSON.parse(readFileSync(join(import.meta.dirname, 'common-occupations.json'), 'utf8')) as {
      roles: string[];
    }
  ).roles,
);

/** Every occupation of the knowledge base, as often as it takes turns in the deal. */
export const SAMPLE_DEAL: readonly Role[] = ROLES.flatMap((role) =>
  Array.from({ length: COMMON_OCCUPATIONS.has(role.id) ? COMMON_OCCUPATION_TURNS : 1 }, () => role),
);

/**
 * A deterministic catalogue of fictional postings over every occupation of the knowledge base: the same count and
 * seed always give the same postings. Occupations take their turns in a seeded order.
 */
export function generateSampleCatalogue(count: number, seed: string = DEFAULT_SAMPLE_SEED): SamplePosting[] {
  const roleOrder = shuffled(SAMPLE_DEAL, seededRandom(`${seed}:roles`));
  const pickCompany = createCompanyPicker(seed);
  const nextLevel = levelDealer(seed);
  const postings: SamplePosting[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    const random = postingRandom(seed, index);
    const role = roleOrder[index % roleOrder.length] as Role;
    const seniority = nextLevel(role);
    const industry = pickIndustry(role, random);
    const company = pickCompany(industry, role.family, random);
    const title = postingTitle(role, seniority, random);
    const workType = pickWorkType(workTypeMixFor(role), random);
    const city = workType === 'remote' ? undefined : pick(CITIES, random);
    const { technical, soft } = pickRequirements(role, seniority, random);
    const description = postingDescription(
      {
        setting: postingFactsFor(role).setting,
        company,
        title,
        seniority,
        skills: sampleInOrder(technical.slice(0, 5), between(2, 3, random), random),
        impactArea: pick(role.impactAreas, random),
        workType,
        city: city?.name,
      },
      random,
    );
    postings[index] = {
      externalId: externalId(index),
      title,
      company,
      location: city ? cityLabel(city) : REMOTE_LOCATION,
      workType,
      ...pickSalary(role, seniority, city, random),
      requirements: soft ? [...technical, soft] : technical,
      description,
      industry,
      roleId: role.id,
      seniority,
      postedDaysAgo: Math.floor(random() ** 1.4 * (MAX_POSTED_DAYS_AGO + 1)),
    };
  }
  return postings;
}
