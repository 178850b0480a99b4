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
