import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { arrivedAt } from '#server/in-arrival-order.ts';
import arrivalOrder from './arrival-order.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** How long each handler waits before it answers, as real handlers do. */
const HANDLING_MS = 20;
/** Timers may fire a millisecond or so early by `performance.now()`: the dating is checked with this slack. */
const TIMER_SLACK_MS = 5;

/** An app whose routes answer when their request arrived, after waiting a little as real handlers do. */
async function appAnsweringArrival() {
  const app = Fastify();
  apps.push(app);
  await app.register(arrivalOrder);
  const answer = async () => {
    await sleep(HANDLING_MS);
    return { arrivedAt: arrivedAt() ?? null };
  };
  app.get('/read', answer);
  app.post('/write', answer);
  app.delete('/write', answer);
  return app;
}

it('dates a write as it arrives, for the whole of its handling', async () => {
  const app = await appAnsweringArrival();
  for (const method of ['POST', 'DELETE'] as const) {
    const before = performance.now();
    const response = await app.inject({ method, url: '/write', payload: method === 'POST' ? {} : undefined });
    const { arrivedAt: at } = response.json();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(performance.now() - (HANDLING_MS - TIMER_SLACK_MS));
  }
});

it('leaves reads undated: a hot read pays nothing for it', async () => {
  const app = await appAnsweringArrival();
  expect((await app.inject({ method: 'GET', url: '/read' })).json()).toEqual({ arrivedAt: null });
});
