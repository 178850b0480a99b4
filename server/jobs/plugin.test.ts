import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/testing/test-app.ts';

describe('the app’s job engine', () => {
  it('starts when the app is ready, runs a job a feature defines, and stops when the app closes', async () => {
    const app = await buildTestApp();
    const ran: object[] = [];
    await app.jobs.define('testing.echo', async (data) => void ran.push(data));
    expect(app.jobs.running).toBe(false);

    await app.ready();
    expect(app.jobs.running).toBe(true);
    await app.jobs.send('testing.echo', { board: 'greenhouse:airbnb' });
    const deadline = Date.now() + 10_000;
    while (ran.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual([{ board: 'greenhouse:airbnb' }]);

    await app.close();
    expect(app.jobs.running).toBe(false);
  });
});
