import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AiServiceError } from '#server/ai/errors.ts';
import { HttpError } from '#server/http-error.ts';
import { PaymentProviderError } from '#server/payments/provider.ts';
import errorHandler from './error-handler.ts';

async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  app.get('/', async () => {
    throw error;
  });
  return app;
}

describe('the error handler', () => {
  it.each([
    ['a deliberate 4xx', new HttpError(409, 'Taken.'), 409, 'Taken.'],
    [
      'a database that cannot be reached',
      new Error('Failed query', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      }),
      503,
      'CareerPilot is briefly unavailable. Please try again in a moment.',
    ],
    [
      'a slow AI model',
      new AiServiceError('timeout', 'no answer'),
      503,
      'The AI service did not answer in time. Please try again.',
    ],
    [
      'a payment provider failure',
      new PaymentProviderError('Stripe could not'),
      502,
      /payment provider could not be reached/,
    ],
    ['a bug', new TypeError('x is undefined'), 500, 'Something went wrong on our side. Please try again.'],
  ])(
    'answers %s as JSON with its status and a message fit to show',
    async (_case, error, status, message) => {
      const app = await appThrowing(error);
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json().message).toMatch(message);
      expect(response.body).not.toMatch(/ECONNREFUSED|undefined|stack/);
    },
  );
});
