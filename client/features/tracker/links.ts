import { APP_PATHS } from '#common/routes.ts';

/** The tracker with this application's details open (the reminders and the tailoring screen link here). */
export const applicationLink = (id: number) => `${APP_PATHS.applications}?application=${id}`;
