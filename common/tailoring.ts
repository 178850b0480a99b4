/** Real postings run to a few thousand characters; the longest seen are about 15 000. */
export const JOB_DESCRIPTION_MAX_LENGTH = 30_000;

/** Fewer words than this is a title or a line, not a description a match rate can be read from. */
export const JOB_DESCRIPTION_MIN_WORDS = 30;
export const JOB_URL_MAX_LENGTH = 2_048;
export const JOB_TITLE_MAX_LENGTH = 200;
export const JOB_COMPANY_MAX_LENGTH = 200;
export const JOB_SKILLS_MAX = 40;
export const SENIORITY_LEVELS = ['entry', 'mid', 'senior'] as const;
export const EDUCATION_LEVELS = ['high-school', 'associate', 'bachelor', 'master', 'doctorate'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
