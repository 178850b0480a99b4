import { describe, expect, it } from 'vitest';
import { analyzeResumeText } from './analyze.ts';
import { reportedMissing } from './missing-keywords.ts';

const analyst = `Priya Raman
priya.raman@example.com | 312-555-0148
EXPERIENCE
Reporting Analyst, Lakeshore Freight
Mar 2020 – Present
• Tuned PostgreSQL queries behind the weekly freight report, cutting its run from 40 to 6 minutes
• Built 12 Tableau dashboards for the operations team`;

describe('missing keywords', () => {
  it('never reports a skill missing that a narrower one the resume names shows', () => {
    const { keywords } = analyzeResumeText({
      text: analyst,
      format: 'pdf',
      pageCount: 1,
      twoColumns: false,
      targetRole: 'Data Analyst',
    });
    expect(keywords.length).toBeGreaterThan(0);
    expect(keywords).not.toContain('SQL');
    expect(keywords).not.toContain('Data Visualization');
  });
});

const teacher = `Dana Whitfield
dana.whitfield@example.com | 503-555-0199
EXPERIENCE
Year 4 Teacher, Riverside Primary School
Sep 2019 – Present
• Wrote weekly teaching plans for a class of 28 pupils
• Kept discipline through clear routines and praise
• Assessing children's performance and progress each half term`;

const marketer = `Lena Okafor
lena.okafor@example.com | 312-555-0142
EXPERIENCE
Marketing Analyst, Brightwave Software
Jan 2021 – Present
• Raised MQL-to-SQL conversion by 18% with segmentation and lifecycle campaigns`;

const analysis = (text: string, targetRole: string) =>
  analyzeResumeText({ text, format: 'pdf', pageCount: 1, twoColumns: false, targetRole });

describe('missing keywords of a role, as a recruiter credits them', () => {
  it('never reports a teaching skill missing that the resume says in plain words', () => {
    const { keywords } = analysis(teacher, 'Primary School Teacher');
    expect(keywords.length).toBeGreaterThan(0);
    expect(keywords).not.toContain('Lesson Planning');
    expect(keywords).not.toContain('Classroom Management');
    expect(keywords).not.toContain('Student Assessment');
  });

  it('credits no skill from a piece of a hyphenated compound', () => {
    const { keywords } = analysis(marketer, 'Data Analyst');
    expect(keywords).toContain('SQL');
  });
});

describe('reportedMissing', () => {
  it('keeps the order asked and reports at most ten', () => {
    const asked = Array.from({ length: 14 }, (_, index) => `Skill ${index}`);
    const shown = new Map([['Skill 1', ['skill 1']]]);
    expect(reportedMissing(asked, shown)).toEqual(asked.filter((skill) => skill !== 'Skill 1').slice(0, 10));
  });
});
