import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVALID_LINK } from '#common/accounts.ts';
import { emailTokens, users, waitlistSubscribers } from '#server/db/schema/index.ts';
import { buildTestAppWithSmtp, linkIn, settleMail } from '#server/testing/mail.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { get, send, visitor } from '#server/testing/visitor.ts';
import { CONFIRMATION_RESEND_MINUTES, SUBSCRIBE_LIMIT } from './routes.ts';

const jane = { email: 'jane@example.com', name: 'Jane Doe', phone: '+1 555 123 4567', source: 'waitlist' };

function subscribe(
  app: TestApp,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/subscribe',
    remoteAddress,
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: payload as Record<string, unknown>,
  });
}

async function subscriberCount(app: TestApp): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/subscribers/count' });
  expect(response.statusCode).toBe(200);
  return response.json().count;
}

describe('POST /api/subscribe', () => {
  it('stores a new subscriber and says they were not subscribed before', async () => {
    const app = await buildTestApp();
    const response = await subscribe(app, jane);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ alreadySubscribed: false });
    expect(await subscriberCount(app)).toBe(1);
  });

  it('answers alreadySubscribed for the same email in another spelling, keeping one row', async () => {
    const app = await buildTestApp();
    await subscribe(app, jane);
    const again = await subscribe(app, { ...jane, email: '  JANE@Example.com ', name: 'J. Doe' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ alreadySubscribed: true });
    expect(await subscriberCount(app)).toBe(1);
  });

  it('grows the count by one per new email', async () => {
    const app = await buildTestApp();
    expect(await subscriberCount(app)).toBe(0);
    for (const [index, email] of ['a@example.com', 'b@example.com', 'c@example.com'].entries()) {
      await subscribe(app, { ...jane, email });
      expect(await subscriberCount(app)).toBe(index + 1);
    }
  });

  it('keeps one row when the same email arrives twice at the same instant, answering both', async () => {
    const app = await buildTestApp();
    const responses = await Promise.all([subscribe(app, jane), subscribe(app, jane)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(responses.map((response) => response.json().alreadySubscribed).sort()).toEqual([false, true]);
    expect(await subscriberCount(app)).toBe(1);
  });

  it.each([
    ['a missing email', { ...jane, email: undefined }, 'email: Email is required'],
    ['a blank name', { ...jane, name: '   ' }, 'name: Full name is required'],
    ['a malformed email', { ...jane, email: 'jane.example.com' }, 'email: Enter a valid email address'],
    ['a malformed phone', { ...jane, phone: 'no phone' }, 'phone: Enter a valid phone number'],
    ['a number for a name', { ...jane, name: 7 }, 'name: Full name must be text'],
    ['an array instead of an object', [jane], 'The request body must be a JSON object'],
    ['null', null, 'The request body must be a JSON object'],
  ])('refuses %s with 400 and a message, storing nothing', async (_case, payload, message) => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await subscriberCount(app)).toBe(0);
  });

  it('refuses malformed JSON with 400', async () => {
    const app = await buildTestApp();
    const response = await subscribe(app, '{"email": "jane@', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('refuses an empty JSON body with 400', async () => {
    const app = await buildTestApp();
    const response = await subscribe(app, '', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/empty/);
  });

  it('refuses a 10 MB body with 413, storing nothing', async () => {
    const app = await buildTestApp();
    const response = await subscribe(app, { ...jane, name: 'x'.repeat(10 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large' });
    expect(await subscriberCount(app)).toBe(0);
  });

  it('refuses a form-encoded body with 415', async () => {
    const app = await buildTestApp();
    const response = await subscribe(app, 'email=jane%40example.com&name=Jane&phone=5551234567', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/content type/i);
    expect(await subscriberCount(app)).toBe(0);
  });

  it('refuses a subscribe posted from another site with 403, storing nothing', async () => {
    const app = await buildTestApp();
    const response = await subscribe(app, jane, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Requests from other sites are not allowed' });
    expect(await subscriberCount(app)).toBe(0);
  });

  it(`answers at most ${SUBSCRIBE_LIMIT.max} joins per 15 minutes from one address, so the list cannot be probed address after address`, async () => {
    const app = await buildTestApp();
    for (let index = 0; index < SUBSCRIBE_LIMIT.max; index += 1) {
      const response = await subscribe(
        app,
        { ...jane, email: `probe${index}@example.com` },
        {},
        '203.0.113.5',
      );
      expect(response.statusCode).toBe(201);
    }
    const refused = await subscribe(app, jane, {}, '203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in 15 minutes\.$/);
    expect((await subscribe(app, jane, {}, '198.51.100.20')).statusCode).toBe(201);
  });

  it('remembers the visitor who joined when they have a session, and makes no guest for one who has none', async () => {
    const app = await buildTestApp();
    await subscribe(app, jane);
    expect(await app.db.select().from(users)).toEqual([]);

    const guest = await visitor(app);
    const guestId: string = (await get(guest, '/api/auth/me')).json().id;
    await send(guest, 'POST', '/api/subscribe', { ...jane, email: 'guest@example.com' });
    const rows = await app.db
      .select({ email: waitlistSubscribers.email, userId: waitlistSubscribers.userId })
      .from(waitlistSubscribers);
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'guest@example.com', userId: guestId },
      { email: 'jane@example.com', userId: null },
    ]);
  });
});

async function appWithSmtp() {
  const { app, smtp } = await buildTestAppWithSmtp();
  await app.ready();
  return { app, smtp };
}

const confirm = (app: TestApp, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/subscribe/confirm',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const confirmedAt = async (app: TestApp) =>
  (await app.db.select({ confirmedAt: waitlistSubscribers.confirmedAt }).from(waitlistSubscribers))[0]
    ?.confirmedAt;

/** As if the last confirmation e-mail went longer ago than the resend interval. */
const ageLastConfirmation = (app: TestApp) =>
  app.db.update(waitlistSubscribers).set({
    confirmationSentAt: sql`now() - make_interval(mins => ${CONFIRMATION_RESEND_MINUTES + 1})`,
  });

describe('confirming a place on the waitlist (double opt-in)', () => {
  it('e-mails a new subscriber a link that confirms the place; opening it again answers the same', async () => {
    const { app, smtp } = await appWithSmtp();
    await subscribe(app, jane);
    const [message] = await smtp.waitForMessages(1);
    expect(message?.subject).toBe('Confirm your place on the CareerPilot waitlist');
    expect(message?.text).toContain('Hi Jane,');
    expect(message?.text).toContain('7 days');
    expect(message?.html).not.toMatch(/<img/i);
    const token = linkIn(message as NonNullable<typeof message>, '/waitlist/confirm').searchParams.get(
      'token',
    );
    expect(await confirmedAt(app)).toBeNull();

    const confirmed = await confirm(app, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'jane@example.com' });
    const first = await confirmedAt(app);
    expect(first).toBeInstanceOf(Date);
    const again = await confirm(app, { token });
    expect(again.json()).toEqual({ email: 'jane@example.com' });
    expect(await confirmedAt(app)).toEqual(first);
  });

  it('re-sends the confirmation to an unconfirmed address joining again at most once an hour, and never after it is confirmed', async () => {
    const { app, smtp } = await appWithSmtp();
    await subscribe(app, jane);
    await subscribe(app, jane);
    await smtp.waitForMessages(1);
    await settleMail(app);
    expect(smtp.messages).toHaveLength(1);

    await ageLastConfirmation(app);
    await subscribe(app, jane);
    const [, resent] = await smtp.waitForMessages(2);
    expect(
      (
        await confirm(app, {
          token: linkIn(resent as NonNullable<typeof resent>, '/waitlist/confirm').searchParams.get('token'),
        })
      ).statusCode,
    ).toBe(200);

    await ageLastConfirmation(app);
    await subscribe(app, jane);
    await settleMail(app);
    expect(smtp.messages).toHaveLength(2);
  });

  it('keeps counting everyone who joined, confirmed or not', async () => {
    const app = await buildTestApp();
    await subscribe(app, jane);
    await subscribe(app, { ...jane, email: 'john@example.com' });
    expect(await subscriberCount(app)).toBe(2);
  });

  it('refuses an expired link with 400 and says how to get a new one', async () => {
    const { app, smtp } = await appWithSmtp();
    await subscribe(app, jane);
    const [message] = await smtp.waitForMessages(1);
    await app.db.update(emailTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    const response = await confirm(app, {
      token: linkIn(message as NonNullable<typeof message>, '/waitlist/confirm').searchParams.get('token'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired.*Join the waitlist again/);
    expect(await confirmedAt(app)).toBeNull();
  });

  it.each([
    ['an unknown token', { token: 'never-sent' }],
    ['an empty token', { token: '' }],
    ['a number', { token: 12 }],
    ['a huge token', { token: 'x'.repeat(100_000) }],
    ['no token', {}],
  ])('refuses %s with 400 and a message', async (_case, payload) => {
    const app = await buildTestApp();
    const response = await confirm(app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(INVALID_LINK);
  });
});
