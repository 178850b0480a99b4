import { describe, expect, it } from 'vitest';
import { splitSkills } from './split-skills.ts';

describe('splitSkills', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(splitSkills(' SQL, Python ,, Tableau , ')).toEqual(['SQL', 'Python', 'Tableau']);
    expect(splitSkills('   ')).toEqual([]);
  });
});
