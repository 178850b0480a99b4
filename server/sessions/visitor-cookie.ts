import { fastifyCookie } from '@fastify/cookie';
import { SESSION_LIFETIMES } from './lifetimes.ts';
import { generateSessionToken, isWellFormedToken } from './tokens.ts';

/**
 * A browser's identity before its first save (decision 0061): 256 random bits in a cookie of its own, given by the
 * first page or API answer and stored nowhere. The first save makes it the token of the guest's first session, so
 * every save sent before one of them answered finds that same guest.
 */
export const VISITOR_COOKIE = 'cp_visitor';
/** In production, as the session cookie: only this host over HTTPS can set it, so no sibling site plants one. */
export const SECURE_VISITOR_COOKIE = `__Host-${VISITOR_COOKIE}`;

/** How both of the app's cookies are set: for the whole site, out of scripts' reach, not sent with cross-site posts. */
export const cookieOptions = (secure: boolean) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
});

export const visitorCookieName = (secure: boolean) => (secure ? SECURE_VISITOR_COOKIE : VISITOR_COOKIE);

/** As long as the guest it may become would live unused. */
export const visitorCookieExpiry = () => new Date(Date.now() + SESSION_LIFETIMES.guestIdleMs);

/**
 * The Set-Cookie header that gives a new visitor id with a page, unless the browser sends one; for a browser that
 * sends no session cookie (one that does is the API's to check).
 */
export function visitorCookieForPage(cookieHeader: string | undefined, secure: boolean): string | undefined {
  const name = visitorCookieName(secure);
  if (cookieHeader && isWellFormedToken(fastifyCookie.parse(cookieHeader)[name])) return undefined;
  return fastifyCookie.serialize(name, generateSessionToken(), {
    ...cookieOptions(secure),
    expires: visitorCookieExpiry(),
  });
}
