import { describe, expect, it } from 'vitest';
import { skillsShownBy } from '#server/knowledge/index.ts';
import {
  addsNothing,
  curlyQuotes,
  distinct,
  figuresAreFrom,
  mentions,
  namesAreFrom,
  quotesAreFrom,
} from './grounding.ts';

const resume = `Senior Data Scientist at Northwind Analytics, Austin, TX
• Cut churn by 12% with a gradient-boosted model in Python.
• Presented to 3,000 customers.`;

describe('grounding checks', () => {
  it('accepts quotes that are the resume’s words, whatever the spacing, in curly or straight quotes', () => {
    expect(quotesAreFrom('You wrote “Cut churn by 12%  with a gradient-boosted model”.', resume)).toBe(true);
    expect(quotesAreFrom('You wrote "Presented to 3,000 customers".', resume)).toBe(true);
    expect(quotesAreFrom('No quotes at all.', resume)).toBe(true);
  });

  it('refuses a quote the resume does not contain', () => {
    expect(quotesAreFrom('You “led a team of 12”.', resume)).toBe(false);
  });

  it('makes straight quotes curly', () => {
    expect(curlyQuotes('You wrote "Cut churn".')).toBe('You wrote “Cut churn”.');
  });

  it('accepts only figures the source has, commas aside', () => {
    expect(figuresAreFrom('Lead with the 12% churn cut and the 3000 customers.', resume)).toBe(true);
    expect(figuresAreFrom('Mention your 15% churn cut.', resume)).toBe(false);
  });

  it('accepts names from the source, skills and job titles, and refuses new employers', () => {
    expect(namesAreFrom('Data Scientist | Python | Ex-Northwind Analytics', resume)).toBe(true);
    expect(namesAreFrom('I build models in Python and SQL at Northwind.', resume)).toBe(true);
    expect(namesAreFrom('Data scientist formerly at Google.', resume)).toBe(false);
    expect(addsNothing('Data scientist who cut churn by 12%.', resume)).toBe(true);
    expect(addsNothing('Data scientist who cut churn by 20%.', resume)).toBe(false);
  });

  it('knows a skill is mentioned by any of its names', () => {
    const skillsOf = (text: string) => new Set(skillsShownBy(text).keys());
    expect(mentions(resume, 'python', skillsOf(resume))).toBe(true);
    expect(mentions(resume, 'Deep Learning', skillsOf(resume))).toBe(false);
    expect(mentions('Deployed on k8s.', 'Kubernetes', skillsOf('Deployed on k8s.'))).toBe(true);
    expect(mentions('Built dashboards in Looker Studio.', 'Looker Studio', new Set())).toBe(true);
  });

  it('keeps each item once, case aside, up to a limit', () => {
    expect(distinct(['SQL', ' sql ', 'Python', '', 'R'], 2)).toEqual(['SQL', 'Python']);
  });
});
