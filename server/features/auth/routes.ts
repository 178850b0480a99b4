import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUserSchema,
  deleteAccountRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '#common/api/auth.ts';
import { errorResponseSchema } from '#common/api/errors.ts';
import { HttpError } from '#server/http-error.ts';
import { cancelAllAtProvider } from '#server/payments/cancel-all.ts';
import { accountRepository, isUniqueViolation } from './accounts.ts';
import { limitAttempts } from './attempts.ts';
import { exportAccount } from './export.ts';
import { hashPassword, passwordMatches } from './passwords.ts';

const WRONG_CREDENTIALS = 'Incorrect email or password.';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = accountRepository(app.db);

  const me = async (userId: string) => {
    const profile = await accounts.profile(userId);
    if (!profile) throw new Error('the session’s user has no row');
    return profile;
  };

  app.get(
    '/auth/me',
    {
      schema: {
        summary: 'The current visitor: a guest or a registered user',
        tags: ['auth'],
        response: { 200: currentUserSchema },
      },
    },
    async (request) => me((await request.currentUser()).id),
  );

  app.post(
    '/auth/signup',
    {
      schema: {
        summary: 'Turn the current guest into an account, keeping everything they made',
        tags: ['auth'],
        body: signUpRequestSchema,
        response: {
          201: currentUserSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { firstName, lastName, email, password } = request.body;
      await limitAttempts(app.db, 'signup', request.ip, email);
      const user = await request.currentUser();
      if (!user.guest)
        throw new HttpError(409, 'You are already signed in. Sign out to create another account.');
      try {
        await accounts.register(user.id, {
          firstName,
          lastName,
          email,
          passwordHash: await hashPassword(password),
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, 'An account with this email already exists. Sign in instead.');
        throw error;
      }
      await request.startSession(user.id);
      return reply.code(201).send(await me(user.id));
    },
  );

  app.post(
    '/auth/signin',
    {
      schema: {
        summary: 'Sign in; a guest’s data moves to the account',
        tags: ['auth'],
        body: signInRequestSchema,
        response: {
          200: currentUserSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      await limitAttempts(app.db, 'signin', request.ip, email);
      const account = await accounts.findByEmail(email);
      if (!(await passwordMatches(account?.passwordHash, password)) || !account)
        throw new HttpError(401, WRONG_CREDENTIALS);
      const visitor = await request.sessionUser();
      if (visitor?.guest && visitor.id !== account.id) await accounts.mergeGuestInto(visitor.id, account.id);
      await request.startSession(account.id);
      return me(account.id);
    },
  );

  app.post(
    '/auth/signout',
    { schema: { summary: 'End the current session', tags: ['auth'], response: { 204: z.undefined() } } },
    async (request, reply) => {
      await request.endSession();
      return reply.code(204).send();
    },
  );

  app.get(
    '/account/export',
    {
      schema: {
        summary:
          'Download everything the user gave and the product derived, with the original resume files (zip)',
        tags: ['account'],
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const zip = await exportAccount(app.db, user.id);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="careerpilot-data-${date}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        summary:
          'Delete the user and every row and file of theirs; a paid plan is cancelled at the payment provider first',
        tags: ['account'],
        body: deleteAccountRequestSchema,
        response: { 204: z.undefined(), 400: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      await cancelAllAtProvider(app.db, app.payments, user.id);
      await request.endSession();
      await accounts.remove(user.id);
      return reply.code(204).send();
    },
  );
};

export default authRoutes;
