import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Industry } from '#common/industries.ts';
import { isWrittenFamily, ROLES, type Role } from '#server/knowledge/index.ts';
import type { Seniority } from '#server/knowledge/seniority.ts';
import { seededRandom, shuffled } from '#server/knowledge/text.ts';
import type { WorkType } from '#server/knowledge/work-type.ts';
import { createCompanyPicker } from './companies.ts';
import { postingDescription } from './descriptions.ts';
import { CITIES, type City, cityLabel, REMOTE_LOCATION, REMOTE_PAY_FACTOR } from './locations.ts';
import { payBandsFor, salaryRange } from './salaries.ts';
import type { SampleRole } from './sample-role.ts';
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

function pickSeniority(random: () => number): Seniority {
  const draw = random();
  if (draw < 0.25) return 'entry';
  if (draw < 0.75) return 'mid';
  return 'senior';
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

function pickSalary(role: SampleRole, seniority: Seniority, city: City | undefined, random: () => number) {
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
 * A deterministic catalogue of fictional postings over every role in the knowledge base: the same count and seed
 * always give the same postings. Roles take turns in a seeded order, so each gets an even share.
 */
const rolesById = new Map(ROLES.map((role) => [role.id, role]));

/**
 * The occupations the sample catalogue writes postings for, in the order it deals them out (`roles-with-postings.json`):
 * those whose pay, work types and wording it knows. The catalogue's other occupations have no sample postings yet.
 */
export const SAMPLE_ROLES: readonly SampleRole[] = (
  JSON.parse(readFileSync(join(import.meta.dirname, 'roles-with-postings.json'), 'utf8')) as {
    roles: string[];
  }
).roles.map((id) => {
  const role = rolesById.get(id);
  if (!role || !isWrittenFamily(role.family))
    throw new Error(`roles-with-postings.json: no sample role ${id}`);
  return role as SampleRole;
});

export function generateSampleCatalogue(count: number, seed: string = DEFAULT_SAMPLE_SEED): SamplePosting[] {
  const roleOrder = shuffled(SAMPLE_ROLES, seededRandom(`${seed}:roles`));
  const pickCompany = createCompanyPicker(seed);
  const postings: SamplePosting[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    const random = postingRandom(seed, index);
    const role = roleOrder[index % roleOrder.length] as SampleRole;
    const seniority = pickSeniority(random);
    const industry = pickIndustry(role, random);
    const company = pickCompany(industry, role.family, random);
    const title = postingTitle(role, seniority, random);
    const workType = pickWorkType(workTypeMixFor(role), random);
    const city = workType === 'remote' ? undefined : pick(CITIES, random);
    const { technical, soft } = pickRequirements(role, seniority, random);
    const description = postingDescription(
      {
        roleId: role.id,
        family: role.family,
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
