import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVALID_LINK, PASSWORD_RESET_MINUTES } from '#common/accounts.ts';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { isUniqueViolation } from '#server/db/constraint-violations.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { HttpError } from '#server/http-error.ts';
import { emailTokenRepository } from '#server/mail/tokens.ts';
import { sessionRepository, userRepository } from '#server/sessions/repository.ts';
import { confirmPassword, pleaseWait, waitOverLimit } from './attempts.ts';
import { accountMails } from './email-links.ts';
import { VERIFICATION_LINK_HOURS } from './mails.ts';
import { passwordWeakness } from './password-rule.ts';
import { hashPassword } from './passwords.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Per account, per client address and per e-mail address: how often each e-mail can be asked for. */
export const EMAIL_LIMITS = {
  resendVerification: { max: 3, windowMs: HOUR_MS },
  changeEmail: { max: 5, windowMs: HOUR_MS },
  forgotPasswordPerClient: { max: 10, windowMs: 15 * MINUTE_MS },
  /** Past it the answer stays 202, but nothing more is sent to the address. */
  forgotPasswordPerEmail: { max: 3, windowMs: HOUR_MS },
  resetPasswordPerClient: { max: 10, windowMs: 15 * MINUTE_MS },
} as const;

const ACCOUNTS_ONLY = 'Sign in to your account first.';
const ALREADY_VERIFIED = 'Your email address is already confirmed.';
const ADDRESS_TAKEN =
  'This address is already confirmed on another CareerPilot account. Sign in to that account, or use another address.';
const LINK_USED =
  'This link has already been used. Sign in to see whether your address is confirmed, or ask for a new link.';
const LINK_EXPIRED = `This link has expired: confirmation links work for ${VERIFICATION_LINK_HOURS} hours. Sign in and ask for a new one.`;
const RESET_LINK_INVALID = `This password reset link does not work any more: each link works once, for ${PASSWORD_RESET_MINUTES} minutes. Ask for a new one on the sign-in page.`;

/** Verifying an address, changing it, and resetting a forgotten password: each by a link sent by e-mail. */
const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = userRepository(app.db);
  const tokens = emailTokenRepository(app.db);
  const mails = accountMails(app);

  /** The signed-in account as an e-mail addresses it: 403 for a guest or a visitor without a session. */
  async function signedInAccount(request: FastifyRequest) {
    const visitor = await request.sessionUser();
    const account = visitor && !visitor.guest ? await users.addressee(visitor.id) : undefined;
    if (!account) throw new HttpError(403, ACCOUNTS_ONLY);
    return account;
  }

  async function refuseOverLimit(key: string, limit: { max: number; windowMs: number }, message: string) {
    const waitMs = await waitOverLimit(app.db, key, limit);
    if (waitMs !== undefined) throw new HttpError(429, `${message} ${pleaseWait(waitMs)}`);
  }

  app.route({
    ...endpointRoute(ENDPOINTS.resendVerification, {
      summary: 'Send the account a new link that confirms its address (at most 3 an hour)',
      tags: ['auth'],
    }),
    handler: async (request, reply) => {
      const account = await signedInAccount(request);
      if (account.emailVerified) throw new HttpError(409, ALREADY_VERIFIED);
      await refuseOverLimit(
        `verify-email:account:${account.id}`,
        EMAIL_LIMITS.resendVerification,
        'You asked for 3 confirmation emails in the last hour; check your spam folder for them.',
      );
      // An address another account holds verified could only be refused: its owner was told at sign-up.
      if (!(await users.verifiedHolderOf(account.email)))
        await mails.sendVerification(account, account.email, 'new-account');
      return reply.code(202).send({ sentTo: account.email });
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.verifyEmail, {
      summary:
        'Open a confirmation link: the address it was sent to becomes the account’s, confirmed (no session needed)',
      tags: ['auth'],
    }),
    handler: async (request) => {
      const { token } = request.body;
      const found = await tokens.find('verify-email', token);
      if (found?.state === 'used') throw new HttpError(400, LINK_USED);
      if (found?.state === 'expired') throw new HttpError(400, LINK_EXPIRED);
      try {
        const email = await app.db.transaction(async (tx) => {
          const used = await emailTokenRepository(tx).consume('verify-email', token);
          if (!used?.userId || !(await userRepository(tx).verifyEmail(used.userId, used.email)))
            throw new HttpError(400, INVALID_LINK);
          const txTokens = emailTokenRepository(tx);
          // Older links, to this address or another, would otherwise switch the address back.
          await txTokens.revoke('verify-email', used.userId);
          // Whoever keeps the old mailbox must not take the account back with a reset link sent there.
          await txTokens.revoke('reset-password', used.userId, { exceptTo: used.email });
          return used.email;
        });
        return { email };
      } catch (error) {
        // The partial unique index refused a second verified holder; the transaction left the link unused.
        if (isUniqueViolation(error)) throw new HttpError(409, ADDRESS_TAKEN);
        throw error;
      }
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.changeEmail, {
      summary:
        'Change the account’s address: a link goes to the new one (which replaces the old when opened) and a notice to the old one',
      tags: ['auth'],
    }),
    handler: async (request, reply) => {
      const account = await signedInAccount(request);
      const { email, password } = request.body;
      await refuseOverLimit(
        `change-email:account:${account.id}`,
        EMAIL_LIMITS.changeEmail,
        'You asked to change your address 5 times in the last hour.',
      );
      const credentials = await users.credentials(account.id);
      if (!credentials) throw new HttpError(403, ACCOUNTS_ONLY);
      await confirmPassword(app.db, credentials, password, request.ip);
      if (email === account.email && account.emailVerified)
        throw new HttpError(409, 'This is already your account’s confirmed address.');
      await mails.sendAddressChange(account, email);
      return reply.code(202).send({ sentTo: email });
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.forgotPassword, {
      summary:
        'Send a password reset link to the account with this address; the same answer whether or not there is one',
      tags: ['auth'],
    }),
    handler: async (request, reply) => {
      const { email } = request.body;
      await refuseOverLimit(
        `forgot-password:client:${request.ip}`,
        EMAIL_LIMITS.forgotPasswordPerClient,
        'Too many password reset requests from your network.',
      );
      const overForAddress = await waitOverLimit(
        app.db,
        `forgot-password:email:${email}`,
        EMAIL_LIMITS.forgotPasswordPerEmail,
      );
      if (overForAddress === undefined) {
        const account = await users.passwordResetTarget(email);
        // Not awaited, so that an address with an account answers as fast as one without.
        if (account)
          mails
            .sendPasswordReset(account)
            .catch((error: unknown) => request.log.error({ err: error }, 'password reset e-mail not stored'));
      }
      return reply.code(202).send();
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.resetPassword, {
      summary:
        'Set a new password from a reset link sent to the account’s current address: every session of the account ends and the other reset links stop working',
      tags: ['auth'],
    }),
    handler: async (request, reply) => {
      const { token, password } = request.body;
      await refuseOverLimit(
        `reset-password:client:${request.ip}`,
        EMAIL_LIMITS.resetPasswordPerClient,
        'Too many attempts.',
      );
      const found = await tokens.find('reset-password', token);
      const account =
        found?.state === 'usable' && found.userId ? await users.credentials(found.userId) : undefined;
      // A link works only while the account has the address it went to: one stored as a new address was being
      // confirmed escaped that confirmation's revocation.
      if (!account || account.email !== found?.email) throw new HttpError(400, RESET_LINK_INVALID);
      // Checked before the link is used, so that a refused password leaves it working.
      const weakness = passwordWeakness(password, account);
      if (weakness) throw new HttpError(400, weakness);
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        const txTokens = emailTokenRepository(tx);
        const used = await txTokens.consume('reset-password', token);
        const userId = used?.userId;
        if (!used || !userId) throw new HttpError(400, RESET_LINK_INVALID);
        await userRepository(tx).changePassword(userId, passwordHash);
        await txTokens.revoke('reset-password', userId);
        // A change of address asked for by whoever knew the old password is cancelled with it.
        await txTokens.revoke('verify-email', userId, { exceptTo: account.email });
        await sessionRepository(tx).removeAllOf(userId);
        // Opening the link proves the mailbox; a savepoint, since another account may verify the address at once.
        await tx
          .transaction((savepoint) => userRepository(savepoint).markVerifiedIfFree(userId, used.email))
          .catch((error: unknown) => {
            if (!isUniqueViolation(error)) throw error;
          });
      });
      return reply.code(204).send();
    },
  });
};

export default emailRoutes;
