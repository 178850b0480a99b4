import { describe, expect, it } from 'vitest';
import { initialsOf, splitList } from './text.ts';

describe('splitList', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(splitList(' SQL, Python ,, Tableau , ')).toEqual(['SQL', 'Python', 'Tableau']);
    expect(splitList('   ')).toEqual([]);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words, in capitals', () => {
    expect(initialsOf('ada  lovelace byron')).toBe('AL');
    expect(initialsOf(' Grace ')).toBe('G');
    expect(initialsOf('')).toBe('');
  });
});
