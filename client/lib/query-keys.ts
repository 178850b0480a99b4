/** Queries several features refresh after a change; each is owned and read by one feature. */
export const PROGRESS_QUERY_KEY = ['/api/progress'] as const;
