import { describe, expect, it } from 'vitest';
import { HEADLINE_MAX_LENGTH, SUMMARY_MAX_LENGTH } from '#common/api/linkedin.ts';
import type { ProfileOptimizationRequest } from '#server/ai/provider.ts';
import { skillsInText } from '#server/knowledge/index.ts';
import { optimizeProfile } from './optimize.ts';

const analyst: ProfileOptimizationRequest = {
  headline:
    'Senior Data Analyst | SQL, Python, Tableau | Turning messy data into decisions that grow revenue',
  summary:
    'I turn messy operational data into decisions. Over 6 years at Northwind Traders I built 40 Tableau dashboards used by 300 managers and cut reporting time by 60%. I led the migration of 12 legacy reports to dbt and Snowflake. I am a passionate team player. Open to senior analytics roles, so feel free to reach out.',
  experience: ['Data Analyst at Contoso Health, 2016 to 2019: automated 25 weekly reports with Python.'],
  skills: [
    'Excel',
    'SQL',
    'Python',
    'Tableau',
    'dbt',
    'Snowflake',
    'A/B testing',
    'Statistics',
    'Stakeholder management',
    'Data visualization',
  ],
};

const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

describe('optimizeProfile', () => {
  it("scores 'Student' far below a specific, skilled headline", () => {
    const student = optimizeProfile({ headline: 'Student', summary: '', experience: [], skills: [] });
    const strong = optimizeProfile(analyst);
    expect(strong.profileScore).toBeGreaterThanOrEqual(80);
    expect(student.profileScore).toBeLessThan(30);
    expect(
      optimizeProfile({ ...analyst, summary: '', skills: [], headline: 'Student' }).profileScore,
    ).toBeLessThan(optimizeProfile({ ...analyst, summary: '', skills: [] }).profileScore);
  });

  it('keeps every check with its weight, and the score is their weighted share', () => {
    const { checks, profileScore } = optimizeProfile(analyst);
    expect(new Set(checks.map((item) => item.category))).toEqual(new Set(['headline', 'summary', 'skills']));
    const weight = checks.reduce((total, item) => total + item.weight, 0);
    const earned = checks.reduce((total, item) => total + item.earned, 0);
    expect(profileScore).toBe(Math.round((100 * earned) / weight));
  });

  it('rewrites only with the user’s own facts: every number in a rewrite occurs in the input', () => {
    const input = [analyst.headline, analyst.summary, ...analyst.experience, ...analyst.skills].join('\n');
    const { headline, summary } = optimizeProfile(analyst);
    for (const number of numbersIn(`${headline}\n${summary}`)) expect(numbersIn(input)).toContain(number);
    expect(summary).toContain('Northwind Traders');
    expect(summary).not.toMatch(/passionate team player/);
  });

  it('keeps the user’s own title and value statement in a headline within 220 characters', () => {
    const { headline } = optimizeProfile(analyst);
    expect(headline.startsWith('Senior Data Analyst | ')).toBe(true);
    expect(headline).toContain('Turning messy data into decisions that grow revenue');
    expect(headline.length).toBeLessThanOrEqual(HEADLINE_MAX_LENGTH);
    const long = optimizeProfile({
      ...analyst,
      skills: analyst.skills.map((skill) => `${skill} ${'x'.repeat(70)}`),
    });
    expect(long.headline.length).toBeLessThanOrEqual(HEADLINE_MAX_LENGTH);
  });

  it('ends the summary with the user’s own invitation, once, within LinkedIn’s limit', () => {
    const { summary } = optimizeProfile(analyst);
    expect(summary.endsWith('Open to senior analytics roles, so feel free to reach out.')).toBe(true);
    expect(summary.match(/feel free/gi)).toHaveLength(1);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH);
  });

  it('puts the role’s key skills first in the rewrite', () => {
    const { summary, checks } = optimizeProfile({ ...analyst, skills: ['Cooking', ...analyst.skills] });
    const skillsLine = summary.split('\n').find((line) => line.startsWith('Skills:')) ?? '';
    expect(skillsLine.indexOf('SQL')).toBeLessThan(skillsLine.indexOf('Cooking'));
    expect(checks.find((item) => item.id === 'skills-order')?.passed).toBe(false);
  });

  it('suggests keywords of the role that the profile does not mention', () => {
    const { keywordSuggestions, targetRole } = optimizeProfile(analyst);
    expect(targetRole).toEqual({ title: 'Data Analyst', source: 'inferred' });
    expect(keywordSuggestions.length).toBeGreaterThan(0);
    const mentioned = skillsInText(
      [analyst.headline, analyst.summary, ...analyst.experience, ...analyst.skills].join('\n'),
    );
    for (const keyword of keywordSuggestions) expect(mentioned.has(keyword)).toBe(false);
  });

  it('tailors advice to the saved target role', () => {
    const nurse = optimizeProfile({
      headline: 'Caring professional',
      summary: '',
      experience: [],
      skills: [],
      targetRole: 'Registered Nurse',
    });
    expect(nurse.targetRole).toEqual({ title: 'Registered Nurse', source: 'career-profile' });
    expect(nurse.networkingAdvice.join(' ')).toContain('Registered Nurse');
    expect(nurse.keywordSuggestions).toContain('Patient Assessment');
  });

  it('gives general advice when no role can be told', () => {
    const unknown = optimizeProfile({
      headline: 'Curious human',
      summary: 'I like puzzles.',
      experience: [],
      skills: [],
    });
    expect(unknown.targetRole).toBeNull();
    expect(unknown.keywordSuggestions).toEqual([]);
    expect(unknown.networkingAdvice[0]).toMatch(/Career Guide/);
  });
});

describe('the optimised headline', () => {
  it('keeps the user’s own descriptive phrase even without a verb', () => {
    const { headline } = optimizeProfile({
      headline: 'Registered Nurse | Med-Surg & Telemetry | Calm, safe care for complex patients',
      summary: '',
      experience: [],
      skills: ['Patient Assessment', 'BLS'],
    });
    expect(headline).toBe(
      'Registered Nurse | Patient Assessment, BLS | Calm, safe care for complex patients',
    );
  });
});
