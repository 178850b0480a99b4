import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionExpiry } from './lifetimes.ts';
import { NOBODY, type SessionUser, sessionRepository, userRepository } from './repository.ts';
import { sessionMemory } from './session-memory.ts';
import { generateSessionToken, hashSessionToken, isWellFormedToken } from './tokens.ts';
import { cookieOptions, visitorCookieExpiry, visitorCookieName } from './visitor-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The visitor this request saves something for; the first call without a valid session creates a guest (the
     * one of the visitor id, decision 0061) and sets the cookie. Call it only once there is something worth keeping.
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
    /** Ends the request's session: its row is deleted and the cookie cleared, with the visitor id's. */
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
    const visitorName = visitorCookieName(options.secureCookies);
    const cookieSettings = cookieOptions(options.secureCookies);

    function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date) {
      reply.setCookie(cookieName, token, { ...cookieSettings, expires: expiresAt });
    }

    /** The visitor id the request sends, else a new one, given to the browser with this answer. */
    function visitorIdOf(request: FastifyRequest, reply: FastifyReply): string {
      const sent = request.cookies[visitorName];
      if (isWellFormedToken(sent)) return sent;
      const issued = generateSessionToken();
      reply.setCookie(visitorName, issued, { ...cookieSettings, expires: visitorCookieExpiry() });
      return issued;
    }

    /** Without a session, the visitor is known by their visitor id: `withoutSession` makes sure they have one. */
    async function findSession(
      request: FastifyRequest,
      reply: FastifyReply,
      withoutSession: () => void,
    ): Promise<ResolvedSession | undefined> {
      const token = request.cookies[cookieName];
      const session = isWellFormedToken(token) && (await memory.find(token, findActive));
      if (!session) {
        withoutSession();
        return undefined;
      }
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
      token: string,
      guest: boolean,
      create: (tokenHash: string, expiresAt: Date) => Promise<SessionUser>,
    ): Promise<ResolvedSession> {
      const expiresAt = sessionExpiry(guest, new Date());
      const user = await create(hashSessionToken(token), expiresAt);
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
      let visitor: string | undefined;
      const visitorId = () => {
        visitor ??= visitorIdOf(request, reply);
        return visitor;
      };
      const lookUp = () => {
        session ??= findSession(request, reply, visitorId);
        return session;
      };
      /**
       * A visitor id stands for a browser only until a session is started or ended there: it is dropped then, so that
       * no one who knew it can follow the browser into its next guest.
       */
      const forgetVisitorId = () => {
        if (visitor !== undefined || request.cookies[visitorName] !== undefined) {
          reply.clearCookie(visitorName, cookieSettings);
        }
      };

      request.sessionUser = async () => (await (current ?? lookUp()))?.user;
      request.viewer = async () => (await request.sessionUser()) ?? NOBODY;
      request.currentUser = async () => {
        current ??= lookUp().then(
          (found) =>
            found ??
            newSession(reply, visitorId(), true, (tokenHash, expiresAt) =>
              repository.createGuest(tokenHash, expiresAt),
            ),
        );
        return (await current).user;
      };
      request.startSession = async (userId, { endOtherSessions = false } = {}) => {
        const previous = await (current ?? lookUp());
        const guest = await users.isGuest(userId);
        const started = await newSession(
          reply,
          generateSessionToken(),
          guest,
          async (tokenHash, expiresAt) => {
            await repository.replace(
              previous && hashSessionToken(previous.token),
              { tokenHash, userId, expiresAt },
              { endingAllOfUser: endOtherSessions },
            );
            return { id: userId, guest };
          },
        );
        session = Promise.resolve(started);
        current = Promise.resolve(started);
        forgetVisitorId();
      };
      request.endSession = async () => {
        const found = await (current ?? lookUp());
        if (found) {
          await repository.remove(hashSessionToken(found.token));
          memory.forget(found.token);
        }
        reply.clearCookie(cookieName, cookieSettings);
        forgetVisitorId();
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
