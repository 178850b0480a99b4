import { describe, expect, it } from 'vitest';
import { CELEBRATION, dashboardMilestones, MILESTONES, milestoneStorageKey } from './milestones.ts';

const none = { resumeCount: 0, interviewSessions: 0, overallProgress: 0 };

describe('milestones', () => {
  it('carry the specification’s titles and points', () => {
    expect(Object.values(MILESTONES).map(({ title, points }) => [title, points])).toEqual([
      ['First Resume Analyzed!', 50],
      ['LinkedIn Profile Optimized!', 75],
      ['Interview Practice Complete!', 100],
      ['Career Path Journey Begins!', 150],
      ['Welcome to Premium!', 200],
      ['7-Day Learning Streak!', 250],
    ]);
    expect(MILESTONES.careerPathStarted.level).toBe(2);
    expect(CELEBRATION.confettiColours).toHaveLength(10);
    expect(milestoneStorageKey('firstResume')).toBe('milestone_firstResume');
  });

  it('fire from the dashboard’s data as the specification says', () => {
    expect(dashboardMilestones(none)).toEqual([]);
    expect(dashboardMilestones({ ...none, resumeCount: 1 })).toEqual(['firstResume']);
    expect(dashboardMilestones({ ...none, resumeCount: 2 })).toEqual([]);
    expect(dashboardMilestones({ ...none, interviewSessions: 3 })).toEqual(['interviewCompleted']);
    expect(dashboardMilestones({ ...none, overallProgress: 25 })).toEqual(['careerPathStarted']);
    expect(dashboardMilestones({ ...none, overallProgress: 75 })).toEqual([
      'careerPathStarted',
      'streakAchieved',
    ]);
  });
});
