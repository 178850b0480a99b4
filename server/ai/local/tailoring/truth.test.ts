import { describe, expect, it } from 'vitest';
import { claimsBeyond, figuresIn, resumeEvidence, unsupportedClaims } from './truth.ts';

const RESUME = `Jordan Avery Lee
jordan.lee@example.com
EXPERIENCE
Data Analyst, Acme Corp, 2019 - Present
• Built dashboards in Tableau and Postgres, which cut reporting time by 40 %.
• Managed a budget of $1.2M and 1,200 vendor contracts.
• Led a team of five analysts.
Junior Analyst, Beta Logistics, 2016 - 2019
• Answered customer questions about billing.
EDUCATION
B.Sc. Statistics, State University
CERTIFICATIONS
Certified Scrum Master`;

const claims = (after: string) => unsupportedClaims(RESUME, '', after);

describe('figuresIn', () => {
  it('reads one figure however it is written', () => {
    const keys = (text: string) => figuresIn(text).map((figure) => figure.key);
    expect(keys('40%, 40 %, forty percent, 40 per cent')).toEqual(['40%', '40%', '40%', '40%']);
    expect(keys('1,200 and 1200')).toEqual(['1200', '1200']);
    expect(keys('$1.2M, 1.2 million, $1,200,000, €1.2 mn')).toEqual([
      '1200000',
      '1200000',
      '1200000',
      '1200000',
    ]);
    expect(keys('$80K a year, twenty-five staff, a dozen sites')).toEqual(['80000', '25', '12']);
  });

  it('does not read a version, a quarter or a placeholder as a figure', () => {
    expect(figuresIn('Moved to Python3 and v2 in Q3 [how many?] [by how much?]')).toEqual([]);
  });
});

describe('unsupportedClaims', () => {
  it('finds nothing in a rewrite that only says the resume’s facts better', () => {
    expect(claims('Cut reporting time 40% by building dashboards in Tableau and PostgreSQL.')).toEqual([]);
    expect(claims('Managed a $1.2 million budget and 1200 vendor contracts at Acme Corp.')).toEqual([]);
    expect(claims('Led a team of 5 analysts [how many?] and cut reporting time forty percent.')).toEqual([]);
  });

  it('counts a skill the resume shows through a narrower one as shown', () => {
    // Postgres shows SQL, and Tableau shows data visualisation.
    expect(claims('Wrote SQL for data visualization dashboards.')).toEqual([]);
  });

  it('names each skill, figure, employer and title the resume does not show', () => {
    expect(
      claims('Deployed Kubernetes clusters at Google, cutting costs by 35% as a Data Engineer.'),
    ).toEqual(['the skill Kubernetes', 'the number 35%', 'the title Data Engineer', 'the name Google']);
  });

  it('tells a percentage from a count', () => {
    expect(claims('Led a team of 40 analysts.')).toEqual(['the number 40']);
    expect(claims('Grew the team by 5%.')).toEqual(['the number 5%']);
  });

  it('flags degrees and certifications the resume does not hold', () => {
    expect(claims('Holds an MBA.')).toEqual(['the degree MBA']);
    expect(claims('Earned a Master’s in statistics.')).toEqual(['the degree Master’s']);
    expect(claims('Registered Nurse with ward experience.')).toContain('the certification Registered Nurse');
    expect(claims('Certified analyst with a B.Sc. in statistics.')).toEqual([]);
  });

  it('does not take a skill’s name for a degree or a person', () => {
    expect(claims('Certified Scrum Master leading the analysts’ stand-ups.')).toEqual([]);
    expect(claims('Cleaned the master data of 1,200 vendor contracts.')).toEqual([]);
  });

  it('reads a long hostile rewrite quickly', () => {
    const evidence = resumeEvidence(RESUME);
    const hostile = [
      '1,'.repeat(20_000),
      'Aa '.repeat(20_000),
      '[['.repeat(20_000),
      '$'.repeat(20_000),
      'forty '.repeat(10_000),
      `a${'$'.repeat(50_000)}a`,
      `Led ${' '.repeat(50_000)}x`,
    ];
    const started = performance.now();
    for (const text of hostile) claimsBeyond(evidence, text);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
