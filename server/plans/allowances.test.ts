import { describe, expect, it } from 'vitest';
import { limitReachedMessage, monthStart, nextMonthStart } from './allowances.ts';

describe('monthly allowances', () => {
  it('run per calendar month in UTC', () => {
    const lastMinute = new Date('2026-12-31T23:59:00Z');
    expect(monthStart(lastMinute)).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(nextMonthStart(lastMinute)).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it('say what is used, which plans lift the limit, and when it renews', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(limitReachedMessage('resumeAnalyses', now)).toBe(
      'The Free plan includes 1 resume analysis per month, and you have used it. Upgrade to Full Suite for unlimited resume analyses, or analyse another resume on December 1, 2026.',
    );
    expect(limitReachedMessage('interviewSessions', now)).toBe(
      'The Free plan includes 3 interview practice sessions per month, and you have used them. Upgrade to Interview Prep or Full Suite for unlimited interview practice, or start another session on December 1, 2026.',
    );
  });
});
