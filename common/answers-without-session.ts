import { VISITOR_WITHOUT_SESSION } from './accounts.ts';
import { API_ROUTES } from './api/routes.ts';
import { EMPTY_PROGRESS } from './progress.ts';
import { FOLLOW_UP_DAYS } from './tracker.ts';

/**
 * What the API answers a visitor who has no session yet, for the reads whose answer is the same for every such
 * visitor: they own nothing. The build pre-renders each screen for them with these answers in place, and the server
 * sends that page to a request without a session cookie, so a first visit paints its real page rather than
 * placeholders (decision 0043). server/answers-without-session.test.ts asks the API for each.
 */
export const ANSWERS_WITHOUT_SESSION: Readonly<Record<string, unknown>> = {
  [API_ROUTES.currentUser.path]: VISITOR_WITHOUT_SESSION,
  [API_ROUTES.progress.path]: EMPTY_PROGRESS,
  [API_ROUTES.resumes.path]: [],
  [API_ROUTES.interviewSessions.path]: [],
  [API_ROUTES.linkedinProfile.path]: null,
  [API_ROUTES.careerProfile.path]: null,
  [API_ROUTES.chatHistory.path]: [],
  [API_ROUTES.jobMatches.path]: [],
  [API_ROUTES.applications.path]: [],
  [API_ROUTES.trackerSettings.path]: { followUpDays: FOLLOW_UP_DAYS.default },
};

/** The API paths of these reads that have a fixed answer for a visitor without a session. */
export const answeredWithoutSession = (paths: readonly string[]): string[] =>
  paths.filter((path) => Object.hasOwn(ANSWERS_WITHOUT_SESSION, path));
