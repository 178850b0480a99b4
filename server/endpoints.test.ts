import { describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRouteName } from '#common/api/routes.ts';
import { buildTestApp } from '#server/testing/test-app.ts';

/** Registered only when payments go through Stripe (stripe.test.ts calls it there). */
const STRIPE_ONLY: ApiRouteName[] = ['stripeWebhook'];

describe('the endpoint table', () => {
  it('has a route for each of its endpoints', async () => {
    const app = await buildTestApp();
    const missing = Object.entries(API_ROUTES)
      .filter(([name]) => !STRIPE_ONLY.includes(name as ApiRouteName))
      .filter(([, { method, path }]) => !app.hasRoute({ method, url: path }))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
