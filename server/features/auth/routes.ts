import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VISITOR_WITHOUT_SESSION } from '#common/accounts.ts';
import type { GuestDataDecision, SignInResponse } from '#common/api/auth.ts';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { isForeignKeyViolation } from '#server/db/constraint-violations.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { HttpError } from '#server/http-error.ts';
import { emailTokenRepository } from '#server/mail/tokens.ts';
import { cancelAllAtProvider } from '#server/payments/cancel-all.ts';
import { userRepository } from '#server/sessions/repository.ts';
import { accountRepository, hasAnyData, MAX_ACCOUNTS_PER_EMAIL } from './accounts.ts';
import { checkPasswordAttempt, confirmPassword, limitAddressAttempts } from './attempts.ts';
import { accountMails } from './email-links.ts';
import emailRoutes from './email-routes.ts';
import { exportAccount } from './export.ts';
import { type PasswordOwner, passwordWeakness } from './password-rule.ts';
import { firstMatching, hashPassword } from './passwords.ts';

const WRONG_CREDENTIALS = 'Incorrect email or password.';
const ACCOUNT_DELETED = 'This account has just been deleted. Sign up to start a new one.';
const TOO_MANY_ACCOUNTS =
  'This email address cannot be used for any more accounts. Use another address, or write to support if the address is yours.';
const ACCOUNTS_ONLY = 'Sign in to your account first.';

function refuseWeakPassword(password: string, owner: PasswordOwner) {
  const weakness = passwordWeakness(password, owner);
  if (weakness) throw new HttpError(400, weakness);
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = accountRepository(app.db);
  const users = userRepository(app.db);
  const mails = accountMails(app);
  await app.register(emailRoutes);

  const me = async (userId: string) => {
    const profile = await users.profile(userId);
    if (!profile) throw new Error('the session’s user has no row');
    return profile;
  };

  async function accountOf(userId: string) {
    const account = await users.credentials(userId);
    if (!account) throw new HttpError(403, ACCOUNTS_ONLY);
    return account;
  }

  /**
   * What becomes of the data of the guest who signs in: merged or deleted as decided; merged without asking when
   * there is nothing to ask about. Answers the question to put when it must be asked first.
   */
  async function settleGuestData(
    guestId: string,
    accountId: string,
    decision: GuestDataDecision | undefined,
  ): Promise<SignInResponse | undefined> {
    if (decision === 'discard') {
      await cancelAllAtProvider(app.db, app.payments, guestId);
      await users.removeGuest(guestId);
      return undefined;
    }
    const guestData = await accounts.dataCounts(guestId);
    if (decision === 'keep' || !hasAnyData(guestData)) {
      await accounts.mergeGuestInto(guestId, accountId);
      return undefined;
    }
    const accountHasData = hasAnyData(await accounts.dataCounts(accountId));
    return { outcome: 'guest-data-question', guestData, accountHasData };
  }

  app.route({
    ...endpointRoute(ENDPOINTS.currentUser, {
      summary: 'The current visitor: a guest or a registered user',
      tags: ['auth'],
    }),
    handler: async (request) => {
      const visitor = await request.sessionUser();
      return visitor ? me(visitor.id) : VISITOR_WITHOUT_SESSION;
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.signUp, {
      summary:
        'Turn the current guest into an account, keeping everything they made; the answer never says whether the email has other accounts',
      tags: ['auth'],
    }),
    handler: async (request, reply) => {
      const { firstName, lastName, email, password, timeZone } = request.body;
      await limitAddressAttempts(app.db, 'signup', request.ip);
      const user = await request.currentUser();
      if (!user.guest)
        throw new HttpError(409, 'You are already signed in. Sign out to create another account.');
      refuseWeakPassword(password, { email, firstName, lastName });
      const registered = await accounts.register(user.id, {
        firstName,
        lastName,
        email,
        passwordHash: await hashPassword(password),
        timeZone: timeZone ?? null,
      });
      if (!registered) throw new HttpError(409, TOO_MANY_ACCOUNTS);
      await request.startSession(user.id);
      // The account exists either way; a link that could not be stored is asked for again from the banner.
      await mails
        .afterSignUp(user.id)
        .catch((error: unknown) => request.log.error({ err: error }, 'verification e-mail not stored'));
      return reply.code(201).send(await me(user.id));
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.signIn, {
      summary:
        'Sign in. A guest with data is first asked (no session starts) whether to keep it; with guestData its data is merged into the account (409, nothing moved, when its applications would pass the board’s cap) or deleted',
      tags: ['auth'],
    }),
    handler: async (request): Promise<SignInResponse> => {
      const { email, password, guestData } = request.body;
      await limitAddressAttempts(app.db, 'signin', request.ip);
      const account = await checkPasswordAttempt(
        app.db,
        { email, address: request.ip },
        async () => firstMatching(await users.signInCandidates(email, MAX_ACCOUNTS_PER_EMAIL), password),
        () => new HttpError(401, WRONG_CREDENTIALS),
      );
      const visitor = await request.sessionUser();
      try {
        if (visitor?.guest && visitor.id !== account.id) {
          const question = await settleGuestData(visitor.id, account.id, guestData);
          if (question) return question;
        }
        await request.startSession(account.id);
      } catch (error) {
        // The account was deleted (from another browser) after the password was checked.
        if (isForeignKeyViolation(error)) throw new HttpError(401, ACCOUNT_DELETED);
        throw error;
      }
      const notices = await accounts.takeNotices(account.id);
      // The account may be deleted from another browser between the session starting and this read.
      const user = await users.profile(account.id);
      if (!user) throw new HttpError(401, ACCOUNT_DELETED);
      return {
        outcome: 'signed-in',
        user,
        notices: notices.map((notice) => ({
          ...notice,
          lastOccurredAt: notice.lastOccurredAt.toISOString(),
        })),
      };
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.changePassword, {
      summary:
        'Change the password: every other session of the account and its password reset links end, and this session continues under a new id',
      tags: ['auth'],
    }),
    handler: async (request, reply) => {
      const visitor = await request.sessionUser();
      if (!visitor || visitor.guest) throw new HttpError(403, ACCOUNTS_ONLY);
      const { currentPassword, newPassword } = request.body;
      const account = await accountOf(visitor.id);
      refuseWeakPassword(newPassword, account);
      await confirmPassword(app.db, account, currentPassword, request.ip);
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await userRepository(tx).changePassword(visitor.id, passwordHash);
        const tokens = emailTokenRepository(tx);
        // The reset links sent before end, and so does a change of address asked for by whoever knew the old password.
        await tokens.revoke('reset-password', visitor.id);
        await tokens.revoke('verify-email', visitor.id, { exceptTo: account.email });
      });
      await request.startSession(visitor.id, { endOtherSessions: true });
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.signOutOthers, {
      summary:
        'Sign out everywhere else: every session of the account ends except this one, and so do its password reset links',
      tags: ['auth'],
    }),
    handler: async (request) => {
      const visitor = await request.sessionUser();
      if (!visitor || visitor.guest) throw new HttpError(403, ACCOUNTS_ONLY);
      // A reset link is a way in from elsewhere too.
      await emailTokenRepository(app.db).revoke('reset-password', visitor.id);
      return { ended: await request.endOtherSessions() };
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.signOut, { summary: 'End the current session', tags: ['auth'] }),
    handler: async (request, reply) => {
      await request.endSession();
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.exportAccount, {
      summary:
        'Download everything the user gave and the product derived, with the original resume files (zip)',
      tags: ['account'],
      produces: ['application/zip'],
    }),
    handler: async (request, reply) => {
      const user = await request.viewer();
      const zip = await exportAccount(app.db, user.id, await app.planLimits.visibleJobMatches(user.id));
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="careerpilot-data-${date}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.deleteAccount, {
      summary:
        'Delete the user and every row and file of theirs (an account confirms with its password); a paid plan is cancelled at the payment provider first',
      tags: ['account'],
    }),
    handler: async (request, reply) => {
      const user = await request.viewer();
      if (!user.guest) {
        const { password } = request.body;
        if (!password) throw new HttpError(400, 'Enter your password to delete your account.');
        await confirmPassword(app.db, await accountOf(user.id), password, request.ip);
      }
      await cancelAllAtProvider(app.db, app.payments, user.id);
      await request.endSession();
      await accounts.remove(user.id);
      return reply.code(204).send();
    },
  });
};

export default authRoutes;
