import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DigestSettings } from '#common/api/digest.ts';
import type { JobMatch } from '#common/api/jobs.ts';
import { API_ROUTES } from '#common/api/routes.ts';
import { APP_PATHS, EMAIL_SETTINGS_QUERY } from '#common/routes.ts';
import { remindersFor } from '#server/features/tracker/reminders.ts';
import { MAIL_JOBS } from '#server/mail/plugin.ts';
import { mailRepository } from '#server/mail/repository.ts';
import { userRepository } from '#server/sessions/repository.ts';
import { jobRepository } from '../repository.ts';
import { digestMail, reminderCount } from './mail.ts';
import { choosePicks } from './picks.ts';
import { digestRepository } from './repository.ts';

export const DIGEST_JOBS = { schedule: 'digest.schedule', send: 'digest.send' } as const;

/** The purpose the unsubscribe link's token is signed for: a token for anything else does not unsubscribe. */
export const UNSUBSCRIBE_PURPOSE = 'digest-unsubscribe';

/** Descriptions are cut as in the matches list: 'Today's picks' shows their start. */
const DESCRIPTION_LENGTH = 300;

/** What became of one user's e-mail for one local date. */
export type DigestOutcome = 'sent' | 'nothing-good-enough' | 'already-decided' | 'not-wanted';

export type Digest = {
  /** Queues the e-mail of every user due at `now` (or only of `userId`); answers how many were queued. */
  queueDue(now?: Date, userId?: string): Promise<number>;
  /**
   * Decides one user's e-mail for a local date and stores it for sending, once across instances and retries;
   * `at` is when it was found due, the moment its reminders are for.
   */
  send(userId: string, localDate: string, at?: Date): Promise<DigestOutcome>;
  /** The jobs the user's e-mail would hold now. */
  currentPicks(userId: string, settings: Pick<DigestSettings, 'minMatch' | 'pickCount'>): Promise<JobMatch[]>;
  /** These of the user's matches, in this order (a job whose match has gone is left out). */
  matchesById(userId: string, jobIds: number[]): Promise<JobMatch[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    digest: Digest;
  }
}

/**
 * The morning e-mail: every minute a cron job finds the users whose local time has come and queues one send per
 * user and local date; the send picks the jobs, and records the day, its picks and the e-mail in one transaction,
 * so the day's row decides which instance sends it. Decorates `app.digest`.
 */
export default fp(
  async function jobDigest(app: FastifyInstance) {
    const digests = digestRepository(app.db);
    const jobs = jobRepository(app.db);
    const users = userRepository(app.db);

    const digest: Digest = {
      async queueDue(now = new Date(), userId) {
        let queued = 0;
        for (const due of await digests.due(now, userId)) {
          const id = await app.jobs.send(
            DIGEST_JOBS.send,
            { ...due, at: now.toISOString() },
            {
              singletonKey: `${due.userId}:${due.localDate}`,
            },
          );
          if (id) queued += 1;
        }
        return queued;
      },

      async send(userId, localDate, at = new Date()) {
        const [recipient, settings] = await Promise.all([users.addressee(userId), digests.settings(userId)]);
        if (!recipient?.emailVerified || !settings.enabled) return 'not-wanted';
        const picks = await digest.currentPicks(userId, settings);
        const reminders = await remindersFor(app.db, userId, { timeZone: null, now: at });
        if (picks.length === 0 && reminderCount(reminders) === 0) {
          await digests.recordNothingToSend(userId, localDate);
          return 'nothing-good-enough';
        }
        const token = await app.mail.sign(UNSUBSCRIBE_PURPOSE, userId);
        const content = digestMail({
          picks,
          reminders,
          firstName: recipient.firstName,
          email: recipient.email,
          links: {
            matches: app.mail.link(APP_PATHS.career),
            applications: app.mail.link(APP_PATHS.applications),
            settings: app.mail.link(APP_PATHS.dashboard, { [EMAIL_SETTINGS_QUERY]: '' }),
            unsubscribe: app.mail.link(APP_PATHS.unsubscribe, { token }),
          },
        });
        const to = recipient.email;
        const mailId = await digests.recordSent(
          userId,
          localDate,
          picks.map((pick) => pick.id),
          (tx) =>
            mailRepository(tx).insert({
              kind: 'digest',
              to,
              userId,
              content,
              headers: {
                'List-Unsubscribe': `<${app.mail.link(API_ROUTES.unsubscribeDigest.path, { token })}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }),
        );
        if (!mailId) return 'already-decided';
        // Stored with the day's record; if queueing fails here, the mail sweep sends it.
        await app.jobs
          .send(MAIL_JOBS.send, { mailId }, { singletonKey: mailId })
          .catch((error: unknown) => app.log.warn({ mailId, err: error }, 'digest stored but not queued'));
        return 'sent';
      },

      async currentPicks(userId, settings) {
        const visible = await app.planLimits.visibleJobMatches(userId);
        const matches = await jobs.matches(userId, { visible, descriptionLength: DESCRIPTION_LENGTH });
        return choosePicks(matches, settings, await digests.pickedJobIds(userId));
      },

      async matchesById(userId, jobIds) {
        const matches = new Map(
          (await jobs.matches(userId, { descriptionLength: DESCRIPTION_LENGTH })).map((match) => [
            match.id,
            match,
          ]),
        );
        return jobIds.flatMap((id) => matches.get(id) ?? []);
      },
    };

    await app.jobs.define(
      DIGEST_JOBS.schedule,
      async () => {
        const queued = await digest.queueDue();
        if (queued > 0) app.log.info({ queued }, 'queued morning e-mails');
      },
      { policy: 'short' },
    );

    await app.jobs.define<{ userId: string; localDate: string; at?: string }>(
      DIGEST_JOBS.send,
      async ({ userId, localDate, at }) => {
        const outcome = await digest.send(userId, localDate, at === undefined ? undefined : new Date(at));
        app.log.info({ userId, localDate, outcome }, 'morning e-mail decided');
      },
      { policy: 'short', retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, concurrency: 4 },
    );

    app.decorate('digest', digest);
    app.addHook('onReady', () => app.jobs.schedule(DIGEST_JOBS.schedule, '* * * * *'));
  },
  { name: 'job-digest', dependencies: ['jobs', 'mail', 'plans'] },
);
