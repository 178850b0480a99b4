import { describe, expect, it } from 'vitest';
import { careerNextMilestone, panelNextMilestone } from './milestone-hints.ts';

describe('next-milestone texts', () => {
  it.each([
    [0, 'Complete your first resume analysis to unlock more features'],
    [24, 'Complete your first resume analysis to unlock more features'],
    [25, 'Practice 5 more interviews to improve your confidence score'],
    [49, 'Practice 5 more interviews to improve your confidence score'],
    [50, 'Upload and optimize your LinkedIn profile'],
    [74, 'Upload and optimize your LinkedIn profile'],
    [75, "You're doing great! Keep practicing to maintain your momentum"],
    [100, "You're doing great! Keep practicing to maintain your momentum"],
  ])('panel at %i%%: %s', (progress, text) => {
    expect(panelNextMilestone(progress)).toBe(text);
  });

  it.each([
    [0, 'Complete your career profile to unlock job matching'],
    [25, 'Apply to 3 more jobs to boost your activity score'],
    [50, 'Practice 5 more interviews to improve your readiness'],
    [75, "You're on track! Keep building your professional network"],
  ])('career screen at %i%%: %s', (progress, text) => {
    expect(careerNextMilestone(progress)).toBe(text);
  });
});
