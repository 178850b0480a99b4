import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, rateLimitWindows, sessions, users } from './db/schema/index.ts';
import { emailTokenRepository } from './mail/tokens.ts';
import { runMaintenance } from './maintenance.ts';
import { buildTestApp } from './testing/test-app.ts';
import { get, visitor } from './testing/visitor.ts';

describe('maintenance', () => {
  it('removes expired sessions, the guests left without one, stale rate-limit windows and dead e-mail links', async () => {
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

    const links = emailTokenRepository(app.db);
    await links.issue('verify-email', { userId: keptUserId }, 'kept@example.com', 60);
    const deadLink = await links.issue('verify-email', { userId: keptUserId }, 'dead@example.com', 60);
    await app.db.execute(
      sql`update email_tokens set expires_at = now() - interval '2 days' where email = 'dead@example.com'`,
    );

    expect(await runMaintenance(app.db)).toEqual({
      sessions: 1,
      guests: 1,
      rateLimitWindows: 1,
      emailLinks: 1,
    });
    expect(await links.consume('verify-email', deadLink)).toBeUndefined();
    expect(await app.db.select().from(emailTokens)).toHaveLength(1);

    expect((await app.db.select({ id: users.id }).from(users)).map(({ id }) => id)).toEqual([keptUserId]);
    expect(await app.db.select().from(sessions)).toHaveLength(1);
    const windowKeys = (await app.db.select().from(rateLimitWindows)).map(({ key }) => key);
    expect(windowKeys).toContain('current');
    expect(windowKeys).not.toContain('old');
    expect((await get(keep, '/api/auth/me')).json().id).toBe(keptUserId);
  });
});
