export const MILESTONE_IDS = [
  'firstResume',
  'linkedinOptimized',
  'interviewCompleted',
  'careerPathStarted',
  'subscriptionUpgrade',
  'streakAchieved',
] as const;

export type MilestoneId = (typeof MILESTONE_IDS)[number];

export type Milestone = {
  id: MilestoneId;
  title: string;
  description: string;
  icon: 'trophy' | 'star' | 'award' | 'target' | 'check';
  level?: number;
  points?: number;
};

/** Each milestone's title, description, icon, points and optional level, as the celebration shows them. */
export const MILESTONES: Record<MilestoneId, Milestone> = {
  firstResume: {
    id: 'firstResume',
    title: 'First Resume Analyzed!',
    description: 'Your resume has its first score. Every fix from here moves it up.',
    icon: 'trophy',
    points: 50,
  },
  linkedinOptimized: {
    id: 'linkedinOptimized',
    title: 'LinkedIn Profile Optimized!',
    description: 'Your headline and summary now work for the role you want.',
    icon: 'star',
    points: 75,
  },
  interviewCompleted: {
    id: 'interviewCompleted',
    title: 'Interview Practice Complete!',
    description: 'You have practised a real interview. Confidence comes from repetition.',
    icon: 'award',
    points: 100,
  },
  careerPathStarted: {
    id: 'careerPathStarted',
    title: 'Career Path Journey Begins!',
    description: 'A quarter of the way to being fully prepared for your next role.',
    icon: 'target',
    level: 2,
    points: 150,
  },
  subscriptionUpgrade: {
    id: 'subscriptionUpgrade',
    title: 'Welcome to Premium!',
    description: 'Your plan is active. Every tool is ready for you.',
    icon: 'star',
    points: 200,
  },
  streakAchieved: {
    id: 'streakAchieved',
    title: '7-Day Learning Streak!',
    description: 'Three quarters of your preparation done. Keep the momentum.',
    icon: 'trophy',
    points: 250,
  },
};

/** A celebration starts a second after its trigger, celebrates after 0.5 s and exits 0.8 s before its end. */
export const CELEBRATION = {
  delayMs: 1000,
  celebrateAfterMs: 500,
  exitBeforeEndMs: 800,
  defaultDurationMs: 3000,
  dashboardDurationMs: 4000,
  confettiPieces: 150,
  confettiColours: [
    '#2563eb',
    '#16a34a',
    '#f59e0b',
    '#dc2626',
    '#9333ea',
    '#0891b2',
    '#db2777',
    '#65a30d',
    '#ea580c',
    '#4f46e5',
  ],
} as const;

export const milestoneStorageKey = (id: MilestoneId) => `milestone_${id}`;

/**
 * The milestones the dashboard's data reaches. The other two fire where they happen: linkedinOptimized on the first
 * optimisation, subscriptionUpgrade on activation.
 */
export function dashboardMilestones(facts: {
  resumeCount: number;
  interviewSessions: number;
  overallProgress: number;
}): MilestoneId[] {
  const reached: MilestoneId[] = [];
  if (facts.resumeCount === 1) reached.push('firstResume');
  if (facts.interviewSessions >= 1) reached.push('interviewCompleted');
  if (facts.overallProgress >= 25) reached.push('careerPathStarted');
  if (facts.overallProgress >= 75) reached.push('streakAchieved');
  return reached;
}
