import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailSettings } from '#server/config.ts';
import { mailRepository } from './repository.ts';
import { newSigningKey, tokenSigner } from './signing.ts';
import { createMailTransport, isPermanentFailure } from './transport.ts';
import type { Mailer, NewMail } from './types.ts';

export const MAIL_JOBS = { send: 'mail.send', sweep: 'mail.sweep' } as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A link only the server's own machine can open: useless in an e-mail someone reads elsewhere. */
export function isThisMachine(origin: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(origin).hostname);
}

/** A message not sent after this long is re-queued by the sweep; after the longer one it is given up (and kept). */
const STALLED_AFTER_MINUTES = 10;
const ABANDON_AFTER_HOURS = 72;
const SWEEP_BATCH = 500;
const SIGNING_KEY_NAME = 'mail-link-signing-key';

/**
 * E-mail as `app.mail`: each message is stored, then sent by a job (retried with backoff, one attempt at a time per
 * message across instances); a sweep re-queues what is still unsent, so a failed send never loses the message.
 */
export default fp(
  async function mail(app: FastifyInstance, options: MailSettings) {
    const mails = mailRepository(app.db);
    const transport = createMailTransport(options);
    let signer: Promise<ReturnType<typeof tokenSigner>> | undefined;
    const signing = () => {
      signer ??= mails.secret(SIGNING_KEY_NAME, newSigningKey).then(tokenSigner, (error: unknown) => {
        signer = undefined;
        throw error;
      });
      return signer;
    };

    const queue = (mailId: string) => app.jobs.send(MAIL_JOBS.send, { mailId }, { singletonKey: mailId });

    await app.jobs.define<{ mailId: string }>(
      MAIL_JOBS.send,
      async ({ mailId }) => {
        const message = await mails.unsent(mailId);
        if (!message) return;
        try {
          const delivery = await transport.deliver(message);
          await mails.markSent(mailId);
          if (delivery.outboxPath)
            app.log.info(
              { mailId, kind: message.kind, outboxPath: delivery.outboxPath },
              'e-mail written to the outbox (no SMTP_URL is set)',
            );
        } catch (error) {
          const permanent = isPermanentFailure(error);
          await mails.recordFailure(mailId, error, { abandon: permanent });
          app.log.warn({ mailId, kind: message.kind, err: error, permanent }, 'e-mail not sent');
          if (!permanent) throw error;
        }
      },
      {
        policy: 'exclusive',
        retryLimit: 6,
        retryDelaySeconds: options.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: 120,
        concurrency: 4,
      },
    );

    await app.jobs.define(
      MAIL_JOBS.sweep,
      async () => {
        await mails.abandonOlderThan(ABANDON_AFTER_HOURS);
        for (const mailId of await mails.stalled(STALLED_AFTER_MINUTES, SWEEP_BATCH)) await queue(mailId);
      },
      { policy: 'short' },
    );
    app.addHook('onReady', async () => {
      await app.jobs.schedule(MAIL_JOBS.sweep, '*/15 * * * *');
      if (!options.smtpUrl)
        app.log.info(
          { outboxDir: options.outboxDir },
          'no SMTP_URL is set: e-mails are written to the outbox',
        );
      else if (isThisMachine(options.linkOrigin))
        app.log.warn(
          { linkOrigin: options.linkOrigin },
          'e-mails go out through SMTP but their links point at this machine: set PUBLIC_ORIGIN',
        );
    });
    app.addHook('onClose', () => transport.close());

    const mailer: Mailer = {
      async send(message: NewMail) {
        const mailId = await mails.insert(message);
        // Stored first: if queueing fails, the sweep sends it later.
        await queue(mailId).catch((error: unknown) =>
          app.log.warn({ mailId, err: error }, 'e-mail stored but not queued; the sweep will send it'),
        );
        return mailId;
      },
      link(path, query = {}) {
        const url = new URL(path, options.linkOrigin);
        for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
        return url.href;
      },
      sign: async (purpose, subject) => (await signing()).sign(purpose, subject),
      verify: async (purpose, token) => (await signing()).verify(purpose, token),
    };
    app.decorate('mail', mailer);
  },
  { name: 'mail', dependencies: ['jobs', 'database'] },
);
