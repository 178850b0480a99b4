import type { Industry } from '#common/industries.ts';
import type { RoleFamilyId } from './families.ts';

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
  family: RoleFamilyId;
  /** Canonical skill names (Skill.name) a strong candidate shows, most important first. */
  hardSkills: string[];
  tools: string[];
  softSkills: string[];
  /** Typical measurable outcomes of the role, e.g. 'revenue', 'patient outcomes', 'uptime', 'cost savings'. */
  impactAreas: string[];
};

export type ActionVerbCategory =
  | 'leadership'
  | 'achievement'
  | 'creation'
  | 'improvement'
  | 'analysis'
  | 'communication'
  | 'collaboration'
  | 'organisation'
  | 'technical'
  | 'support'
  | 'financial'
  | 'teaching';

/** A phrase that weakens a resume line, and what to do instead. */
export type WeakPhrase = { phrase: string; advice: string };

/** An empty claim recruiters skip; better shown with evidence. */
export type Cliche = { phrase: string; advice: string };

/** A strong verb to open a resume bullet with, in the past tense (finished work) and the present (current role). */
export type ActionVerb = { past: string; present: string; category: ActionVerbCategory };
