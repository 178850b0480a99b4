import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DigestSettingsResponse } from '#common/api/digest.ts';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { DEFAULT_TIME_ZONE } from '#server/db/local-time.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { HttpError } from '#server/http-error.ts';
import { userRepository } from '#server/sessions/repository.ts';
import { UNSUBSCRIBE_PURPOSE } from './plugin.ts';
import { digestRepository } from './repository.ts';

const GUESTS_CANNOT_SAVE = 'Sign up to get the morning email.';
const UNKNOWN_TIME_ZONE = 'Choose a time zone such as Europe/Paris';
const BAD_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Open the link from the email again, or turn the morning email off in your settings.';

/**
 * The one-click unsubscribe, in a scope of its own: mail providers POST `List-Unsubscribe=One-Click` as a form
 * (RFC 8058), the web page JSON or nothing. The token in the query is all it needs, so any body is taken and ignored.
 */
const unsubscribeRoute: FastifyPluginAsyncZod = async (app) => {
  const digests = digestRepository(app.db);
  const users = userRepository(app.db);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));

  app.route({
    ...endpointRoute(ENDPOINTS.unsubscribeDigest, {
      summary:
        'Turn the morning email off with the signed token from its unsubscribe link; no sign-in needed',
      tags: ['digest'],
    }),
    handler: async (request) => {
      const userId = await app.mail.verify(UNSUBSCRIBE_PURPOSE, request.query.token);
      const recipient = userId === undefined ? undefined : await users.addressee(userId);
      if (!userId || !recipient) throw new HttpError(400, BAD_UNSUBSCRIBE_LINK);
      await digests.disable(userId);
      return { email: recipient.email };
    },
  });
};

const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  const digests = digestRepository(app.db);
  const users = userRepository(app.db);

  async function settingsResponse(userId: string): Promise<DigestSettingsResponse> {
    const [recipient, settings] = await Promise.all([users.addressee(userId), digests.settings(userId)]);
    const timeZone = recipient?.timeZone ?? DEFAULT_TIME_ZONE;
    const canSend = Boolean(recipient?.emailVerified && settings.enabled);
    const nextSendAt = canSend ? await digests.nextSendAt(userId, timeZone, settings, new Date()) : null;
    return {
      ...settings,
      timeZone,
      email: recipient?.email ?? null,
      emailVerified: recipient?.emailVerified ?? false,
      nextSendAt: nextSendAt?.toISOString() ?? null,
    };
  }

  app.route({
    ...endpointRoute(ENDPOINTS.digestSettings, {
      summary: 'The morning e-mail’s settings, where it goes, and when it is next due',
      tags: ['digest'],
    }),
    handler: async (request) => settingsResponse((await request.viewer()).id),
  });

  app.route({
    ...endpointRoute(ENDPOINTS.saveDigestSettings, {
      summary: 'Save the morning e-mail’s settings and time zone (accounts only)',
      tags: ['digest'],
    }),
    handler: async (request) => {
      const user = await request.viewer();
      if (user.guest) throw new HttpError(403, GUESTS_CANNOT_SAVE);
      const { timeZone, ...settings } = request.body;
      if (!(await users.knowsTimeZone(timeZone))) throw new HttpError(400, UNKNOWN_TIME_ZONE);
      await app.db.transaction(async (tx) => {
        await digestRepository(tx).save(user.id, settings);
        await userRepository(tx).setTimeZone(user.id, timeZone);
      });
      // Turned on after today's time but within the catch-up window: today's e-mail goes now.
      await app.digest.queueDue(new Date(), user.id);
      return settingsResponse(user.id);
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.todaysPicks, {
      summary: 'Today’s picks: the jobs of today’s morning e-mail once sent, else the jobs it would hold now',
      tags: ['digest'],
    }),
    handler: async (request) => {
      const user = await request.viewer();
      const date = await digests.localDate(user.id, new Date());
      const sent = await digests.sent(user.id, date);
      if (sent)
        return {
          date,
          sentAt: sent.sentAt.toISOString(),
          picks: await app.digest.matchesById(user.id, sent.jobIds),
        };
      return {
        date,
        sentAt: null,
        picks: await app.digest.currentPicks(user.id, await digests.settings(user.id)),
      };
    },
  });

  await app.register(unsubscribeRoute);
};

export default digestRoutes;
