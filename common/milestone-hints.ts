/** The progress panel's next-milestone text by overall progress (thresholds 25, 50, 75). */
export function panelNextMilestone(overallProgress: number): string {
  if (overallProgress < 25) return 'Complete your first resume analysis to unlock more features';
  if (overallProgress < 50) return 'Practice 5 more interviews to improve your confidence score';
  if (overallProgress < 75) return 'Upload and optimize your LinkedIn profile';
  return "You're doing great! Keep practicing to maintain your momentum";
}

/** The career screen's next-milestone text by overall progress (thresholds 25, 50, 75). */
export function careerNextMilestone(overallProgress: number): string {
  if (overallProgress < 25) return 'Complete your career profile to unlock job matching';
  if (overallProgress < 50) return 'Apply to 3 more jobs to boost your activity score';
  if (overallProgress < 75) return 'Practice 5 more interviews to improve your readiness';
  return "You're on track! Keep building your professional network";
}
