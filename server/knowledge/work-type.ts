/** Where a job is done. */
export const WORK_TYPES = ['remote', 'hybrid', 'onsite'] as const;

export type WorkType = (typeof WORK_TYPES)[number];
