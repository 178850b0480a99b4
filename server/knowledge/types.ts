import type { Industry } from '#common/industries.ts';
import type { ACTION_VERB_CATEGORIES, LadderRung } from './catalogue-schema.ts';

export type SkillKind = 'hard' | 'tool' | 'soft';

/** One skill under its canonical name, with every other way people write it. */
export type Skill = {
  /** Canonical display name, e.g. 'JavaScript', 'Kubernetes', 'Patient Assessment'. Unique. */
  name: string;
  /** Other spellings and abbreviations, e.g. ['JS', 'ECMAScript'] or ['k8s']. Unique across all skills. */
  synonyms: string[];
  kind: SkillKind;
  /** A grouping such as 'programming-language', 'cloud', 'clinical', 'finance', 'communication'. */
  category: string;
  /**
   * True for names that are also ordinary words or letters ('Go', 'R', 'Swift', 'Excel' is fine, 'C'):
   * they match only in the exact case given, as a standalone token.
   */
  matchCase?: boolean;
};

/** One occupation of the catalogue (`server/knowledge/data/occupations/`). */
export type Role = {
  /** kebab-case, unique, e.g. 'data-scientist'. */
  id: string;
  /** The usual job title, e.g. 'Data Scientist'. */
  title: string;
  /** Other titles for the same job, e.g. ['Machine Learning Scientist', 'ML Scientist']. */
  aliases: string[];
  industry: Industry;
  /** Other industries where the role is common. */
  otherIndustries: Industry[];
  /** A family id (`ROLE_FAMILIES`): related occupations, which share interview questions. */
  family: string;
  /** Its SOC 2018 detailed code, e.g. '15-2051'. */
  soc: string;
  /** Titles by rung, lowest first ('Trainee Accountant' … 'Head of Finance'). */
  ladder: readonly LadderRung[];
  /** Licences and certifications as people name them: 'CPA', 'CDL Class A'. */
  licences: readonly string[];
  /** Canonical skill names (Skill.name) a strong candidate shows, most important first. */
  hardSkills: string[];
  tools: string[];
  softSkills: string[];
  /** Typical measurable outcomes of the role, e.g. 'revenue', 'patient outcomes', 'uptime', 'cost savings'. */
  impactAreas: string[];
};

/** A role as the knowledge base's TypeScript modules write it, before its SOC code and ladder are added. */
export type WrittenRole = Omit<Role, 'soc' | 'ladder' | 'licences'>;

export type ActionVerbCategory = (typeof ACTION_VERB_CATEGORIES)[number];

/** A phrase that weakens a resume line, and what to do instead. */
export type WeakPhrase = { phrase: string; advice: string };

/** An empty claim recruiters skip; better shown with evidence. */
export type Cliche = { phrase: string; advice: string };

/** A strong verb to open a resume bullet with, in the past tense (finished work) and the present (current role). */
export type ActionVerb = { past: string; present: string; category: ActionVerbCategory };
