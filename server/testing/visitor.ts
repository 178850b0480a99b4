import { sessionExpiry } from '#server/sessions/lifetimes.ts';
import { SESSION_COOKIE } from '#server/sessions/plugin.ts';
import { sessionRepository } from '#server/sessions/repository.ts';
import { generateSessionToken, hashSessionToken } from '#server/sessions/tokens.ts';
import { multipartBody } from './multipart.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

/** A browser with its own session: a guest until it signs up or in; from `address` when given (else loopback). */
export type Visitor = { app: TestApp; cookie: string; address?: string };

/**
 * A guest with a session, as a browser is after its first save (reads alone create nobody): made through the same
 * repository call the app makes then.
 */
export async function visitor(app: TestApp): Promise<Visitor> {
  const token = generateSessionToken();
  await sessionRepository(app.db).createGuest(hashSessionToken(token), sessionExpiry(true, new Date()));
  return { app, cookie: `${SESSION_COOKIE}=${token}` };
}

/** A same-origin request with a JSON body, as the web client sends it. */
export function send(
  { app, cookie, address }: Visitor,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    remoteAddress: address,
    headers: {
      cookie,
      origin: TEST_ORIGIN,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

export const get = ({ app, cookie, address }: Visitor, url: string) =>
  app.inject({ method: 'GET', url, remoteAddress: address, headers: { cookie } });

/** A same-origin multipart upload of the given parts to the resume endpoint, as the web client's form sends it. */
export function uploadParts({ app, cookie, address }: Visitor, parts: Parameters<typeof multipartBody>[0]) {
  const { payload, headers } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/resume/upload',
    remoteAddress: address,
    payload,
    headers: { ...headers, cookie, origin: TEST_ORIGIN },
  });
}

export const uploadResume = (visitor: Visitor, fileName: string, bytes: Uint8Array) =>
  uploadParts(visitor, [{ field: 'resume', fileName, bytes }]);

type SetCookies = { cookies: { name: string; value: string; expires?: Date }[] };

/**
 * The Cookie header a browser sends after these answers, from the one it sent before them: each cookie as the
 * last answer that set it left it, a cleared one gone.
 */
export function cookiesAfter(cookie: string, ...answers: SetCookies[]): string {
  const jar = new Map(
    cookie
      .split(';')
      .map((pair) => pair.trim().split('='))
      .filter(([name]) => name)
      .map(([name, ...value]) => [name as string, value.join('=')]),
  );
  for (const { name, value, expires } of answers.flatMap(({ cookies }) => cookies)) {
    if (value === '' || (expires && expires.getTime() <= Date.now())) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** A browser on its first visit, with the cookies its first answer (the app asking who it is) gave it: no session. */
export async function firstVisit(app: TestApp): Promise<Visitor> {
  return { app, cookie: cookiesAfter('', await app.inject({ method: 'GET', url: '/api/auth/me' })) };
}
