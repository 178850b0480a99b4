import { describe, expect, it } from 'vitest';
import { INDUSTRIES, INTERVIEW_INDUSTRIES } from '#common/industries.ts';
import { ACTION_VERBS } from './action-verbs.ts';
import { familyOf, ROLE_FAMILIES } from './families.ts';
import { CLICHES, WEAK_PHRASES } from './phrases.ts';
import { ROLES } from './roles.ts';
import { SKILL_SHOWS, SKILL_WORDS_IN_CONTEXT } from './skill-relations.ts';
import { SKILLS } from './skills.ts';
import type { ActionVerbCategory, SkillKind } from './types.ts';

/** Every verb category; the Record type makes the compiler flag a category added to the type but not here. */
const VERB_CATEGORIES = Object.keys({
  leadership: true,
  achievement: true,
  creation: true,
  improvement: true,
  analysis: true,
  communication: true,
  collaboration: true,
  organisation: true,
  technical: true,
  support: true,
  financial: true,
  teaching: true,
} satisfies Record<ActionVerbCategory, true>) as ActionVerbCategory[];

const REQUIRED_TITLES = [
  'Software Engineer',
  'Frontend Developer',
  'Backend Developer',
  'Full-Stack Developer',
  'Mobile Developer',
  'Data Scientist',
  'Data Analyst',
  'Data Engineer',
  'Machine Learning Engineer',
  'Business Intelligence Analyst',
  'DevOps Engineer',
  'Site Reliability Engineer',
  'Cloud Architect',
  'Security Analyst',
  'Security Engineer',
  'Product Manager',
  'UX Designer',
  'IT Support Specialist',
  'Systems Administrator',
  'QA Engineer',
  'Accountant',
  'Auditor',
  'Financial Analyst',
  'FP&A Manager',
  'Loan Officer',
  'Bank Teller',
  'Investment Analyst',
  'Financial Advisor',
  'Registered Nurse',
  'Nurse Practitioner',
  'Physician',
  'Physician Assistant',
  'Pharmacist',
  'Pharmacy Technician',
  'Physical Therapist',
  'Medical Laboratory Technician',
  'Radiologic Technologist',
  'Healthcare Administrator',
  'Medical Assistant',
  'Digital Marketing Manager',
  'SEO Specialist',
  'Social Media Manager',
  'Content Writer',
  'Marketing Manager',
  'Communications Manager',
  'Sales Representative',
  'Account Executive',
  'Sales Manager',
  'Management Consultant',
  'Business Analyst',
  'HR Generalist',
  'Recruiter',
  'Project Manager',
  'Program Manager',
  'Teacher',
  'Special Education Teacher',
  'School Counselor',
  'Principal',
  'Instructional Designer',
  'Corporate Trainer',
  'Store Manager',
  'Retail Sales Associate',
  'Merchandiser',
  'Customer Service Representative',
  'Customer Success Manager',
  'Supply Chain Analyst',
  'Logistics Coordinator',
  'Warehouse Manager',
  'Mechanical Engineer',
  'Manufacturing Engineer',
  'Production Supervisor',
  'Quality Engineer',
  'Paralegal',
  'Attorney',
  'Hotel Manager',
  'Chef',
  'Restaurant Manager',
  'Construction Project Manager',
  'Electrician',
  'Policy Analyst',
  'Electrical Engineer',
  'Journalist',
  'Video Producer',
  'Nonprofit Program Manager',
  'Grant Writer',
  'Real Estate Agent',
  'Property Manager',
  'Network Engineer',
  'Telecommunications Technician',
];

const WEAK_VERBS = ['helped', 'worked', 'did', 'was', 'handled', 'assisted', 'participated', 'tried', 'used'];

const duplicates = (values: readonly string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

const countWhere = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length;

describe('ROLES', () => {
  const skillKinds = new Map<string, SkillKind>(SKILLS.map((skill) => [skill.name, skill.kind]));

  it('has at least 70 roles, including every required title', () => {
    expect(ROLES.length).toBeGreaterThanOrEqual(70);
    const titles = ROLES.map((role) => role.title);
    expect(REQUIRED_TITLES.filter((title) => !titles.includes(title))).toEqual([]);
  });

  it('has unique kebab-case ids', () => {
    const ids = ROLES.map((role) => role.id);
    expect(duplicates(ids)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
  });

  it('has titles and aliases that are unique across roles, ignoring case', () => {
    const names = ROLES.flatMap((role) => [role.title, ...role.aliases]).map((name) => name.toLowerCase());
    expect(duplicates(names)).toEqual([]);
    expect(names.filter((name) => name.trim() !== name || name === '')).toEqual([]);
  });

  it.each(ROLES.map((role) => [role.id, role] as const))('%s has the expected shape', (_id, role) => {
    expect(role.aliases.length + role.ladder.length).toBeGreaterThanOrEqual(3);
    expect(role.hardSkills.length).toBeGreaterThanOrEqual(3);
    expect(role.softSkills.length).toBeGreaterThanOrEqual(2);
    expect(role.impactAreas.length).toBeGreaterThanOrEqual(2);
    for (const list of [role.aliases, role.hardSkills, role.tools, role.softSkills, role.impactAreas]) {
      expect(duplicates(list)).toEqual([]);
    }
    expect(role.otherIndustries).not.toContain(role.industry);
    expect(duplicates(role.otherIndustries)).toEqual([]);
  });

  it.each(ROLES.map((role) => [role.id, role] as const))(
    '%s names only canonical skills of the right kind',
    (_id, role) => {
      const wrong = (names: readonly string[], kind: SkillKind) =>
        names.filter((name) => skillKinds.get(name) !== kind);
      expect(wrong(role.hardSkills, 'hard')).toEqual([]);
      expect(wrong(role.tools, 'tool')).toEqual([]);
      expect(wrong(role.softSkills, 'soft')).toEqual([]);
    },
  );

  it('uses only known families and industries', () => {
    const industries: readonly string[] = INDUSTRIES;
    expect(ROLES.filter((role) => familyOf(role.family) === undefined).map((role) => role.id)).toEqual([]);
    const unknown = ROLES.flatMap((role) => [role.industry, ...role.otherIndustries]).filter(
      (industry) => !industries.includes(industry),
    );
    expect(unknown).toEqual([]);
  });

  it('covers every role family', () => {
    const uncovered = ROLE_FAMILIES.filter((family) => !ROLES.some((role) => role.family === family.id));
    expect(uncovered.map((family) => family.id)).toEqual([]);
  });

  it('has at least 4 roles in each interview industry and 1 in every other industry', () => {
    for (const industry of INDUSTRIES) {
      const count = countWhere(ROLES, (role) => role.industry === industry);
      const minimum = (INTERVIEW_INDUSTRIES as readonly string[]).includes(industry) ? 4 : 1;
      expect(count, industry).toBeGreaterThanOrEqual(minimum);
    }
  });
});

describe('ACTION_VERBS', () => {
  it('has at least 180 verbs and at least 8 in every category', () => {
    expect(ACTION_VERBS.length).toBeGreaterThanOrEqual(180);
    for (const category of VERB_CATEGORIES) {
      expect(
        countWhere(ACTION_VERBS, (verb) => verb.category === category),
        category,
      ).toBeGreaterThanOrEqual(8);
    }
    const categories: readonly string[] = VERB_CATEGORIES;
    expect(ACTION_VERBS.filter((verb) => !categories.includes(verb.category))).toEqual([]);
  });

  it('has lower-case forms, each used only once across the list', () => {
    // A verb whose past is its present ('cut', 'set') writes that form once.
    const forms = ACTION_VERBS.flatMap((verb) => [...new Set([verb.past, verb.present])]);
    expect(forms.filter((form) => !/^[a-z]+(-[a-z]+)*$/.test(form))).toEqual([]);
    expect(duplicates(forms)).toEqual([]);
  });

  it('contains no weak verbs', () => {
    const forms = ACTION_VERBS.flatMap((verb) => [verb.past, verb.present]);
    expect(forms.filter((form) => WEAK_VERBS.includes(form))).toEqual([]);
  });
});

describe.each([
  ['WEAK_PHRASES', WEAK_PHRASES],
  ['CLICHES', CLICHES],
] as const)('%s', (_name, entries) => {
  it('has at least 30 unique, trimmed, lower-case phrases', () => {
    expect(entries.length).toBeGreaterThanOrEqual(30);
    const phrases = entries.map((entry) => entry.phrase);
    expect(duplicates(phrases)).toEqual([]);
    expect(phrases.filter((phrase) => phrase !== phrase.toLowerCase() || phrase.trim() !== phrase)).toEqual(
      [],
    );
    expect(phrases.filter((phrase) => phrase === '')).toEqual([]);
  });

  it('gives advice without double or curly quotation marks', () => {
    const bad = entries.filter(
      ({ advice }) =>
        advice.trim() === '' || /[“”‘’"]/.test(advice) || (advice.match(/'/g) ?? []).length % 2 !== 0,
    );
    expect(bad.map((entry) => entry.phrase)).toEqual([]);
  });
});

describe('phrases', () => {
  it('lists no phrase as both weak wording and a cliché', () => {
    const weak = WEAK_PHRASES.map((entry) => entry.phrase);
    expect(CLICHES.filter((entry) => weak.includes(entry.phrase))).toEqual([]);
  });
});

describe('skill relations', () => {
  const names = new Set(SKILLS.map((skill) => skill.name));
  const spellings = new Set(
    SKILLS.flatMap((skill) => [skill.name, ...skill.synonyms].map((term) => term.toLowerCase())),
  );

  it('relate canonical skill names only, never a skill to itself', () => {
    const related = Object.entries(SKILL_SHOWS).flatMap(([name, shown]) => [name, ...shown]);
    expect(related.filter((name) => !names.has(name))).toEqual([]);
    expect(Object.entries(SKILL_SHOWS).filter(([name, shown]) => shown.includes(name))).toEqual([]);
  });

  it('give bare words to known skills, words no skill already spells', () => {
    expect(Object.keys(SKILL_WORDS_IN_CONTEXT).filter((name) => !names.has(name))).toEqual([]);
    const words = Object.values(SKILL_WORDS_IN_CONTEXT).flat();
    expect(words.filter((word) => spellings.has(word.toLowerCase()))).toEqual([]);
    expect(duplicates(words)).toEqual([]);
  });
});
