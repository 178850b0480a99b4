import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { INVALID_LINK, PASSWORD_RESET_MINUTES } from '#common/accounts.ts';
import { emailTokens, users } from '#server/db/schema/index.ts';
import { emailTokenRepository } from '#server/mail/tokens.ts';
import { buildTestAppWithSmtp, linkIn, settleMail } from '#server/testing/mail.ts';
import type { SmtpStandIn } from '#server/testing/smtp-stand-in.ts';
import { buildTestApp, sessionCookieFrom, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { get, send, type Visitor, visitor } from '#server/testing/visitor.ts';
import { EMAIL_LIMITS } from './email-routes.ts';

const grace = {
  firstName: 'Grace',
  lastName: 'Thompson',
  email: 'grace@example.com',
  password: 'correct horse battery',
  timeZone: 'Europe/Berlin',
};

async function appWithSmtp() {
  const { app, smtp } = await buildTestAppWithSmtp();
  await app.ready();
  return { app, smtp };
}

const recipientOf = (message: ParsedMail) =>
  message.to && !Array.isArray(message.to) ? message.to.text : undefined;

/** The messages sent to `address` once at least `count` of them have arrived. */
async function mailsTo(
  smtp: SmtpStandIn,
  address: string,
  count = 1,
  subject?: string,
): Promise<ParsedMail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = smtp.messages.filter(
      (message) => recipientOf(message) === address && (subject === undefined || message.subject === subject),
    );
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(`expected ${count} e-mails to ${address}, got ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The `count`th message to `address` (with that subject, when given); sends run in parallel, so mind the order. */
const nthMailTo = async (smtp: SmtpStandIn, address: string, count = 1, subject?: string) =>
  (await mailsTo(smtp, address, count, subject))[count - 1] as ParsedMail;

const RESET_SUBJECT = 'Reset your CareerPilot password';

const tokenIn = (message: ParsedMail, path: string) => linkIn(message, path).searchParams.get('token') ?? '';

/** A request as a browser without any session sends it (the link may be opened anywhere). */
function anonymous(app: TestApp, url: string, payload: unknown, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

async function signUp(app: TestApp, details: Partial<typeof grace> = {}): Promise<Visitor> {
  const response = await send(await visitor(app), 'POST', '/api/auth/signup', { ...grace, ...details });
  expect(response.statusCode).toBe(201);
  return { app, cookie: sessionCookieFrom(response) ?? '' };
}

const verify = (app: TestApp, token: unknown) => anonymous(app, '/api/auth/verify-email', { token });

async function signUpVerified(app: TestApp, smtp: SmtpStandIn, details: Partial<typeof grace> = {}) {
  const account = await signUp(app, details);
  const email = details.email ?? grace.email;
  expect((await verify(app, tokenIn(await nthMailTo(smtp, email), '/verify-email'))).statusCode).toBe(200);
  return account;
}

const me = async (who: Visitor) => (await get(who, '/api/auth/me')).json();

describe('the time zone given at sign-up', () => {
  it("is stored under PostgreSQL's name for it; a UTC offset, read the other way round there, is refused", async () => {
    const app = await buildTestApp();
    const offset = await send(await visitor(app), 'POST', '/api/auth/signup', {
      ...grace,
      timeZone: '+05:30',
    });
    expect(offset.statusCode).toBe(400);
    expect(offset.json().message).toContain('Choose a time zone such as Europe/Paris');
    await signUp(app, { timeZone: 'europe/berlin' });
    const [stored] = await app.db
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.email, grace.email));
    expect(stored?.timeZone).toBe('Europe/Berlin');
  });
});

describe('verifying the address', () => {
  it('e-mails a link at sign-up that confirms the address, from any browser, once', async () => {
    const { app, smtp } = await appWithSmtp();
    const account = await signUp(app);
    expect(await me(account)).toMatchObject({ email: grace.email, emailVerified: false });

    const message = await nthMailTo(smtp, grace.email);
    expect(message.subject).toBe('Confirm your email address for CareerPilot');
    expect(message.text).toContain('Hi Grace,');
    expect(message.text).toContain('48 hours');
    const link = linkIn(message, '/verify-email');
    expect(message.html).toContain(`href="${link.href}"`);
    expect(message.html).not.toMatch(/<img/i);

    const verified = await verify(app, link.searchParams.get('token'));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email: grace.email });
    expect(await me(account)).toMatchObject({ email: grace.email, emailVerified: true });
    const [stored] = await app.db.select({ timeZone: users.timeZone }).from(users);
    expect(stored?.timeZone).toBe('Europe/Berlin');

    const again = await verify(app, link.searchParams.get('token'));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);
  });

  it('refuses an expired link with 400 and says it expired', async () => {
    const { app, smtp } = await appWithSmtp();
    const account = await signUp(app);
    const token = tokenIn(await nthMailTo(smtp, grace.email), '/verify-email');
    await app.db.update(emailTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    const response = await verify(app, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired/);
    expect((await me(account)).emailVerified).toBe(false);
  });

  it('answers 409 to a second account opening its link for an address another verified meanwhile, leaving the link unused', async () => {
    const { app, smtp } = await appWithSmtp();
    const first = await signUp(app);
    const firstToken = tokenIn(await nthMailTo(smtp, grace.email), '/verify-email');
    const second = await signUp(app, { password: 'another horse battery' });
    const secondToken = tokenIn(await nthMailTo(smtp, grace.email, 2), '/verify-email');
    expect((await verify(app, firstToken)).statusCode).toBe(200);

    const refused = await verify(app, secondToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already confirmed on another CareerPilot account/);
    expect((await me(first)).emailVerified).toBe(true);
    expect((await me(second)).emailVerified).toBe(false);
    const unused = await app.db.select({ usedAt: emailTokens.usedAt }).from(emailTokens);
    expect(unused.filter(({ usedAt }) => usedAt === null)).toHaveLength(1);
  });

  it('tells the verified owner by e-mail when another account is created with their address, and sends that account no link', async () => {
    const { app, smtp } = await appWithSmtp();
    await signUpVerified(app, smtp);
    await signUp(app, { firstName: 'Mallory', password: 'another horse battery' });
    const notice = await nthMailTo(
      smtp,
      grace.email,
      1,
      'Another CareerPilot account was created with your email address',
    );
    expect(notice.text).toContain('Hi Grace,');
    expect(notice.text).toMatch(
      /Someone created another CareerPilot account with your email address on \w{3} \d{1,2}, \d{4}\. Nothing of yours was shared with it\./,
    );
    await settleMail(app);
    expect(await mailsTo(smtp, grace.email)).toHaveLength(2);
  });

  it('sends a new link on request, at most 3 an hour, only to an unverified account', async () => {
    const { app, smtp } = await appWithSmtp();
    const account = await signUp(app);
    expect((await send(await visitor(app), 'POST', '/api/auth/verification')).statusCode).toBe(403);
    for (let index = 0; index < EMAIL_LIMITS.resendVerification.max; index += 1) {
      const response = await send(account, 'POST', '/api/auth/verification');
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ sentTo: grace.email });
    }
    const refused = await send(account, 'POST', '/api/auth/verification');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/3 confirmation emails in the last hour.*Please wait \d+ minutes/);

    const newest = await nthMailTo(smtp, grace.email, 4);
    expect((await verify(app, tokenIn(newest, '/verify-email'))).statusCode).toBe(200);
    const verified = await send(account, 'POST', '/api/auth/verification');
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ message: 'Your email address is already confirmed.' });
  });

  it.each([
    ['an empty token', { token: '' }, INVALID_LINK],
    ['a number', { token: 7 }, INVALID_LINK],
    ['a huge token', { token: 'x'.repeat(100_000) }, INVALID_LINK],
    ['no token', {}, INVALID_LINK],
    ['an unknown token', { token: 'not-a-token-we-sent' }, INVALID_LINK],
  ])('refuses %s with 400 and a message', async (_case, payload, message) => {
    const app = await buildTestApp();
    const response = await anonymous(app, '/api/auth/verify-email', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('changing the address', () => {
  it('sends a link to the new address and a notice to the old; opening the link switches the account', async () => {
    const { app, smtp } = await appWithSmtp();
    const account = await signUpVerified(app, smtp);
    const response = await send(account, 'POST', '/api/auth/email', {
      email: 'New.Address@Example.com',
      password: grace.password,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ sentTo: 'new.address@example.com' });

    const notice = await nthMailTo(
      smtp,
      grace.email,
      1,
      'Someone asked to change your CareerPilot email address',
    );
    expect(notice.text).toContain('n***@example.com');
    expect(notice.text).not.toContain('new.address');
    expect(notice.text).toMatch(/change your password/);
    const link = await nthMailTo(smtp, 'new.address@example.com');
    expect(await me(account)).toMatchObject({ email: grace.email, emailVerified: true });

    const verified = await verify(app, tokenIn(link, '/verify-email'));
    expect(verified.json()).toEqual({ email: 'new.address@example.com' });
    expect(await me(account)).toMatchObject({ email: 'new.address@example.com', emailVerified: true });
  });

  it('refuses a guest, a wrong password, and the address the account already holds verified', async () => {
    const { app, smtp } = await appWithSmtp();
    const account = await signUpVerified(app, smtp);
    const guest = await send(await visitor(app), 'POST', '/api/auth/email', {
      email: 'new@example.com',
      password: grace.password,
    });
    expect(guest.statusCode).toBe(403);
    const wrong = await send(account, 'POST', '/api/auth/email', {
      email: 'new@example.com',
      password: 'not my password',
    });
    expect(wrong.statusCode).toBe(403);
    const same = await send(account, 'POST', '/api/auth/email', {
      email: grace.email,
      password: grace.password,
    });
    expect(same.statusCode).toBe(409);
    const invalid = await send(account, 'POST', '/api/auth/email', { email: 42, password: grace.password });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^email: /);
  });

  it('cancels a pending change when the password is changed', async () => {
    const { app, smtp } = await appWithSmtp();
    const account = await signUpVerified(app, smtp);
    await send(account, 'POST', '/api/auth/email', { email: 'thief@example.com', password: grace.password });
    const link = await nthMailTo(smtp, 'thief@example.com');
    const changed = await send(account, 'POST', '/api/auth/password', {
      currentPassword: grace.password,
      newPassword: 'a brand new battery',
    });
    expect(changed.statusCode).toBe(204);
    expect((await verify(app, tokenIn(link, '/verify-email'))).statusCode).toBe(400);
  });

  it(`allows ${EMAIL_LIMITS.changeEmail.max} changes an hour`, async () => {
    const app = await buildTestApp();
    const account = await signUp(app);
    for (let index = 0; index < EMAIL_LIMITS.changeEmail.max; index += 1) {
      const response = await send(account, 'POST', '/api/auth/email', {
        email: `new${index}@example.com`,
        password: grace.password,
      });
      expect(response.statusCode).toBe(202);
    }
    const refused = await send(account, 'POST', '/api/auth/email', {
      email: 'one-more@example.com',
      password: grace.password,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/5 times in the last hour/);
  });
});

const forgot = (app: TestApp, email: unknown, remoteAddress?: string) =>
  anonymous(app, '/api/auth/forgot-password', { email }, remoteAddress);
const reset = (app: TestApp, token: unknown, password: unknown, remoteAddress?: string) =>
  anonymous(app, '/api/auth/reset-password', { token, password }, remoteAddress);
const signIn = (app: TestApp, password: string) =>
  anonymous(app, '/api/auth/signin', { email: grace.email, password });

describe('resetting a forgotten password', () => {
  it('answers the same for an address with and without an account, and e-mails only the account', async () => {
    const { app, smtp } = await appWithSmtp();
    await signUp(app);
    const known = await forgot(app, grace.email);
    const unknown = await forgot(app, 'nobody@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    const message = await nthMailTo(smtp, grace.email, 1, RESET_SUBJECT);
    expect(message.text).toContain('30 minutes');
    await settleMail(app);
    expect(smtp.messages.map(recipientOf)).toEqual([grace.email, grace.email]);
    expect(await mailsTo(smtp, grace.email, 1, RESET_SUBJECT)).toHaveLength(1);
  });

  it('sets the new password, ends every session, confirms the address, and works once', async () => {
    const { app, smtp } = await appWithSmtp();
    const signedUp = await signUp(app);
    const otherBrowser = { app, cookie: sessionCookieFrom(await signIn(app, grace.password)) ?? '' };
    expect((await me(otherBrowser)).guest).toBe(false);
    await forgot(app, grace.email);
    const token = tokenIn(await nthMailTo(smtp, grace.email, 1, RESET_SUBJECT), '/reset-password');

    const weak = await reset(app, token, 'grace thompson');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/must not be your email address or your name/);

    expect((await reset(app, token, 'a brand new battery')).statusCode).toBe(204);
    for (const browser of [signedUp, otherBrowser]) {
      const before = await me(browser);
      expect(before.guest).toBe(true);
      expect(before.email).toBeNull();
    }
    expect((await signIn(app, grace.password)).statusCode).toBe(401);
    const signedIn = await signIn(app, 'a brand new battery');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: grace.email, emailVerified: true });

    const again = await reset(app, token, 'yet another battery');
    const unknown = await reset(app, 'never-sent-this-token', 'yet another battery');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(unknown.json());
  });

  it('ends the other reset links once one is used, and refuses an expired one like an unknown one', async () => {
    const { app, smtp } = await appWithSmtp();
    await signUp(app);
    await forgot(app, grace.email);
    await forgot(app, grace.email);
    const [first, second] = await mailsTo(smtp, grace.email, 2, RESET_SUBJECT);
    expect(
      (await reset(app, tokenIn(second as ParsedMail, '/reset-password'), 'a brand new battery')).statusCode,
    ).toBe(204);
    const revoked = await reset(app, tokenIn(first as ParsedMail, '/reset-password'), 'yet another battery');
    expect(revoked.statusCode).toBe(400);

    await forgot(app, grace.email);
    const third = tokenIn(await nthMailTo(smtp, grace.email, 3, RESET_SUBJECT), '/reset-password');
    await app.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.purpose, 'reset-password'));
    const expired = await reset(app, third, 'yet another battery');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(revoked.json());
  });

  it('goes to the account holding the address verified rather than a newer unverified one', async () => {
    const { app, smtp } = await appWithSmtp();
    await signUpVerified(app, smtp);
    await signUp(app, { password: 'another horse battery' });
    await forgot(app, grace.email);
    const token = tokenIn(await nthMailTo(smtp, grace.email, 1, RESET_SUBJECT), '/reset-password');
    expect((await reset(app, token, 'a brand new battery')).statusCode).toBe(204);
    const signedIn = await signIn(app, 'a brand new battery');
    expect(signedIn.json().user).toMatchObject({ firstName: 'Grace', emailVerified: true });
  });

  it(`answers 429 past ${EMAIL_LIMITS.forgotPasswordPerClient.max} requests per client, and sends at most ${EMAIL_LIMITS.forgotPasswordPerEmail.max} links an hour to one address`, async () => {
    const { app, smtp } = await appWithSmtp();
    await signUp(app);
    for (let index = 0; index < EMAIL_LIMITS.forgotPasswordPerClient.max; index += 1) {
      expect((await forgot(app, `probe${index}@example.com`, '203.0.113.7')).statusCode).toBe(202);
    }
    const refused = await forgot(app, grace.email, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many password reset requests from your network\. Please wait/,
    );

    for (let index = 0; index < EMAIL_LIMITS.forgotPasswordPerEmail.max + 2; index += 1) {
      expect((await forgot(app, grace.email, `198.51.100.${index}`)).statusCode).toBe(202);
    }
    await mailsTo(smtp, grace.email, EMAIL_LIMITS.forgotPasswordPerEmail.max, RESET_SUBJECT);
    await settleMail(app);
    expect(await mailsTo(smtp, grace.email, 1, RESET_SUBJECT)).toHaveLength(
      EMAIL_LIMITS.forgotPasswordPerEmail.max,
    );
  });

  it(`answers 429 past ${EMAIL_LIMITS.resetPasswordPerClient.max} reset attempts per client`, async () => {
    const app = await buildTestApp();
    for (let index = 0; index < EMAIL_LIMITS.resetPasswordPerClient.max; index += 1) {
      expect((await reset(app, `guess-${index}`, 'a brand new battery', '203.0.113.8')).statusCode).toBe(400);
    }
    const refused = await reset(app, 'guess', 'a brand new battery', '203.0.113.8');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait/);
  });

  it.each([
    ['forgot-password', 'an empty email', { email: '' }, /^email: /],
    ['forgot-password', 'a number for an email', { email: 12 }, /^email: /],
    ['forgot-password', 'no email', {}, /^email: /],
    ['reset-password', 'an empty token', { token: '', password: 'a brand new battery' }, /not valid/],
    [
      'reset-password',
      'a huge token',
      { token: 'x'.repeat(100_000), password: 'a brand new battery' },
      /not valid/,
    ],
    ['reset-password', 'a short password', { token: 'abc', password: 'short' }, /at least 8 characters/],
    [
      'reset-password',
      'a list for a password',
      { token: 'abc', password: ['a brand new battery'] },
      /password/i,
    ],
  ])('%s refuses %s with 400 and a message', async (route, _case, payload, message) => {
    const app = await buildTestApp();
    const response = await anonymous(app, `/api/auth/${route}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('a reset link asked for before the account changed', () => {
  /** A reset link for Grace's account, asked for now and sent to `email`. */
  async function resetLink(app: TestApp, smtp: SmtpStandIn, email = grace.email) {
    const sentBefore = smtp.messages.filter((message) => message.subject === RESET_SUBJECT).length;
    expect((await forgot(app, email)).statusCode).toBe(202);
    const message = await nthMailTo(smtp, email, sentBefore + 1, RESET_SUBJECT);
    return tokenIn(message, '/reset-password');
  }

  const signInAs = (app: TestApp, email: string, password: string) =>
    anonymous(app, '/api/auth/signin', { email, password });

  it('stops working once the password is changed in the account', async () => {
    const { app, smtp } = await appWithSmtp();
    const account = await signUpVerified(app, smtp);
    const token = await resetLink(app, smtp);
    const changed = await send(account, 'POST', '/api/auth/password', {
      currentPassword: grace.password,
      newPassword: 'a brand new battery',
    });
    expect(changed.statusCode).toBe(204);

    const refused = await reset(app, token, 'the thief’s own battery');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^This password reset link does not work any more/);
    expect((await signIn(app, 'the thief’s own battery')).statusCode).toBe(401);
    expect((await signIn(app, 'a brand new battery')).statusCode).toBe(200);
  });

  it('sent to the old address, stops working once the new address is confirmed, and its password signs nobody in', async () => {
    const { app, smtp } = await appWithSmtp();
    const account = await signUpVerified(app, smtp);
    const token = await resetLink(app, smtp);
    await send(account, 'POST', '/api/auth/email', { email: 'grace@new.example', password: grace.password });
    const confirmed = await verify(app, tokenIn(await nthMailTo(smtp, 'grace@new.example'), '/verify-email'));
    expect(confirmed.statusCode).toBe(200);

    expect((await reset(app, token, 'the old mailbox battery')).statusCode).toBe(400);
    for (const email of [grace.email, 'grace@new.example'])
      expect((await signInAs(app, email, 'the old mailbox battery')).statusCode).toBe(401);
    expect((await signInAs(app, 'grace@new.example', grace.password)).statusCode).toBe(200);
  });

  it('sent to the new address, still works once that address is confirmed', async () => {
    const { app, smtp } = await appWithSmtp();
    const account = await signUpVerified(app, smtp);
    await send(account, 'POST', '/api/auth/email', { email: 'grace@new.example', password: grace.password });
    expect(
      (await verify(app, tokenIn(await nthMailTo(smtp, 'grace@new.example'), '/verify-email'))).statusCode,
    ).toBe(200);
    const token = await resetLink(app, smtp, 'grace@new.example');
    expect((await reset(app, token, 'a brand new battery')).statusCode).toBe(204);
    expect((await signInAs(app, 'grace@new.example', 'a brand new battery')).statusCode).toBe(200);
  });

  it('stored for an address the account no longer has (asked for as the address changed), does not reset', async () => {
    const { app, smtp } = await appWithSmtp();
    const account = await signUpVerified(app, smtp);
    const userId = (await me(account)).id;
    await send(account, 'POST', '/api/auth/email', { email: 'grace@new.example', password: grace.password });
    await verify(app, tokenIn(await nthMailTo(smtp, 'grace@new.example'), '/verify-email'));
    // The forgot-password request read the old address just before the change and stored its link just after.
    const token = await emailTokenRepository(app.db).issue(
      'reset-password',
      { userId },
      grace.email,
      PASSWORD_RESET_MINUTES,
    );
    expect((await reset(app, token, 'the old mailbox battery')).statusCode).toBe(400);
    expect((await signInAs(app, 'grace@new.example', grace.password)).statusCode).toBe(200);
  });

  it('stops working when the account signs out everywhere else', async () => {
    const { app, smtp } = await appWithSmtp();
    const account = await signUpVerified(app, smtp);
    const token = await resetLink(app, smtp);
    expect((await send(account, 'POST', '/api/auth/signout-others')).statusCode).toBe(200);
    expect((await reset(app, token, 'a brand new battery')).statusCode).toBe(400);
    expect((await me(account)).email).toBe(grace.email);
    expect((await signIn(app, grace.password)).statusCode).toBe(200);
  });

  it('answers 400, not an error, once the account is deleted', async () => {
    const { app, smtp } = await appWithSmtp();
    const account = await signUpVerified(app, smtp);
    const token = await resetLink(app, smtp);
    const deleted = await send(account, 'DELETE', '/api/account', {
      confirm: 'DELETE',
      password: grace.password,
    });
    expect(deleted.statusCode).toBe(204);
    const refused = await reset(app, token, 'a brand new battery');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^This password reset link does not work any more/);
  });
});

describe('a name in an e-mail to someone else', () => {
  const lockedOut = 'there.\r\n\r\nYour account is locked: visit evil.example/unlock\r\n';

  it('is refused at sign-up when it holds line breaks, and no e-mail goes to the address', async () => {
    const { app, smtp } = await appWithSmtp();
    const response = await send(await visitor(app), 'POST', '/api/auth/signup', {
      ...grace,
      firstName: lockedOut,
      email: 'victim@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'firstName: First name must not contain line breaks or control characters',
    });
    await settleMail(app);
    expect(smtp.messages).toEqual([]);
  });

  it('stored before names were checked, stays inside the greeting of a change-of-address link', async () => {
    const { app, smtp } = await appWithSmtp();
    const account = await signUpVerified(app, smtp);
    await app.db.update(users).set({ firstName: lockedOut }).where(eq(users.email, grace.email));
    const asked = await send(account, 'POST', '/api/auth/email', {
      email: 'victim@example.com',
      password: grace.password,
    });
    expect(asked.statusCode).toBe(202);

    const message = await nthMailTo(smtp, 'victim@example.com');
    expect(message.text).toContain('Hi there. Your account is locked: visit evil.example/unlock,\n\n');
    expect(message.text).not.toMatch(/\n\s*Your account is locked/);
    expect(message.html).toContain('Hi there. Your account is locked: visit evil.example/unlock,</p>');
  });
});
