/** Queries more than one feature reads or refreshes; each resource has one key. */
export const PROGRESS_QUERY_KEY = ['/api/progress'] as const;
export const ACTIVITY_QUERY_KEY = ['/api/activity'] as const;
export const RESUMES_QUERY_KEY = ['/api/resumes'] as const;
export const INTERVIEW_SESSIONS_QUERY_KEY = ['/api/interview/sessions'] as const;
export const CONFIG_QUERY_KEY = ['/api/config'] as const;
export const CURRENT_USER_QUERY_KEY = ['/api/auth/me'] as const;
export const SUBSCRIPTION_QUERY_KEY = ['/api/subscription'] as const;
