import { describe, expect, it } from 'vitest';
import { isBoilerplate, isEqualOpportunityStatement } from './posting-boilerplate.ts';
import type { PostingLine } from './posting-lines.ts';

const line = (text: string, bulleted = false): PostingLine => ({
  text,
  section: 'intro',
  isHeading: false,
  bulleted,
});

describe('isBoilerplate', () => {
  it('marks the company speaking of itself, but not a sentence about the candidate', () => {
    expect(
      isBoilerplate(line('Our claims and risk engineering services are recognized as among the best')),
    ).toBe(true);
    expect(
      isBoilerplate(line('The company was established in 1985 to serve a market in lead management')),
    ).toBe(true);
    expect(isBoilerplate(line('We believe in giving the young child a place to grow'))).toBe(true);
    expect(isBoilerplate(line('We are looking for a candidate with SQL and Tableau'))).toBe(false);
    expect(isBoilerplate(line('You will join our team and work in Salesforce'))).toBe(false);
    // A bullet is one of the posting's lists, even when it says 'our'.
    expect(isBoilerplate(line('Maintain our Kubernetes clusters', true))).toBe(false);
  });

  it('marks pay, benefit, legal and physical-demand text', () => {
    for (const text of [
      'Hired professionals are also eligible to enroll in our company 401(k) plan',
      'The salary range for this position is $90,000 to $110,000',
      'You may also participate in discretionary equity (stock) based compensation and variable pay programs',
      'The employee must be able to remain in a stationary position 70 percent of the time',
      'Finger dexterity to manipulate objects with fingers',
      'We require all new candidates to be vaccinated against COVID-19',
      '#LI-Remote #BI-Hybrid',
    ])
      expect(isBoilerplate(line(text)), text).toBe(true);
  });

  it('never marks a line that asks for knowledge of the same law', () => {
    const asking = line(
      'Knowledge of state and federal employment laws (EEO, FMLA, ADA), recruiting and coaching',
    );
    expect(isBoilerplate(asking)).toBe(false);
    expect(isEqualOpportunityStatement(asking.text)).toBe(false);
    expect(isEqualOpportunityStatement('Acme is an equal opportunity employer.')).toBe(true);
  });
});
