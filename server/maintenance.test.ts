import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitWindows, sessions, users } from './db/schema/index.ts';
import { runMaintenance } from './maintenance.ts';
import { buildTestApp } from './testing/test-app.ts';
import { get, visitor } from './testing/visitor.ts';

describe('maintenance', () => {
  it('removes expired sessions, the guests left without one, and stale rate-limit windows', async () => {
    const app = await buildTestApp();
    const keep = await visitor(app);
    const keptUserId: string = (await get(keep, '/api/auth/me')).json().id;
    const lostUserId: string = (await get(await visitor(app), '/api/auth/me')).json().id;
    await app.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${lostUserId}`,
    );
    await app.db.insert(rateLimitWindows).values([
      { key: 'old', windowStartedAt: new Date(Date.now() - 2 * 60 * 60 * 1000), hits: 3 },
      { key: 'current', windowStartedAt: new Date(), hits: 1 },
    ]);

    expect(await runMaintenance(app.db)).toEqual({ sessions: 1, guests: 1, rateLimitWindows: 1 });

    expect((await app.db.select({ id: users.id }).from(users)).map(({ id }) => id)).toEqual([keptUserId]);
    expect(await app.db.select().from(sessions)).toHaveLength(1);
    const windowKeys = (await app.db.select().from(rateLimitWindows)).map(({ key }) => key);
    expect(windowKeys).toContain('current');
    expect(windowKeys).not.toContain('old');
    expect((await get(keep, '/api/auth/me')).json().id).toBe(keptUserId);
  });
});
