import { z } from 'zod';
import { INDUSTRIES } from '#common/industries.ts';

/**
 * The layout of the knowledge base's data files (`server/knowledge/data/occupations/*.json`): one file per SOC 2018
 * major group, holding that group's occupations, the role families they belong to and the skills they define.
 * The schema is checked by the catalogue's tests; at run time the loader reads the files as already checked.
 */

/** The rungs a title can name, lowest first: 'Trainee Accountant' … 'Chief Financial Officer'. */
export const LADDER_LEVELS = [
  'trainee',
  'junior',
  'mid',
  'senior',
  'lead',
  'manager',
  'head',
  'director',
  'chief',
] as const;
export type LadderLevel = (typeof LADDER_LEVELS)[number];

const name = z.string().trim().min(1).max(120);
/** A job title: found in a text word by word, so it starts and ends with a letter or digit ('Dot Net Developer'). */
const jobTitle = name.regex(
  /^[\p{L}\p{N}](?:.*[\p{L}\p{N}])?$/u,
  'a title that starts and ends with a letter or digit',
);
const kebabId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a kebab-case id')
  .max(80);

export const socCodeSchema = z.string().regex(/^\d{2}-\d{4}$/, 'a SOC 2018 detailed code such as 13-2011');

export const familySchema = z.strictObject({
  id: kebabId,
  name,
  industry: z.enum(INDUSTRIES),
  otherIndustries: z.array(z.enum(INDUSTRIES)),
});

export const skillSchema = z.strictObject({
  /** The name postings use: 'Forklift Operation', 'Cardiopulmonary Resuscitation'. Unique across the catalogue. */
  name,
  /** Every other way people write it: abbreviations, British and American spellings, plain-language forms. */
  synonyms: z.array(name),
  kind: z.enum(['hard', 'tool', 'soft']),
  category: kebabId,
  /** The name or a synonym is also an ordinary word or letters ('Go', 'R'): it matches only in this exact case. */
  matchCase: z.literal(true).optional(),
  /** Broader skills this one shows: 'PostgreSQL' shows SQL, 'Reach Truck Operation' shows Forklift Operation. */
  shows: z.array(name).optional(),
  /**
   * The products of a suite that naming the suite shows without naming them: 'Microsoft Office' shows Excel and
   * Word, but a search for 'Excel' does not find it.
   */
  includes: z.array(name).optional(),
  /**
   * Bare words that name this skill only beside another skill of its category: 'Sourcing' beside 'Talent
   * Acquisition' is candidate sourcing; a buyer's 'sourcing' is not.
   */
  wordsInContext: z.array(name).optional(),
  /**
   * Plain-language ways of saying one does it ('kept discipline in class', 'line cook'): they show the skill in a
   * resume but do not name it, so a posting that says them asks for no keyword.
   */
  phrasings: z.array(name).optional(),
});

export const ladderRungSchema = z.strictObject({
  level: z.enum(LADDER_LEVELS),
  /** Titles of this occupation at this rung, as people write them: 'Senior Accountant', 'Head of Finance'. */
  titles: z.array(jobTitle).min(1),
});

export const occupationSchema = z.strictObject({
  /** kebab-case and unique across the catalogue: 'forklift-operator'. */
  id: kebabId,
  soc: socCodeSchema,
  /** The usual title people write for the occupation (not the SOC's plural wording): 'Forklift Operator'. */
  title: jobTitle,
  family: kebabId,
  /** Other titles for the same work, without a rung where they have none, across English-speaking markets. */
  aliases: z.array(jobTitle),
  ladder: z.array(ladderRungSchema),
  /** Canonical skill names (defined in some file's `skills`), most important first. */
  hardSkills: z.array(name),
  tools: z.array(name),
  softSkills: z.array(name),
  /** Licences and certifications, as people name them: 'CPA', 'CDL Class A', 'NCLEX-RN'. */
  licences: z.array(name),
  /** The industries the occupation is found in, the most typical first. */
  industries: z.array(z.enum(INDUSTRIES)).min(1),
  /** What the work is measured by: 'on-time delivery', 'patient outcomes'. */
  impactAreas: z.array(name),
});

export const majorGroupFileSchema = z.strictObject({
  /** The SOC major group's two digits: '11'. Every occupation's code starts with them. */
  majorGroup: z.string().regex(/^\d{2}$/),
  name,
  families: z.array(familySchema),
  skills: z.array(skillSchema),
  occupations: z.array(occupationSchema),
  /** More titles for occupations that another file (or the knowledge base's older roles) defines, by their id. */
  titlesForOthers: z.record(kebabId, z.array(jobTitle)).optional(),
});

/** Skills many groups share (`data/skills/*.json`): programming languages, office software, communication. */
export const sharedSkillsFileSchema = z.strictObject({ about: z.string(), skills: z.array(skillSchema) });

const adviceSchema = z.strictObject({ phrase: name, advice: z.string().min(1) });

/** `data/phrases.json`: wording that weakens a resume line, and empty claims recruiters skip. */
export const phrasesFileSchema = z.strictObject({
  about: z.string(),
  weakPhrases: z.array(adviceSchema),
  cliches: z.array(adviceSchema),
});

export const ACTION_VERB_CATEGORIES = [
  'leadership',
  'achievement',
  'creation',
  'improvement',
  'analysis',
  'communication',
  'collaboration',
  'organisation',
  'technical',
  'support',
  'financial',
  'teaching',
] as const;

/** `data/action-verbs.json`: strong verbs to open a bullet with, past and present. */
export const actionVerbsFileSchema = z.strictObject({
  about: z.string(),
  verbs: z.array(z.strictObject({ past: name, present: name, category: z.enum(ACTION_VERB_CATEGORIES) })),
});

/** `data/rank-words.json`: title words that state a rung whatever the job ('senior'), or none ('of', 'staff'). */
export const rankWordsFileSchema = z.strictObject({
  about: z.string(),
  words: z.record(z.string().regex(/^[a-z]+$/), z.enum(LADDER_LEVELS).nullable()),
  /** Words that say where a job is held and state no field: 'regional', 'national'. */
  scope: z.strictObject({ about: z.string(), words: z.array(z.string().regex(/^[a-z]+$/)) }),
});

/** `data/skill-verbs.json`: nouns of action that end skill names, and the verb forms that say the same. */
export const skillVerbsFileSchema = z.strictObject({
  about: z.string(),
  heads: z.record(z.string().regex(/^[a-z]+$/), z.array(z.string().regex(/^[a-z]+(?: [a-z]+)?$/)).min(1)),
});

export type RankWordsFile = z.infer<typeof rankWordsFileSchema>;
export type SkillVerbsFile = z.infer<typeof skillVerbsFileSchema>;
export type SharedSkillsFile = z.infer<typeof sharedSkillsFileSchema>;
export type PhrasesFile = z.infer<typeof phrasesFileSchema>;
export type ActionVerbsFile = z.infer<typeof actionVerbsFileSchema>;
export type CatalogueFamily = z.infer<typeof familySchema>;
export type CatalogueSkill = z.infer<typeof skillSchema>;
export type LadderRung = z.infer<typeof ladderRungSchema>;
export type Occupation = z.infer<typeof occupationSchema>;
export type MajorGroupFile = z.infer<typeof majorGroupFileSchema>;
