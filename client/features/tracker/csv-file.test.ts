import { describe, expect, it } from 'vitest';
import { TRACKER_LIMITS } from '#common/tracker.ts';
import { csvFileProblem, csvTextProblem, mappingOf, SKIP_COLUMN, withColumnField } from './csv-file.ts';

describe('csvFileProblem', () => {
  it('lets a file through that may fit the limit', () => {
    expect(csvFileProblem({ size: 1_000 })).toBeNull();
    expect(csvFileProblem({ size: TRACKER_LIMITS.csv * 4 })).toBeNull();
  });

  it('refuses an empty file and one too large to fit even in one-byte characters times four', () => {
    expect(csvFileProblem({ size: 0 })).toBe('The CSV file is empty.');
    expect(csvFileProblem({ size: TRACKER_LIMITS.csv * 4 + 1 })).toBe(
      'The file is too large: a CSV file can be at most 2,000,000 characters.',
    );
  });
});

describe('csvTextProblem', () => {
  it('accepts a text up to the limit', () => {
    expect(csvTextProblem('Company,Job title\nAcme,Analyst\n')).toBeNull();
    expect(csvTextProblem('a'.repeat(TRACKER_LIMITS.csv))).toBeNull();
  });

  it('refuses a blank text and one over the limit, saying how long it is', () => {
    expect(csvTextProblem(' \n ')).toBe('The CSV file is empty.');
    expect(csvTextProblem('a'.repeat(TRACKER_LIMITS.csv + 1))).toBe(
      'The file has 2,000,001 characters: a CSV file can be at most 2,000,000.',
    );
  });
});

describe('import mapping', () => {
  const columns = [
    { header: 'Position', field: 'title' as const },
    { header: 'Employer', field: 'company' as const },
    { header: 'Misc', field: null },
  ];

  it('reads the fields of the columns, by position', () => {
    expect(mappingOf(columns)).toEqual(['title', 'company', null]);
  });

  it('maps a column to a field, or to nothing', () => {
    expect(withColumnField(mappingOf(columns), 2, 'notes')).toEqual(['title', 'company', 'notes']);
    expect(withColumnField(mappingOf(columns), 0, SKIP_COLUMN)).toEqual([null, 'company', null]);
  });

  it('takes a field away from the column that filled it before', () => {
    expect(withColumnField(mappingOf(columns), 2, 'company')).toEqual(['title', null, 'company']);
  });
});
