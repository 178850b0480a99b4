import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DIGEST_DEFAULTS } from '#common/digest.ts';
import { digestSettings, users } from '#server/db/schema/index.ts';
import { userRepository } from '#server/sessions/repository.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { get, visitor } from '#server/testing/visitor.ts';
import { memberWithMatches, readyWithoutSchedule, saveSettings, verify } from './testing.ts';

const valid = {
  enabled: true,
  sendTime: '06:30',
  days: [5, 1, 3],
  pickCount: 4,
  minMatch: 80,
  timeZone: 'Europe/London',
};

describe('the morning e-mail settings', () => {
  it('answers the defaults to a visitor and a guest, with no address', async () => {
    const app = await buildTestApp();
    const nobody = await app.inject({ method: 'GET', url: '/api/digest/settings' });
    expect(nobody.statusCode).toBe(200);
    const expected = {
      ...DIGEST_DEFAULTS,
      timeZone: 'UTC',
      email: null,
      emailVerified: false,
      nextSendAt: null,
    };
    expect(nobody.json()).toEqual(expected);
    expect((await get(await visitor(app), '/api/digest/settings')).json()).toEqual(expected);
  });

  it('refuses to save for a guest: signing up comes first', async () => {
    const app = await buildTestApp();
    const guest = await visitor(app);
    const response = await saveSettings(guest, valid);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Sign up to get the morning email.' });
    expect(await app.db.select().from(digestSettings)).toEqual([]);
  });

  it('saves the settings and the time zone; the next e-mail is due only once the address is verified', async () => {
    const app = await buildTestApp();
    await readyWithoutSchedule(app);
    const member = await memberWithMatches(app);
    const saved = await saveSettings(member, valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      ...valid,
      days: [1, 3, 5],
      email: member.email,
      emailVerified: false,
      nextSendAt: null,
    });
    const [user] = await app.db.select().from(users).where(eq(users.id, member.id));
    expect(user?.timeZone).toBe('Europe/London');

    await verify(app, member.id);
    const settings = (await get(member, '/api/digest/settings')).json();
    expect(settings).toMatchObject({ ...valid, days: [1, 3, 5], emailVerified: true });
    const next = new Date(settings.nextSendAt);
    expect(next.getTime()).toBeGreaterThanOrEqual(Date.now() - 60_000);
    expect(next.getTime()).toBeLessThanOrEqual(Date.now() + 8 * 86_400_000);
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'long',
    }).format(next);
    // Due now when this runs within a chosen morning's catch-up window; else a chosen day's 06:30 in London.
    if (next.getTime() < Date.now() - 60_000 || next.getTime() > Date.now() + 60_000)
      expect(london).toMatch(/^(Monday|Wednesday|Friday) 06:30$/);

    const off = await saveSettings(member, { ...valid, enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, nextSendAt: null });
  });

  it.each([
    ['a time that is not one', { sendTime: '7am' }, 'Enter a time such as 07:00'],
    ['an hour past 23', { sendTime: '24:00' }, 'Enter a time such as 07:00'],
    ['no days', { days: [] }, 'Choose at least one day'],
    ['a day twice', { days: [1, 1] }, 'Choose each day at most once'],
    ['day 8', { days: [8] }, ''],
    ['6 jobs', { pickCount: 6 }, 'Choose from 3 to 5 jobs'],
    ['2 jobs', { pickCount: 2 }, 'Choose from 3 to 5 jobs'],
    ['a match over 100', { minMatch: 101 }, 'Minimum match must be from 0 to 100'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'Choose a time zone such as Europe/Paris'],
    ['enabled as text', { enabled: 'yes' }, 'enabled must be true or false'],
    ['the count as text', { pickCount: '4' }, ''],
    ['no time zone', { timeZone: undefined }, ''],
  ])('refuses %s with 400 and keeps what was saved', async (_name, change, message) => {
    const app = await buildTestApp();
    await readyWithoutSchedule(app);
    const member = await memberWithMatches(app);
    expect((await saveSettings(member, valid)).statusCode).toBe(200);
    const response = await saveSettings(member, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await get(member, '/api/digest/settings')).json()).toMatchObject({ ...valid, days: [1, 3, 5] });
  });

  it('refuses a UTC offset, which PostgreSQL reads the other way round (POSIX), and a zone it does not know', async () => {
    const app = await buildTestApp();
    await readyWithoutSchedule(app);
    const member = await memberWithMatches(app);
    const response = await saveSettings(member, { ...valid, timeZone: '+05:30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Choose a time zone such as Europe/Paris');
    const accounts = userRepository(app.db);
    expect(await accounts.knowsTimeZone('Etc/Unknown')).toBe(false);
    expect(await accounts.knowsTimeZone('Asia/Kolkata')).toBe(true);
  });
});
