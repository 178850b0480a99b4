/** Queries several features refresh after a change; each is owned and read by one feature. */
export const PROGRESS_QUERY_KEY = ['/api/progress'] as const;
export const ACTIVITY_QUERY_KEY = ['/api/activity'] as const;
