import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_MINUTES } from '#common/accounts.ts';
import { APP_PATHS } from '#common/routes.ts';
import { emailTokenRepository } from '#server/mail/tokens.ts';
import { type Addressee, userRepository } from '#server/sessions/repository.ts';
import {
  addressChangeNoticeMail,
  anotherAccountNoticeMail,
  dayInZone,
  passwordResetMail,
  VERIFICATION_LINK_HOURS,
  verificationMail,
} from './mails.ts';

const signInPath = APP_PATHS.auth[1];

/** The e-mails about an account: each stored and queued on the mailer, links carrying one-time tokens. */
export function accountMails(app: FastifyInstance) {
  const tokens = emailTokenRepository(app.db);
  const users = userRepository(app.db);

  async function sendVerification(account: Addressee, email: string, reason: 'new-account' | 'new-address') {
    const token = await tokens.issue(
      'verify-email',
      { userId: account.id },
      email,
      VERIFICATION_LINK_HOURS * 60,
    );
    await app.mail.send({
      kind: 'verify-email',
      to: email,
      userId: account.id,
      content: verificationMail({
        firstName: account.firstName,
        email,
        link: app.mail.link(APP_PATHS.verifyEmail, { token }),
        reason,
      }),
    });
  }

  return {
    sendVerification,

    /**
     * After sign-up: the verified owner of the address, when there is one, is told (decision 0018) and no link
     * goes, since it could only be refused; otherwise the new account gets its verification link.
     */
    async afterSignUp(userId: string) {
      const account = await users.addressee(userId);
      if (!account) return;
      const owner = await users.verifiedHolderOf(account.email);
      if (!owner) return sendVerification(account, account.email, 'new-account');
      await app.mail.send({
        kind: 'another-account-notice',
        to: owner.email,
        userId: owner.id,
        content: anotherAccountNoticeMail({
          firstName: owner.firstName,
          createdOn: dayInZone(new Date(), owner.timeZone),
          signInLink: app.mail.link(signInPath),
        }),
      });
    },

    /** A link that makes `newEmail` the account's address, and a notice to the address it has now. */
    async sendAddressChange(account: Addressee, newEmail: string) {
      await sendVerification(account, newEmail, 'new-address');
      if (account.email === newEmail) return;
      await app.mail.send({
        kind: 'address-change-notice',
        to: account.email,
        userId: account.id,
        content: addressChangeNoticeMail({
          firstName: account.firstName,
          newEmail,
          signInLink: app.mail.link(signInPath),
        }),
      });
    },

    async sendPasswordReset(account: Addressee) {
      const token = await tokens.issue(
        'reset-password',
        { userId: account.id },
        account.email,
        PASSWORD_RESET_MINUTES,
      );
      await app.mail.send({
        kind: 'reset-password',
        to: account.email,
        userId: account.id,
        content: passwordResetMail({
          firstName: account.firstName,
          link: app.mail.link(APP_PATHS.resetPassword, { token }),
        }),
      });
    },
  };
}
