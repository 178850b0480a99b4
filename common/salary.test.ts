import { describe, expect, it } from 'vitest';
import type { SalaryRange } from './api/jobs.ts';
import { formatSalaryRange } from './salary.ts';

function range(fields: Partial<SalaryRange>): SalaryRange {
  return { min: null, max: null, currency: 'USD', period: 'year', ...fields };
}

describe('formatSalaryRange', () => {
  it('writes both bounds in the currency, with the period', () => {
    expect(formatSalaryRange(range({ min: 95_000, max: 120_000 }))).toBe('$95,000 – $120,000 a year');
    expect(formatSalaryRange(range({ min: 40, max: 55, currency: 'EUR', period: 'hour' }))).toBe(
      '€40 – €55 an hour',
    );
    expect(formatSalaryRange(range({ min: 4_000, max: 5_000, currency: 'GBP', period: 'month' }))).toBe(
      '£4,000 – £5,000 a month',
    );
  });

  it('says "From" or "Up to" when one bound is published', () => {
    expect(formatSalaryRange(range({ min: 80_000 }))).toBe('From $80,000 a year');
    expect(formatSalaryRange(range({ max: 30, period: 'hour' }))).toBe('Up to $30 an hour');
  });

  it('writes one amount when both bounds are the same, and puts swapped bounds in order', () => {
    expect(formatSalaryRange(range({ min: 100_000, max: 100_000 }))).toBe('$100,000 a year');
    expect(formatSalaryRange(range({ min: 120_000, max: 95_000 }))).toBe('$95,000 – $120,000 a year');
  });

  it('keeps cents only when an amount has them', () => {
    expect(formatSalaryRange(range({ min: 25.5, max: 30, period: 'hour' }))).toBe('$25.50 – $30 an hour');
  });

  it('leaves out what the posting does not say', () => {
    expect(formatSalaryRange(range({ min: 50_000, max: 60_000, currency: null }))).toBe(
      '50,000 – 60,000 a year',
    );
    expect(formatSalaryRange(range({ min: 50_000, max: 60_000, period: null }))).toBe('$50,000 – $60,000');
    expect(formatSalaryRange(range({ min: 70_000, currency: 'cad' }))).toBe('From CA$70,000 a year');
    expect(formatSalaryRange(range({ min: 70_000, currency: '$$$' }))).toBe('From 70,000 a year');
  });

  it('is null when neither bound is published', () => {
    expect(formatSalaryRange(range({}))).toBeNull();
  });
});
