import { describe, expect, it } from 'vitest';
import { createSkillMatcher } from './skill-matcher.ts';
import type { Skill } from './types.ts';

const skill = (name: string, synonyms: string[] = [], category = 'general'): Skill => ({
  name,
  synonyms,
  kind: 'hard',
  category,
});

const matcher = createSkillMatcher(
  [
    skill('Project Management'),
    skill('Inventory Management'),
    skill('Inventory Control'),
    skill('Account Reconciliation'),
    skill('Transportation Management', ['Freight Management']),
    skill('System Design'),
    skill('Design Systems'),
    skill('Forecasting'),
    skill('Sales Forecasting'),
    skill('Classroom Management'),
    skill('Student Assessment'),
    skill('SQL'),
  ],
  {
    headVerbs: {
      management: ['manage', 'managed', 'managing'],
      reconciliation: ['reconcile', 'reconciled'],
      design: ['design', 'designed'],
      forecasting: ['forecast', 'forecasting'],
    },
    phrasings: { 'Classroom Management': ['Kept Discipline'], 'Student Assessment': ['Assessing Children'] },
  },
);
const shown = (text: string) => [...matcher.shown(text).keys()];
const named = (text: string) => [...matcher.named(text).keys()];

describe('skills said in plain words', () => {
  it('reads a verb with its object, and the object after "of", as the skill a noun of action names', () => {
    expect(shown('Managed the projects of three clients')).toContain('Project Management');
    expect(shown('Monthly reconciliation of accounts')).toContain('Account Reconciliation');
    expect(shown('Reconciled accounts every month')).toContain('Account Reconciliation');
  });

  it('shows a skill by a phrasing of the data, the possessive of a word read as the word', () => {
    expect(shown('Kept discipline in a class of 30')).toEqual(['Classroom Management']);
    expect(shown("Assessing children's progress each term")).toEqual(['Student Assessment']);
  });

  it('never names a skill by a phrasing: a posting that says one asks for no keyword', () => {
    expect(named('You will manage projects and keep discipline')).toEqual([]);
    expect(shown('You will manage projects and keep discipline')).toEqual(['Project Management']);
  });

  it('makes no phrasing of a synonym, whose verb can say something else', () => {
    expect(shown('Unloaded trucks and managed freight')).toEqual([]);
  });

  it('lets a skill of its own name win over a phrasing spelled the same', () => {
    expect(shown('Built design systems for two products')).toEqual(['Design Systems']);
    expect(shown('Designed systems for two products')).toEqual(['System Design']);
  });

  it('reads again the words a phrasing acts on, and keeps a name the phrasing starts with', () => {
    expect(shown('Managed inventory control for the store')).toEqual([
      'Inventory Management',
      'Inventory Control',
    ]);
    expect(shown('Forecasting sales by region')).toEqual(['Forecasting', 'Sales Forecasting']);
  });

  it('runs a phrasing across no comma, stop or line break', () => {
    expect(shown('Budgeting and forecasting, sales tax')).toEqual(['Forecasting']);
    expect(shown('Managed\nprojects')).toEqual([]);
  });
});

describe('a skill inside a compound', () => {
  it('is not named by a piece of a longer hyphenated compound', () => {
    expect(named('Raised MQL-to-SQL conversion by 20%')).toEqual([]);
  });

  it('is named where the compound has two parts', () => {
    expect(named('Built SQL-based reports')).toEqual(['SQL']);
  });
});
