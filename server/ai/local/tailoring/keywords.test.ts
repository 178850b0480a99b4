import { describe, expect, it } from 'vitest';
import { keywordsInClause } from './keywords.ts';

const textsOf = (clause: string) => keywordsInClause(clause).map((keyword) => keyword.text);

describe('keywordsInClause', () => {
  it('reads a modifier of a coordination with the noun it shares', () => {
    expect(textsOf('Excellent oral and written communications skills')).toContain('oral communication');
    expect(textsOf('Strong communication, organizational and time management skills')).toEqual([
      'communication',
      'organizational skills',
      'time management',
    ]);
  });

  it('leaves a skill written whole as it is', () => {
    expect(textsOf('SQL and Python')).toEqual(['SQL', 'Python']);
    expect(textsOf('Clear written communication')).toEqual(['written communication']);
  });
});
