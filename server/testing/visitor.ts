import { multipartBody } from './multipart.ts';
import { sessionCookieFrom, TEST_ORIGIN, type TestApp } from './test-app.ts';

/** A browser with its own session: a guest until it signs up or in. */
export type Visitor = { app: TestApp; cookie: string };

export async function visitor(app: TestApp): Promise<Visitor> {
  return { app, cookie: sessionCookieFrom(await app.inject({ method: 'GET', url: '/api/auth/me' })) ?? '' };
}

/** A same-origin request with a JSON body, as the web client sends it. */
export function send(
  { app, cookie }: Visitor,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: {
      cookie,
      origin: TEST_ORIGIN,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

export const get = ({ app, cookie }: Visitor, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });

export function uploadResume({ app, cookie }: Visitor, fileName: string, bytes: Uint8Array) {
  const { payload, headers } = multipartBody([{ field: 'resume', fileName, bytes }]);
  return app.inject({
    method: 'POST',
    url: '/api/resume/upload',
    payload,
    headers: { ...headers, cookie, origin: TEST_ORIGIN },
  });
}
