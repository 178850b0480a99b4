import { describe, expect, it } from 'vitest';
import { regressed } from './baseline.ts';
import { count, share } from './report.ts';

describe('the baseline ratchet', () => {
  it('holds shares from falling and counts of wrong answers from rising', () => {
    expect(regressed(share('role right', 80, 100, 0.9), 0.81)).toBe(true);
    expect(regressed(share('role right', 81, 100, 0.9), 0.81)).toBe(false);
    expect(regressed(count('false missing', 4, 81, 0), 3)).toBe(true);
    expect(regressed(count('false missing', 2, 81, 0), 3)).toBe(false);
  });

  it('does not hold a count without a goal, which has no better direction', () => {
    expect(regressed(count('cases', 90, 90), 81)).toBe(false);
  });
});
