import { describe, expect, it } from 'vitest';
import type { TargetJob } from '#common/api/tailoring.ts';
import { parseResume } from '#server/ai/local/resume/parse.ts';
import { matchResume } from './match.ts';
import { readTargetJob } from './read-job.ts';

const TODAY = new Date('2026-06-01T00:00:00Z');
const ONE_COLUMN = { twoColumns: false, format: 'pdf', pageCount: 1 } as const;

const POSTING = `Data Analyst
Northwind Grocers · Pune, India
About the job
Northwind Grocers is looking for a Data Analyst to join our Commercial Analytics team.
Key Responsibilities:
• Build dashboards for sales and store performance
Qualifications:
• Bachelor's degree in Statistics, Economics or a related field
• 3+ years of experience as a data analyst
• Advanced SQL
• Power BI or Tableau
• Python for data analysis
• Strong stakeholder management and communication skills
Good to have:
• A/B testing
We offer health insurance and paid time off. Northwind Grocers is an equal opportunity employer.`;

const ANALYST = `Ravi Iyer
Data Analyst
Hyderabad | +91 90000 41267 | ravi.iyer@gmail.com

Summary
Data analyst with 4 years turning sales data into dashboards for business teams.

Skills
SQL (SQL Server, MySQL), Tableau, Excel, Python (pandas)

Experience
Data Analyst | Sundaram Retail Analytics | Hyderabad
08/2021 - present
- Build and maintain 25 Tableau dashboards for sales and store operations used by 120 managers.
- Write SQL queries on SQL Server to prepare daily sales data.
Junior Analyst | Brightcart | Pune
06/2020 - 07/2021
- Cleaned order data in Excel and presented weekly reports to the category team.

Education
B.Tech, Computer Science, JNTU Hyderabad, 2020`;

const COOK = `Tomas Baptiste
Chicago, IL | 773-555-0127 | tbaptiste.cook@gmail.com

Experience
Line Cook | Main Street Smokehouse | Chicago
05/2022 - present
- Grill and sauté stations on busy nights; prep, stocking and closing.

Skills
Knife skills, food safety, teamwork`;

function targetOf(text: string): TargetJob {
  return { ...readTargetJob(text), url: null, source: { kind: 'pasted', matchId: null } };
}

describe('matchResume', () => {
  const job = targetOf(POSTING);
  const analyst = matchResume(parseResume(ANALYST), job, ONE_COLUMN, TODAY);
  const cook = matchResume(parseResume(COOK), job, ONE_COLUMN, TODAY);

  it('rates the analyst well above the cook, with six parts whose shares add up to 100', () => {
    expect(analyst.matchRate).toBeGreaterThan(cook.matchRate + 30);
    expect(analyst.fit).toBe('good');
    expect(cook.fit).toBe('poor');
    expect(analyst.parts.map((part) => part.id)).toEqual([
      'hard-skills',
      'soft-skills',
      'title',
      'seniority',
      'education',
      'ats',
    ]);
    expect(analyst.parts.reduce((sum, part) => sum + part.weight, 0)).toBe(100);
  });

  it('counts a narrower skill and either of the alternatives, quoting the line that shows it', () => {
    const sql = analyst.matched.find((hit) => hit.skill === 'SQL');
    expect(sql?.quote).toContain('SQL');
    expect(analyst.matched.map((hit) => hit.keyword)).toContain('Power BI or Tableau');
    expect(analyst.missing.map((gap) => gap.keyword)).not.toContain('Power BI or Tableau');
  });

  it('places a missing soft skill in the summary, with no evidence note', () => {
    const stakeholders = analyst.missing.find((gap) => gap.skill === 'Stakeholder Management');
    expect(stakeholders).toMatchObject({ required: true, kind: 'soft', evidenceNote: null });
    expect(stakeholders?.placement.section).toBe('Summary');
  });

  it("places a missing tool under the resume's own skills heading, and a practice at the bullet it fits", () => {
    const cookGaps = new Map(cook.missing.map((gap) => [gap.skill, gap]));
    expect(cookGaps.get('SQL')?.placement.section).toBe('Skills');
    expect(cookGaps.get('SQL')?.evidenceNote).toMatch(/^Add only if you have/);
    expect(cookGaps.get('Microsoft Power BI')?.evidenceNote).toMatch(/^Add only if you have used it/);
    // 'Presented weekly reports to the category team' is where communication already shows in the analyst's work.
    const job2 = targetOf(
      `${POSTING.replace('Strong stakeholder management and communication skills', 'Reporting and presentations to the category team')}`,
    );
    const result = matchResume(parseResume(ANALYST), job2, ONE_COLUMN, TODAY);
    const gap = result.missing.find((entry) => entry.placement.bullet !== null);
    if (gap) expect(ANALYST).toContain(gap.placement.bullet);
  });

  it('never words a gap as if the person had the skill', () => {
    for (const gap of cook.missing) {
      expect(gap.evidenceNote ?? '').not.toMatch(/\byou have (?!done|used)/i);
      expect(gap.keyword).not.toBe('');
    }
    for (const part of cook.parts) expect(part.detail.length).toBeGreaterThan(20);
  });

  it('reads years from the dated jobs and scores the title, the degree and the layout', () => {
    const parts = new Map(analyst.parts.map((part) => [part.id, part]));
    expect(parts.get('seniority')?.score).toBe(100);
    expect(parts.get('seniority')?.detail).toMatch(/about 5 years/);
    expect(parts.get('title')?.score).toBe(100);
    expect(parts.get('education')?.score).toBe(100);
    expect(parts.get('ats')?.score).toBe(100);
    const twoColumns = matchResume(parseResume(ANALYST), job, { ...ONE_COLUMN, twoColumns: true }, TODAY);
    expect(twoColumns.parts.find((part) => part.id === 'ats')?.detail).toMatch(/one column/);
  });

  it('gives the same result for the same input', () => {
    expect(matchResume(parseResume(ANALYST), job, ONE_COLUMN, TODAY)).toEqual(analyst);
  });

  it('leaves out parts with nothing to compare and shares their weight', () => {
    const bare = targetOf(`Barista
We are hiring a barista for our cafe on Main Street, open seven days a week.
Requirements
- Latte art
- Customer service`);
    const result = matchResume(parseResume(COOK), bare, ONE_COLUMN, TODAY);
    const education = result.parts.find((part) => part.id === 'education');
    expect(education?.weight).toBe(0);
    expect(result.parts.reduce((sum, part) => sum + part.weight, 0)).toBe(100);
  });

  it("compares a keyword the knowledge base does not know word for word, quoting the resume's own line", () => {
    const custom = { ...job, requiredSkills: ['category managers', 'warehouse robotics'] };
    const result = matchResume(parseResume(ANALYST), custom, { ...ONE_COLUMN, format: 'doc' }, TODAY);
    expect(result.missing.filter((gap) => gap.required).map((gap) => gap.keyword)).toEqual([
      'warehouse robotics',
    ]);
    const hit = result.matched.find((entry) => entry.keyword === 'category managers');
    expect(ANALYST).toContain(hit?.quote ?? '-');
    expect(result.parts.find((part) => part.id === 'ats')?.detail).toMatch(/\.docx or PDF/);
  });

  it('counts one required skill and one preferred one in the singular', () => {
    const single = { ...job, requiredSkills: ['SQL'], preferredSkills: ['Tableau'] };
    const result = matchResume(parseResume(ANALYST), single, ONE_COLUMN, TODAY);
    expect(result.parts.find((part) => part.id === 'hard-skills')?.detail).toMatch(
      /^Your resume shows 1 of the 1 required hard skill and 1 of the 1 preferred one\./,
    );
  });

  it('copes with an empty resume', () => {
    const result = matchResume(parseResume(''), job, ONE_COLUMN, TODAY);
    expect(result.fit).toBe('poor');
    expect(result.missing.length).toBeGreaterThan(0);
  });
});
