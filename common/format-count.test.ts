import { describe, expect, it } from 'vitest';
import { counted, formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('groups thousands as US English does', () => {
    for (const count of [0, 7, 42, 999, 1000, 12_345, 100_000, 2_000_000, 1_234_567_890, -1500]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});

describe('counted', () => {
  it('puts the noun in the number the count takes', () => {
    expect(counted(1, 'skill')).toBe('1 skill');
    expect(counted(0, 'skill')).toBe('0 skills');
    expect(counted(3, 'match', 'matches')).toBe('3 matches');
    expect(counted(2400, 'posting')).toBe('2,400 postings');
  });
});
