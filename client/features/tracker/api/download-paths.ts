import { API_ROUTES } from '#common/api/routes.ts';

/** Downloads are plain links, so the browser saves them as files. */
export const APPLICATIONS_CSV_PATH = API_ROUTES.exportApplications.path;

/** The interview rounds as an iCalendar file: one application's, or all of them. */
export const interviewCalendarPath = (applicationId?: number) =>
  applicationId === undefined
    ? API_ROUTES.interviewCalendar.path
    : `${API_ROUTES.interviewCalendar.path}?application=${applicationId}`;
