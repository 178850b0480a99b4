import { describe, expect, it } from 'vitest';
import { createLooseSkillReader } from './loose-skills.ts';
import { createSkillMatcher } from './skill-matcher.ts';
import type { Skill, SkillKind } from './types.ts';

const skill = (name: string, synonyms: string[] = [], kind: SkillKind = 'hard'): Skill => ({
  name,
  synonyms,
  kind,
  category: 'general',
});

const SKILLS = [
  skill('Patient Assessment'),
  skill('Data Analysis'),
  skill('Sales Forecasting'),
  skill('Account Reconciliation'),
  skill('Benefits Administration'),
  skill('Social Media Advertising'),
  skill('Accounts Receivable', ['AR Management']),
  skill('Medication Administration'),
  skill('Electrolyte Management'),
  skill('Business to Business Sales', ['Business to Business']),
  skill('Microsoft Teams', [], 'tool'),
];
const readLoosely = createLooseSkillReader(SKILLS);
const said = (text: string) => [...readLoosely(text).keys()];

describe('skills said in the text’s own words', () => {
  it('reads every word of the name in one sentence, in any form and order', () => {
    expect(said('Assessed each patient on admission.')).toEqual(['Patient Assessment']);
    expect(said('Prepared monthly forecasts of regional sales')).toEqual(['Sales Forecasting']);
    expect(said('Reconciled bank, credit card and vendor accounts every month')).toEqual([
      'Account Reconciliation',
    ]);
    expect(said('Administered employee benefits for 300 staff')).toEqual(['Benefits Administration']);
    expect(said('Managed electrolytes on the renal ward')).toEqual(['Electrolyte Management']);
    expect(said('Computed and analyzed aviation logistics data')).toEqual(['Data Analysis']);
  });

  it('gives the words that say it', () => {
    expect(readLoosely('Every morning I assessed each new patient.').get('Patient Assessment')).toEqual([
      'assessed each new patient',
    ]);
  });

  it('does not join words of two sentences, lines, asides, list items or a colon’s two sides', () => {
    expect(said('Assessed the risks. The patient was discharged.')).toEqual([]);
    expect(said('Assessed risks\nPatient transport')).toEqual([]);
    expect(said('Ran the sales team (forecasting was done by finance)')).toEqual([]);
    expect(said('Advertising, Social Media, Copywriting')).toEqual([]);
    expect(said('Benefits: administration of the office')).toEqual([]);
  });

  it('does not join words too far apart in a long sentence', () => {
    expect(
      said('Assessed the layout of the ward, the staffing of the night shifts and the beds for each patient'),
    ).toEqual([]);
  });

  it('keeps apart words that share only their first letters', () => {
    expect(said('Managed the electrical works')).toEqual([]);
    expect(said('Organized the electrolyte stock')).toEqual([]);
  });

  it('reads no name of one word repeated, of an abbreviation, or of a tool', () => {
    expect(said('Business development for a business school')).toEqual([]);
    expect(said('Management reports that are sent weekly')).toEqual([]);
    expect(said('Microsoft Office; worked in teams')).toEqual([]);
  });

  it('reads a sentence of one endless word, or thousands of one word, without a match and in bounded time', () => {
    expect(said('a'.repeat(200_000))).toEqual([]);
    expect(said(`${'patient '.repeat(20_000)}assessed`)).toEqual(['Patient Assessment']);
  });
});

describe('the matcher with a reader of own words', () => {
  const matcher = createSkillMatcher(SKILLS, {}, readLoosely);

  it('shows what the text says in its own words, and keeps it apart from what the catalogue’s words name', () => {
    const { shown, inCatalogueWords } = matcher.shownApart(
      'Assessed each patient. Medication Administration.',
    );
    expect([...shown.keys()].sort()).toEqual(['Medication Administration', 'Patient Assessment']);
    expect([...inCatalogueWords.keys()]).toEqual(['Medication Administration']);
    expect([...matcher.shown('Assessed each patient.').keys()]).toEqual(['Patient Assessment']);
  });

  it('names nothing from own words', () => {
    expect([...matcher.named('Assessed each patient.').keys()]).toEqual([]);
  });
});
