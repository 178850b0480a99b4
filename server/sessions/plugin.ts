import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionExpiry } from './lifetimes.ts';
import { NOBODY, type SessionUser, sessionRepository, userRepository } from './repository.ts';
import { sessionMemory } from './session-memory.ts';
import { generateSessionToken, hashSessionToken, isWellFormedToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The visitor this request saves something for; the first call without a valid session creates a guest and
     * sets the cookie. Call it only once there is something worth keeping.
     */
    currentUser(): Promise<SessionUser>;
    /** The visitor whose data this request reads or changes; without a session yet, NOBODY, who owns nothing. */
    viewer(): Promise<SessionUser>;
    /** The user of the request's session, if it has a valid one; never creates a guest. */
    sessionUser(): Promise<SessionUser | undefined>;
    /**
     * Replaces the request's session with a new one for this user: a new id and cookie, so no fixation. With
     * `endOtherSessions`, every other session of the user ends too.
     */
    startSession(userId: string, options?: { endOtherSessions?: boolean }): Promise<void>;
    /** Ends the request's session: its row is deleted and the cookie cleared. */
    endSession(): Promise<void>;
    /** Ends every session of the request's user except this one; answers how many ended. */
    endOtherSessions(): Promise<number>;
  }
}

export const SESSION_COOKIE = 'cp_session';
/**
 * With Secure cookies (production) the name carries the `__Host-` prefix: browsers then accept the cookie only
 * from this host over HTTPS, with Path=/ and no Domain, so a sibling subdomain cannot plant or shadow a session.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** A session in use is extended at most once a day, so most requests only read. */
const RENEWAL_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type SessionOptions = { secureCookies: boolean };

/** A request's session: its user and its token, hashed only when the database is asked about the session. */
type ResolvedSession = { user: SessionUser; token: string };

const notInApiScope = async () => {
  throw new Error('sessions are only available on routes registered inside the API scope');
};

export default fp(
  async function sessionsPlugin(app: FastifyInstance, options: SessionOptions) {
    const repository = sessionRepository(app.db);
    const memory = sessionMemory(app.changes);
    const users = userRepository(app.db);
    const findActive = (token: string) => repository.findActive(hashSessionToken(token));
    const cookieName = options.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookies,
    };

    function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date) {
      reply.setCookie(cookieName, token, { ...cookieOptions, expires: expiresAt });
    }

    async function findSession(
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<ResolvedSession | undefined> {
      const token = request.cookies[cookieName];
      if (!isWellFormedToken(token)) return undefined;
      const session = await memory.find(token, findActive);
      if (!session) return undefined;
      if (Date.now() - session.lastSeenAt.getTime() > RENEWAL_INTERVAL_MS) {
        const expiresAt = sessionExpiry(session.user.guest, session.startedAt);
        await repository.extend(hashSessionToken(token), expiresAt);
        memory.forget(token);
        setSessionCookie(reply, token, expiresAt);
      }
      return { user: session.user, token };
    }

    async function newSession(
      reply: FastifyReply,
      guest: boolean,
      create: (tokenHash: string, expiresAt: Date) => Promise<SessionUser>,
    ) {
      const token = generateSessionToken();
      const tokenHash = hashSessionToken(token);
      const expiresAt = sessionExpiry(guest, new Date());
      const user = await create(tokenHash, expiresAt);
      setSessionCookie(reply, token, expiresAt);
      return { user, token };
    }

    await app.register(cookie);
    app.decorateRequest('currentUser', notInApiScope);
    app.decorateRequest('sessionUser', notInApiScope);
    app.decorateRequest('viewer', notInApiScope);
    app.decorateRequest('startSession', notInApiScope);
    app.decorateRequest('endSession', notInApiScope);
    app.decorateRequest('endOtherSessions', notInApiScope);

    app.addHook('onRequest', (request, reply, done) => {
      let session: Promise<ResolvedSession | undefined> | undefined;
      let current: Promise<ResolvedSession> | undefined;
      const lookUp = () => {
        session ??= findSession(request, reply);
        return session;
      };

      request.sessionUser = async () => (await (current ?? lookUp()))?.user;
      request.viewer = async () => (await request.sessionUser()) ?? NOBODY;
      request.currentUser = async () => {
        current ??= lookUp().then(
          (found) =>
            found ??
            newSession(reply, true, (tokenHash, expiresAt) => repository.createGuest(tokenHash, expiresAt)),
        );
        return (await current).user;
      };
      request.startSession = async (userId, { endOtherSessions = false } = {}) => {
        const previous = await (current ?? lookUp());
        const guest = await users.isGuest(userId);
        const started = await newSession(reply, guest, async (tokenHash, expiresAt) => {
          await repository.replace(
            previous && hashSessionToken(previous.token),
            { tokenHash, userId, expiresAt },
            { endingAllOfUser: endOtherSessions },
          );
          return { id: userId, guest };
        });
        session = Promise.resolve(started);
        current = Promise.resolve(started);
      };
      request.endSession = async () => {
        const found = await (current ?? lookUp());
        if (found) {
          await repository.remove(hashSessionToken(found.token));
          memory.forget(found.token);
        }
        reply.clearCookie(cookieName, cookieOptions);
        session = Promise.resolve(undefined);
        current = undefined;
      };
      request.endOtherSessions = async () => {
        const found = await (current ?? lookUp());
        return found ? repository.removeOthers(found.user.id, hashSessionToken(found.token)) : 0;
      };
      done();
    });
  },
  { name: 'sessions', dependencies: ['database'] },
);
