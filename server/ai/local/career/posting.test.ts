import { describe, expect, it } from 'vitest';
import { looksLikePosting, readJobPosting } from './posting.ts';

const POSTING = `Position: Payroll Specialist
We are looking for a detail-minded specialist to run payroll for 800 staff.
Responsibilities
- Process bi-weekly payroll in ADP
- Reconcile payroll accounts each month
Requirements
- 3+ years of payroll experience
- Advanced Excel
- CPP certification preferred`;

describe('readJobPosting', () => {
  it('recognises a posting by its parts and reads its skills, requirement lines and years', () => {
    const posting = readJobPosting(POSTING);
    expect(posting?.skills.map((skill) => skill.name)).toEqual(expect.arrayContaining(['Payroll', 'ADP']));
    expect(posting?.requirements).toContain('3+ years of payroll experience');
    expect(posting?.years).toBe(3);
  });

  it('takes the title from a labelled line', () => {
    expect(
      readJobPosting(`Job Title: Data Analyst\n${POSTING.split('\n').slice(1).join('\n')}`)?.role?.title,
    ).toBe('Data Analyst');
  });

  it('does not take a question for a posting', () => {
    expect(
      looksLikePosting(
        'What are the requirements to become a nurse practitioner with 3 years of experience?',
      ),
    ).toBe(false);
  });
});
