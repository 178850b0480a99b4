import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type SessionUser, sessionRepository } from './repository.ts';
import { generateSessionToken, hashSessionToken, isWellFormedToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor this request acts for; the first call without a valid session creates a guest and sets the cookie. */
    currentUser(): Promise<SessionUser>;
  }
}

export const SESSION_COOKIE = 'cp_session';
export const SESSION_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;
/** A session in use is extended at most once a day, so most requests only read. */
const RENEWAL_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type SessionOptions = { secureCookies: boolean };

export default fp(
  async function sessionsPlugin(app: FastifyInstance, options: SessionOptions) {
    const repository = sessionRepository(app.db);

    function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date) {
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        expires: expiresAt,
      });
    }

    async function resolveUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
      const token = request.cookies[SESSION_COOKIE];
      const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
      if (isWellFormedToken(token)) {
        const tokenHash = hashSessionToken(token);
        const session = await repository.findActive(tokenHash);
        if (session) {
          if (Date.now() - session.lastSeenAt.getTime() > RENEWAL_INTERVAL_MS) {
            await repository.extend(tokenHash, expiresAt);
            setSessionCookie(reply, token, expiresAt);
          }
          return session.user;
        }
      }
      const newToken = generateSessionToken();
      const user = await repository.createGuest(hashSessionToken(newToken), expiresAt);
      setSessionCookie(reply, newToken, expiresAt);
      return user;
    }

    await app.register(cookie);
    app.decorateRequest('currentUser', async () => {
      throw new Error('currentUser() is only available on routes registered inside the API scope');
    });
    app.addHook('onRequest', async (request, reply) => {
      let pending: Promise<SessionUser> | undefined;
      request.currentUser = () => {
        pending ??= resolveUser(request, reply);
        return pending;
      };
    });
  },
  { name: 'sessions', dependencies: ['database'] },
);
