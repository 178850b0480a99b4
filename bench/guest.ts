import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '#server/sessions/plugin.ts';

/**
 * A new guest's session cookie. Guests are made on their first save, not their first visit, so this saves
 * something that needs neither the AI engine nor a plan allowance: the tracker's settings.
 */
export async function guestCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/api/tracker/settings`, {
    method: 'PUT',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ followUpDays: 7 }),
  });
  // The answer also sets the visitor id (decision 0061): the session's cookie is the one to send, under its
  // production name too.
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0] ?? '')
    .find((pair) => [SESSION_COOKIE, SECURE_SESSION_COOKIE].some((name) => pair.startsWith(`${name}=`)));
  if (!response.ok || !cookie)
    throw new Error(`no guest session: PUT /api/tracker/settings answered ${response.status}`);
  return cookie;
}
