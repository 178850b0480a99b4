import { describe, expect, it } from 'vitest';
import { count, formatReport, meetsGoal, share } from './report.ts';

describe('evaluation figures', () => {
  it('meets a share goal only at or above it, and a count goal only at or below it', () => {
    expect(meetsGoal(share('sections', 97, 100, 0.97))).toBe(true);
    expect(meetsGoal(share('sections', 96, 100, 0.97))).toBe(false);
    expect(meetsGoal(count('false missing', 0, 10, 0))).toBe(true);
    expect(meetsGoal(count('false missing', 1, 10, 0))).toBe(false);
  });

  it('counts an empty measurement as met rather than dividing by zero', () => {
    expect(share('layout of real files', 0, 0, 0.95)).toMatchObject({ value: 1, over: 0 });
  });

  it('prints each figure with its goal, marks a missed one, and lists failures', () => {
    const report = formatReport([
      {
        suite: 'resumes (2)',
        metrics: [share('role right', 1, 2, 0.9), count('bad quotes', 0, 2, 0)],
        failures: ['b: role read null'],
      },
    ]);
    expect(report).toMatch(/role right\s+50\.0%\s+≥ 90\.0%\s+MISSED/);
    expect(report).toMatch(/bad quotes\s+0\s+= 0\s+ok/);
    expect(report).toContain('- b: role read null');
  });
});
