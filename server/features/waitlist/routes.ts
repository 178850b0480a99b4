import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVALID_LINK } from '#common/accounts.ts';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { APP_PATHS } from '#common/routes.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { HttpError } from '#server/http-error.ts';
import { emailTokenRepository } from '#server/mail/tokens.ts';
import { CONFIRMATION_LINK_DAYS, waitlistConfirmationMail } from './mails.ts';
import { type Confirmable, waitlistRepository } from './repository.ts';

/**
 * Joins per client address. The answer says whether an address is already listed (`alreadySubscribed`), so it
 * must not be asked about address after address.
 */
export const SUBSCRIBE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 } as const;

/** Joining again with an address not yet confirmed sends the confirmation again, at most this often. */
export const CONFIRMATION_RESEND_MINUTES = 60;

const LINK_EXPIRED = `This link has expired: it worked for ${CONFIRMATION_LINK_DAYS} days. Join the waitlist again with the same address to get a new one.`;

const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscribers = waitlistRepository(app.db);
  const tokens = emailTokenRepository(app.db);

  async function sendConfirmation(subscriber: Confirmable) {
    const token = await tokens.issue(
      'confirm-waitlist',
      { subscriberId: subscriber.id },
      subscriber.email,
      CONFIRMATION_LINK_DAYS * 24 * 60,
    );
    await app.mail.send({
      kind: 'confirm-waitlist',
      to: subscriber.email,
      content: waitlistConfirmationMail({
        name: subscriber.name,
        email: subscriber.email,
        link: app.mail.link(APP_PATHS.confirmWaitlist, { token }),
      }),
    });
  }

  app.route({
    ...endpointRoute(ENDPOINTS.joinWaitlist, {
      summary:
        'Join the waitlist (at most 10 times per 15 minutes from one address); a confirmation e-mail goes to the address, again at most once an hour while unconfirmed',
      tags: ['waitlist'],
    }),
    config: { rateLimit: SUBSCRIBE_LIMIT },
    handler: async (request, reply) => {
      // Only a visitor who already has a session is recorded: joining the list makes no guest.
      const visitor = await request.sessionUser();
      const added = await subscribers.add(request.body, visitor?.id);
      const due =
        added ?? (await subscribers.claimConfirmationResend(request.body.email, CONFIRMATION_RESEND_MINUTES));
      if (due) await sendConfirmation(due);
      return reply.code(added ? 201 : 200).send({ alreadySubscribed: !added });
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.confirmWaitlist, {
      summary: 'Open the waitlist confirmation link (double opt-in); opening it again answers the same',
      tags: ['waitlist'],
    }),
    handler: async (request) => {
      const { token } = request.body;
      const found = await tokens.find('confirm-waitlist', token);
      if (found?.state === 'expired') throw new HttpError(400, LINK_EXPIRED);
      // A used link confirmed its row (they are used only here, and go with the row): a second click is fine.
      if (found?.state === 'used') return { email: found.email };
      const email = await app.db.transaction(async (tx) => {
        const used = await emailTokenRepository(tx).consume('confirm-waitlist', token);
        if (!used?.subscriberId || !(await waitlistRepository(tx).confirm(used.subscriberId)))
          throw new HttpError(400, INVALID_LINK);
        return used.email;
      });
      return { email };
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.subscriberCount, {
      summary: 'How many people joined the waitlist, confirmed or not',
      tags: ['waitlist'],
    }),
    handler: async () => ({ count: await subscribers.count() }),
  });
};

export default waitlistRoutes;
