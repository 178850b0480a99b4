import { APP_PATHS } from '#common/routes.ts';

/** The tracker's query that opens one application's details. */
export const APPLICATION_QUERY = 'application';

/** The tracker with this application's details open (the reminders and the tailoring screen link here). */
export const applicationLink = (id: number) => `${APP_PATHS.applications}?${APPLICATION_QUERY}=${id}`;

/** The application a tracker address asks to open (`?application=12`), or null when it names none. */
export function linkedApplicationId(search: string): number | null {
  const value = new URLSearchParams(search).get(APPLICATION_QUERY);
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
