import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('groups thousands as US English does', () => {
    for (const count of [0, 7, 42, 999, 1000, 12_345, 100_000, 2_000_000, 1_234_567_890, -1500]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});
