import { describe, expect, it } from 'vitest';
import { analyzeResumeText } from './analyze.ts';

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
