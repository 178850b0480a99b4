/** The work preferences a career profile offers. */
export const WORK_PREFERENCES = ['remote', 'hybrid', 'onsite', 'flexible'] as const;
export type WorkPreference = (typeof WORK_PREFERENCES)[number];
export const CAREER_EXPERIENCE = { min: 0, max: 60, default: 3 } as const;
export const CAREER_SKILLS_MAX = 100;
export const CAREER_GOALS_MAX = 20;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
