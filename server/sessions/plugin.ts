import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '#server/db/schema/index.ts';
import { type SessionUser, sessionRepository } from './repository.ts';
import { generateSessionToken, hashSessionToken, isWellFormedToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor this request acts for; the first call without a valid session creates a guest and sets the cookie. */
    currentUser(): Promise<SessionUser>;
    /** The user of the request's session, if it has a valid one; never creates a guest. */
    sessionUser(): Promise<SessionUser | undefined>;
    /** Replaces the request's session with a new one for this user: a new id and cookie, so no fixation. */
    startSession(userId: string): Promise<void>;
    /** Ends the request's session: its row is deleted and the cookie cleared. */
    endSession(): Promise<void>;
  }
}

export const SESSION_COOKIE = 'cp_session';
export const SESSION_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;
/** A session in use is extended at most once a day, so most requests only read. */
const RENEWAL_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type SessionOptions = { secureCookies: boolean };

type ResolvedSession = { user: SessionUser; tokenHash: string };

const notInApiScope = async () => {
  throw new Error('sessions are only available on routes registered inside the API scope');
};

export default fp(
  async function sessionsPlugin(app: FastifyInstance, options: SessionOptions) {
    const repository = sessionRepository(app.db);
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookies,
    };

    function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date) {
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    }

    async function findSession(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<ResolvedSession | undefined> {
      const token = request.cookies[SESSION_COOKIE];
      if (!isWellFormedToken(token)) return undefined;
      const tokenHash = hashSessionToken(token);
      const session = await repository.findActive(tokenHash);
      if (!session) return undefined;
      if (Date.now() - session.lastSeenAt.getTime() > RENEWAL_INTERVAL_MS) {
        const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
        await repository.extend(tokenHash, expiresAt);
        setSessionCookie(reply, token, expiresAt);
      }
      return { user: session.user, tokenHash };
    }

    async function newSession(
      reply: FastifyReply,
      create: (tokenHash: string, expiresAt: Date) => Promise<SessionUser>,
    ) {
      const token = generateSessionToken();
      const tokenHash = hashSessionToken(token);
      const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
      const user = await create(tokenHash, expiresAt);
      setSessionCookie(reply, token, expiresAt);
      return { user, tokenHash };
    }

    await app.register(cookie);
    app.decorateRequest('currentUser', notInApiScope);
    app.decorateRequest('sessionUser', notInApiScope);
    app.decorateRequest('startSession', notInApiScope);
    app.decorateRequest('endSession', notInApiScope);

    app.addHook('onRequest', async (request, reply) => {
      let session: Promise<ResolvedSession | undefined> | undefined;
      let current: Promise<ResolvedSession> | undefined;
      const lookUp = () => {
        session ??= findSession(request, reply);
        return session;
      };

      request.sessionUser = async () => (await lookUp())?.user;
      request.currentUser = async () => {
        current ??= lookUp().then(
          (found) =>
            found ??
            newSession(reply, (tokenHash, expiresAt) => repository.createGuest(tokenHash, expiresAt)),
        );
        return (await current).user;
      };
      request.startSession = async (userId) => {
        const previous = await (current ?? lookUp());
        const [user] = await app.db
          .select({ isGuest: users.isGuest })
          .from(users)
          .where(eq(users.id, userId));
        const started = await newSession(reply, async (tokenHash, expiresAt) => {
          await repository.replace(previous?.tokenHash, tokenHash, userId, expiresAt);
          return { id: userId, guest: user?.isGuest ?? true };
        });
        session = Promise.resolve(started);
        current = Promise.resolve(started);
      };
      request.endSession = async () => {
        const found = await (current ?? lookUp());
        if (found) await repository.remove(found.tokenHash);
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
        session = Promise.resolve(undefined);
        current = undefined;
      };
    });
  },
  { name: 'sessions', dependencies: ['database'] },
);
