import { describe, expect, it } from 'vitest';
import { HEADLINE_MAX_LENGTH, SUMMARY_MAX_LENGTH } from '#common/linkedin.ts';
import type { ProfileOptimizationRequest } from '#server/ai/provider.ts';
import { skillsShownBy } from '#server/knowledge/index.ts';
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
    const mentioned = skillsShownBy(
      [analyst.headline, analyst.summary, ...analyst.experience, ...analyst.skills].join('\n'),
    );
    for (const keyword of keywordSuggestions) expect(mentioned.has(keyword)).toBe(false);
  });

  it('suggests no keyword that a narrower skill the profile names already shows', () => {
    const { keywordSuggestions } = optimizeProfile({
      ...analyst,
      headline: 'Data Analyst | PostgreSQL, Tableau',
      summary: 'I query PostgreSQL and build Tableau dashboards.',
      skills: ['PostgreSQL', 'Tableau'],
    });
    expect(keywordSuggestions).not.toContain('SQL');
    expect(keywordSuggestions).not.toContain('Data Visualization');
  });

  it('counts only the skills a headline names, not the broader ones they imply', () => {
    const { checks } = optimizeProfile({
      headline: 'Backend Engineer | SQL Server | JUnit | AWS',
      summary: '',
      experience: [],
      skills: [],
    });
    expect(checks.find((check) => check.id === 'headline-skills')?.detail).toBe(
      '3 skills named: Microsoft SQL Server, JUnit and Amazon Web Services.',
    );
  });

  it('judges listed skills by the skills listed, never more of them than there are', () => {
    // Tableau also shows Data Visualization, a skill of the role the person did not list.
    const { checks } = optimizeProfile({ ...analyst, skills: ['SQL', 'Tableau'] });
    expect(checks.find((check) => check.id === 'skills-relevance')?.detail).toMatch(/^2 of 2 skills/);
  });

  it('says one skill in the singular', () => {
    const { checks } = optimizeProfile({ ...analyst, skills: ['SQL'] });
    expect(checks.find((check) => check.id === 'skills-count')?.detail).toBe('1 skill.');
    expect(checks.find((check) => check.id === 'skills-relevance')?.detail).toBe(
      '1 of 1 skill belongs to the role.',
    );
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

  it('keeps a saved target role the catalogue does not know as written, never another occupation', () => {
    const result = optimizeProfile({
      headline: 'Data Analyst | SQL, Tableau',
      summary: 'I analyse sales data in SQL and Tableau.',
      experience: [],
      skills: ['SQL', 'Tableau'],
      targetRole: 'chief happiness wrangler',
    });
    expect(result.targetRole).toEqual({
      title: 'chief happiness wrangler',
      source: 'career-profile',
      known: false,
    });
    expect(result.keywordSuggestions).toEqual([]);
    expect(result.networkingAdvice[0]).toContain('chief happiness wrangler');
    expect(result.networkingAdvice.join(' ')).not.toMatch(/Data Analyst|Career Guide/);
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
  it('keeps every segment the user wrote, and their descriptive phrase even without a verb', () => {
    const { headline } = optimizeProfile({
      headline: 'Registered Nurse | Med-Surg & Telemetry | Calm, safe care for complex patients',
      summary: '',
      experience: [],
      skills: ['Patient Assessment', 'BLS'],
    });
    expect(headline).toBe(
      'Registered Nurse | Patient Assessment, BLS | Med-Surg & Telemetry | Calm, safe care for complex patients',
    );
  });
});

describe('profiles as people paste them', () => {
  const wrapped: ProfileOptimizationRequest = {
    headline: 'Chartered Accountant | Financial Reporting | IFRS | SAP FICO',
    summary: `Chartered accountant with 8 years in statutory audit and financial reporting for
listed manufacturing companies. I led the IFRS 16 transition for a group of 11 entities and
closed the books 4 days faster after automating intercompany reconciliations.
Comfortable with SAP FICO, Excel and Power BI.`,
    experience: ['Finance Manager, Tata Steel, 2019 to date.'],
    skills: ['Financial Reporting', 'IFRS', 'SAP FICO', 'Excel'],
  };

  it('joins a sentence wrapped by soft line breaks instead of cutting it into lines', () => {
    const { summary } = optimizeProfile(wrapped);
    expect(summary).toContain(
      'I led the IFRS 16 transition for a group of 11 entities and closed the books 4 days faster after automating intercompany reconciliations.',
    );
    expect(summary.split('\n')).not.toContain('listed manufacturing companies.');
  });

  it('keeps list items apart and leaves out a heading that only introduced them', () => {
    const { summary } = optimizeProfile({
      ...wrapped,
      summary: 'What I do:\n• Hire 150+ drivers a year\n• Cut first-year attrition from 38% to 22%',
    });
    expect(summary).toContain('• Hire 150+ drivers a year\n• Cut first-year attrition from 38% to 22%');
    expect(summary).not.toContain('What I do:');
  });

  it('does not take a job header with only its dates for an achievement', () => {
    expect(optimizeProfile(wrapped).summary).not.toContain('Finance Manager, Tata Steel');
  });

  it('counts every skill a headline names, but not the words of the job title', () => {
    const skills = [
      'React',
      'Node.js',
      'TypeScript',
      'AWS',
      'Docker',
      'Kubernetes',
      'PostgreSQL',
      'GraphQL',
      'Jest',
      'HRIS',
    ];
    const tenSkills = optimizeProfile({
      headline: `Full Stack Developer | ${skills.join(' | ')}`,
      summary: '',
      experience: [],
      skills,
    });
    expect(tenSkills.checks.find((check) => check.id === 'headline-skills')?.detail).toMatch(
      /^10 skills named/,
    );
    const accountant = optimizeProfile(wrapped).checks.find((check) => check.id === 'headline-skills');
    expect(accountant?.detail).toBe('3 skills named: Financial Reporting, IFRS and SAP.');
  });

  it('never splices job titles from the skills list into a sentence or the headline', () => {
    const { summary, headline } = optimizeProfile({
      headline: 'Sales & Marketing Head',
      summary: '',
      experience: [],
      skills: ['Sales & Marketing Head', 'Sales/BD Manager', 'Channel Sales', 'Negotiation'],
    });
    for (const text of [summary, headline.split('|').slice(1).join('|')]) {
      expect(text).not.toContain('Sales/BD Manager');
      expect(text).not.toMatch(/with Sales & Marketing Head|Sales & Marketing Head,/);
    }
  });

  it('keeps a career changer’s stated aim, and opens with it', () => {
    const aim = 'Seeking to transition my leadership and planning experience into a project manager role.';
    const { summary } = optimizeProfile({
      headline: 'Army Captain',
      summary: `Logistics officer in the army. I led teams in three deployments. I planned convoy moves.
I ran a depot. I trained new officers. ${aim}`,
      experience: [],
      skills: ['Leadership', 'Logistics'],
    });
    expect(summary.startsWith(aim)).toBe(true);
    expect(summary).not.toMatch(/Open to conversations about/);
  });

  it('writes a title read from running text as a title', () => {
    const { headline } = optimizeProfile({
      headline: 'Army Captain',
      summary: 'Seeking a project manager role in construction.',
      experience: [],
      skills: ['Risk Management'],
    });
    expect(headline.startsWith('Project Manager')).toBe(true);
  });

  it('reads a digit inside a name (B2B) as no achievement, so the aim leads and is no highlight', () => {
    const aim = "Now I'm moving into content marketing for B2B brands.";
    const { summary } = optimizeProfile({
      headline: 'Journalist',
      summary: `Reporter for eleven years. My newsletter grew to 40,000 subscribers.\n\n${aim}`,
      experience: [],
      skills: ['Editing'],
    });
    expect(summary.startsWith(aim)).toBe(true);
    expect(summary).not.toContain(`• ${aim}`);
  });
});

describe('rewrites never worse than the input', () => {
  const marketer: ProfileOptimizationRequest = {
    headline: 'Marketing Manager at Northwind Analytics',
    summary: `Passionate, results-driven marketer with 8 years of experience in B2B SaaS.
At Northwind I grew marketing-sourced pipeline 62% and cut cost per lead from $310 to $180.
I love turning messy funnels into predictable revenue.`,
    experience: ['Marketing Manager, Northwind Analytics, 2021 to present.'],
    skills: ['Demand Generation', 'HubSpot', 'Salesforce', 'SEO'],
  };

  it('keeps a sentence that carries facts, without its buzzwords', () => {
    const { summary } = optimizeProfile(marketer);
    expect(summary).toContain('Marketer with 8 years of experience in B2B SaaS.');
    expect(summary).not.toMatch(/passionate|results-driven/i);
  });

  it('adds no stock invitation, and never says the person is looking when they did not', () => {
    const { summary, headline } = optimizeProfile(marketer);
    expect(`${headline}\n${summary}`).not.toMatch(/open to|feel free|happy to connect|send me a message/i);
    expect(summary).not.toMatch(/at Northwind Analytics work/);
  });

  it('keeps the employer a headline names, and ends the headline on no fragment of a sentence', () => {
    const { headline } = optimizeProfile(marketer);
    expect(headline.startsWith('Marketing Manager at Northwind Analytics | ')).toBe(true);
    expect(headline).not.toMatch(/\| \p{Ll}/u);
  });

  it('names the buzzwords of the About section, not only of the headline', () => {
    const { checks } = optimizeProfile(marketer);
    expect(checks.find((check) => check.id === 'headline-buzzwords')?.detail).toBe('None in the headline.');
    expect(checks.find((check) => check.id === 'summary-buzzwords')).toMatchObject({
      passed: false,
      detail: 'Found Passionate and results-driven in the About section.',
    });
  });

  it('keeps the headline as written when no rewrite scores higher, and says why', () => {
    const request = {
      ...marketer,
      headline: 'HR Business Partner | Talent Acquisition, Employee Relations, HRIS',
    };
    const { headline, contentTips } = optimizeProfile(request);
    expect(headline).toBe(request.headline);
    expect(contentTips[0]).toMatch(/^Your headline is kept as you wrote it: a rewrite .* scored no higher/);
  });

  it('offers a rewrite only where the engine’s own checks score it higher', () => {
    const result = optimizeProfile(marketer);
    expect(result.headline).not.toBe(marketer.headline);
    expect(result.summary).not.toBe(marketer.summary);
    const earned = (checks: typeof result.checks, category: string) =>
      checks.filter((check) => check.category === category).reduce((total, check) => total + check.earned, 0);
    for (const part of ['headline', 'summary'] as const) {
      if (result[part] === marketer[part]) continue;
      const rewritten = optimizeProfile({ ...marketer, [part]: result[part] });
      expect(earned(rewritten.checks, part)).toBeGreaterThan(earned(result.checks, part));
    }
  });
});
