import { describe, expect, it } from 'vitest';
import { overallProgress } from '../progress.ts';

const nothing = {
  resumeAnalyses: 0,
  profileOptimised: false,
  careerProfileSaved: false,
  interviewsPracticed: 0,
  jobsApplied: 0,
};

describe('overallProgress', () => {
  it('is 0 with nothing done', () => {
    expect(overallProgress(nothing)).toBe(0);
  });

  it('adds each step once', () => {
    expect(overallProgress({ ...nothing, resumeAnalyses: 3 })).toBe(25);
    expect(overallProgress({ ...nothing, profileOptimised: true })).toBe(15);
    expect(overallProgress({ ...nothing, careerProfileSaved: true })).toBe(15);
    expect(overallProgress({ ...nothing, interviewsPracticed: 2 })).toBe(10);
    expect(overallProgress({ ...nothing, jobsApplied: 3 })).toBe(12);
  });

  it('counts interviews and applications up to five each', () => {
    expect(overallProgress({ ...nothing, interviewsPracticed: 5 })).toBe(25);
    expect(overallProgress({ ...nothing, interviewsPracticed: 40 })).toBe(25);
    expect(overallProgress({ ...nothing, jobsApplied: 5 })).toBe(20);
    expect(overallProgress({ ...nothing, jobsApplied: 99 })).toBe(20);
  });

  it('reaches exactly 100 with everything done, and never more', () => {
    const everything = {
      resumeAnalyses: 9,
      profileOptimised: true,
      careerProfileSaved: true,
      interviewsPracticed: 9,
      jobsApplied: 9,
    };
    expect(overallProgress(everything)).toBe(100);
  });
});
