import { addMonths } from 'date-fns/addMonths';
import { count, eq, isNotNull } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobMatch } from '#common/api/jobs.ts';
import type { CreateSubscriptionResponse, SubscriptionOverview } from '#common/api/subscription.ts';
import type { PaidPlanId } from '#common/plans.ts';
import { billingCustomers, subscriptions, usageEvents } from '#server/db/schema/index.ts';
import { dataScientistProfile } from '#server/testing/career-profiles.ts';
import { buildTestApp, sessionCookieFrom, type TestApp } from '#server/testing/test-app.ts';
import { get, send, uploadResume, type Visitor, visitor } from '#server/testing/visitor.ts';
import { fixtureResumes } from '../../../scripts/fixtures/index.ts';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };
const DAY_MS = 24 * 60 * 60 * 1000;

let resume: Uint8Array;
beforeAll(async () => {
  resume = (await fixtureResumes()).get('data-scientist-strong.pdf') as Uint8Array;
});

const priceOf = (plan: PaidPlanId) => `price_sandbox_${plan.replace('-', '_')}`;

const overview = async (who: Visitor): Promise<SubscriptionOverview> =>
  (await get(who, '/api/subscription')).json();

type Confirmation = Extract<CreateSubscriptionResponse, { outcome: 'confirm' }>;

const choose = (who: Visitor, plan: PaidPlanId) =>
  send(who, 'POST', '/api/create-subscription', { email: 'grace@example.com', priceId: priceOf(plan) });

/** A new subscription, waiting for its card. */
async function choosePlan(who: Visitor, plan: PaidPlanId): Promise<Confirmation> {
  const response = await choose(who, plan);
  expect(response.statusCode).toBe(200);
  const created: Confirmation = response.json();
  expect(created.outcome).toBe('confirm');
  return created;
}

const endTrial = (who: Visitor) => send(who, 'POST', '/api/payments/sandbox/end-trial');

/** As if the recorded trial or month had ended a day ago, with no word from the sandbox since. */
async function lapse(app: TestApp) {
  const ended = new Date(Date.now() - DAY_MS);
  await app.db
    .update(subscriptions)
    .set({ currentPeriodEndsAt: ended, providerUpdatedAt: new Date(ended.getTime() - DAY_MS) });
  await app.db.update(subscriptions).set({ trialEndsAt: ended }).where(isNotNull(subscriptions.trialEndsAt));
  return ended;
}

const confirm = (who: Visitor, clientSecret: string, card = GOOD_CARD) =>
  send(who, 'POST', '/api/payments/sandbox/confirm', { clientSecret, ...card });

async function subscribe(who: Visitor, plan: PaidPlanId) {
  const { clientSecret } = await choosePlan(who, plan);
  expect((await confirm(who, clientSecret)).statusCode).toBe(200);
}

async function subscriptionRows(app: TestApp) {
  return app.db.select().from(subscriptions);
}

const startInterview = (who: Visitor) =>
  send(who, 'POST', '/api/interview/start', {
    industry: 'technology',
    role: 'Data Scientist',
    experience: 4,
  });

describe('the plan table in /api/config', () => {
  it('names the sandbox, no publishable key, and a price id for each paid plan; nothing secret', async () => {
    const app = await buildTestApp();
    const config = (await get(await visitor(app), '/api/config')).json();
    expect(config).toEqual({
      aiProvider: 'local',
      aiProviderLabel: 'the built-in CareerPilot engine',
      supportEmail: 'support@careerpilot.example',
      payments: {
        provider: 'sandbox',
        publishableKey: null,
        priceIds: {
          'interview-prep': 'price_sandbox_interview_prep',
          'linkedin-pro': 'price_sandbox_linkedin_pro',
          'full-suite': 'price_sandbox_full_suite',
        },
      },
    });
  });
});

describe('GET /api/subscription', () => {
  it('puts a new visitor on the Free plan with its monthly allowances unused', async () => {
    const app = await buildTestApp();
    expect(await overview(await visitor(app))).toMatchObject({
      plan: 'free',
      status: 'free',
      trialEndsAt: null,
      renewsAt: null,
      endsAt: null,
      paymentFailed: false,
      limitsEnforced: true,
      usage: { resumeAnalyses: { used: 0, limit: 1 }, interviewSessions: { used: 0, limit: 3 } },
    });
  });
});

describe('choosing a plan and paying in the sandbox', () => {
  it('creates a waiting subscription, then a good test card starts the 14-day trial', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    const created = await choosePlan(grace, 'linkedin-pro');
    expect(created).toMatchObject({ intent: 'setup', clientSecret: expect.stringMatching(/^seti_sandbox_/) });
    expect((await overview(grace)).plan).toBe('free');

    const confirmed = await confirm(grace, created.clientSecret);
    expect(confirmed.statusCode).toBe(200);
    const plan: SubscriptionOverview = confirmed.json();
    expect(plan).toMatchObject({ plan: 'linkedin-pro', status: 'trialing', endsAt: null });
    expect(Date.parse(plan.trialEndsAt ?? '') - Date.now()).toBeGreaterThan(14 * DAY_MS - 60_000);
    expect(plan.renewsAt).toBe(plan.trialEndsAt);
    expect(await overview(grace)).toEqual(plan);
    const [row] = await subscriptionRows(app);
    expect(row).toMatchObject({ email: 'grace@example.com', provider: 'sandbox', status: 'trialing' });
    expect(row?.sandboxSecretHash).not.toContain(created.clientSecret);
  });

  it('declines 4000 0000 0000 0002 with 402 "Your card was declined." and starts nothing', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    const { clientSecret } = await choosePlan(grace, 'full-suite');
    const declined = await confirm(grace, clientSecret, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.' });
    expect((await overview(grace)).plan).toBe('free');
    expect((await confirm(grace, clientSecret)).statusCode).toBe(200);
  });

  it.each([
    [
      'a number failing the Luhn check',
      { cardNumber: '4242 4242 4242 4241' },
      'Your card number is invalid.',
    ],
    ['a short number', { cardNumber: '4242 4242' }, 'Your card number is incomplete.'],
    ['an expiry in the past', { expiry: '01 / 20' }, "Your card's expiration date is in the past."],
    ['month 13', { expiry: '13 / 34' }, "Your card's expiration month is invalid."],
    ['a one-digit CVC', { cvc: '1' }, "Your card's security code is incomplete."],
  ])('refuses %s with 400 and its message', async (_case, change, message) => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    const { clientSecret } = await choosePlan(grace, 'full-suite');
    const response = await confirm(grace, clientSecret, { ...GOOD_CARD, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await overview(grace)).plan).toBe('free');
  });

  it("answers 404 to a confirmation of another user's subscription, changing nothing", async () => {
    const app = await buildTestApp();
    const owner = await visitor(app);
    const { clientSecret } = await choosePlan(owner, 'full-suite');
    const stranger = await visitor(app);
    const response = await confirm(stranger, clientSecret);
    expect(response.statusCode).toBe(404);
    expect((await overview(stranger)).plan).toBe('free');
    expect((await overview(owner)).plan).toBe('free');
    expect((await subscriptionRows(app)).map((row) => row.status)).toEqual(['incomplete']);
  });

  it('answers 409 to a second confirmation and 409 to choosing the plan already held', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    const { clientSecret } = await choosePlan(grace, 'interview-prep');
    await confirm(grace, clientSecret);
    expect((await confirm(grace, clientSecret)).statusCode).toBe(409);
    const again = await send(grace, 'POST', '/api/create-subscription', {
      email: 'grace@example.com',
      priceId: priceOf('interview-prep'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have the Interview Prep plan.');
  });

  it('switching plans changes the running subscription: no card, no second subscription, the same trial', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    await subscribe(grace, 'interview-prep');
    const before = await overview(grace);
    const switched = await choose(grace, 'full-suite');
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({
      outcome: 'changed',
      subscription: { ...before, plan: 'full-suite', usage: expect.any(Object) },
    });
    expect(await overview(grace)).toMatchObject({ plan: 'full-suite', trialEndsAt: before.trialEndsAt });
    expect((await subscriptionRows(app)).map((row) => [row.planId, row.status])).toEqual([
      ['full-suite', 'trialing'],
    ]);
  });

  it('switching a cancelled plan changes it and keeps it going', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    await subscribe(grace, 'interview-prep');
    await send(grace, 'POST', '/api/subscription/cancel');
    const switched = (await choose(grace, 'linkedin-pro')).json();
    expect(switched.subscription).toMatchObject({ plan: 'linkedin-pro', endsAt: null });
    expect(switched.subscription.renewsAt).toEqual(expect.any(String));
  });

  it('gives an account one free trial: a later subscription is paid from its first day', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    await subscribe(grace, 'linkedin-pro');
    await send(grace, 'POST', '/api/subscription/cancel');
    await lapse(app);
    expect(await overview(grace)).toMatchObject({ plan: 'free', trialUsed: true });

    const created = await choosePlan(grace, 'full-suite');
    expect(created).toMatchObject({ intent: 'payment', clientSecret: expect.stringMatching(/^pi_sandbox_/) });
    const paid: SubscriptionOverview = (await confirm(grace, created.clientSecret)).json();
    expect(paid).toMatchObject({ plan: 'full-suite', status: 'active', trialEndsAt: null, endsAt: null });
    const month = Date.parse(paid.renewsAt ?? '') - Date.now();
    expect(month).toBeGreaterThan(27 * DAY_MS);
    expect(month).toBeLessThan(32 * DAY_MS);
  });

  it('starts no trial for a checkout begun before the trial was used elsewhere', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    const first = await choosePlan(grace, 'linkedin-pro');
    const second = await choosePlan(grace, 'full-suite');
    expect((await confirm(grace, second.clientSecret)).statusCode).toBe(200);
    const late = await confirm(grace, first.clientSecret);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This checkout ended when another plan started. Choose your plan again.',
    );
    expect(await overview(grace)).toMatchObject({ plan: 'full-suite', status: 'trialing' });
  });

  it.each([
    ['no email', { priceId: priceOf('full-suite') }, /Email is required/],
    ['a malformed email', { email: 'grace@', priceId: priceOf('full-suite') }, /Enter a valid email address/],
    ['no price id', { email: 'grace@example.com' }, /Price id is required/],
    ['an unknown price id', { email: 'grace@example.com', priceId: 'price_gold' }, /Unknown price id/],
    ['the free plan', { email: 'grace@example.com', priceId: 'free' }, /The Free plan needs no subscription/],
    ['a number for the email', { email: 42, priceId: priceOf('full-suite') }, /Email must be text/],
  ])('refuses %s with 400, storing nothing', async (_case, body, message) => {
    const app = await buildTestApp();
    const response = await send(await visitor(app), 'POST', '/api/create-subscription', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await subscriptionRows(app)).toEqual([]);
  });

  it('has no Stripe webhook route in the sandbox', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: '{}' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the end of a trial in the sandbox', () => {
  it('charges the saved test card when the trial has passed and records it: active, renewing monthly', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    await subscribe(grace, 'full-suite');
    const ended = await lapse(app);
    const plan = await overview(grace);
    expect(plan).toMatchObject({ plan: 'full-suite', status: 'active', trialEndsAt: null, endsAt: null });
    expect(plan.renewsAt).toBe(addMonths(ended, 1).toISOString());
    const [row] = await subscriptionRows(app);
    expect(row).toMatchObject({ status: 'active', currentPeriodEndsAt: addMonths(ended, 1) });
    expect(row?.providerUpdatedAt?.getTime()).toBeGreaterThan(ended.getTime());
  });

  it('ends a cancelled trial when it has passed, lifting no limit', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    await subscribe(grace, 'interview-prep');
    await send(grace, 'POST', '/api/subscription/cancel');
    await lapse(app);
    for (let session = 0; session < 3; session += 1) {
      expect((await startInterview(grace)).statusCode).toBe(201);
    }
    expect((await startInterview(grace)).statusCode).toBe(402);
    expect(await overview(grace)).toMatchObject({ plan: 'free', status: 'free' });
    expect((await subscriptionRows(app)).map((row) => row.status)).toEqual(['canceled']);
  });

  it('ends the trial at once on request in test mode: the card pays, or a cancelled plan ends', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    await subscribe(grace, 'linkedin-pro');
    const charged = await endTrial(grace);
    expect(charged.statusCode).toBe(200);
    expect(charged.json()).toMatchObject({ plan: 'linkedin-pro', status: 'active', trialEndsAt: null });
    expect((await endTrial(grace)).statusCode).toBe(404);

    const ada = await visitor(app);
    await subscribe(ada, 'interview-prep');
    await send(ada, 'POST', '/api/subscription/cancel');
    expect((await endTrial(ada)).json()).toMatchObject({ plan: 'free', trialUsed: true });
  });

  it('answers 404 to ending a trial on the Free plan', async () => {
    const app = await buildTestApp();
    const response = await endTrial(await visitor(app));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/no free trial running/);
  });
});

describe('cancelling', () => {
  it('keeps the plan to the end of the period and says when it ends; asking twice changes nothing', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    await subscribe(grace, 'linkedin-pro');
    const trialEndsAt = (await overview(grace)).trialEndsAt;
    const cancelled = await send(grace, 'POST', '/api/subscription/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ plan: 'linkedin-pro', renewsAt: null, endsAt: trialEndsAt });
    const again = await send(grace, 'POST', '/api/subscription/cancel');
    expect(again.json()).toEqual(cancelled.json());
  });

  it('answers 404 on the Free plan', async () => {
    const app = await buildTestApp();
    const response = await send(await visitor(app), 'POST', '/api/subscription/cancel');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/Free plan/);
  });

  it('ends the plan once the period is over', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    await subscribe(grace, 'linkedin-pro');
    await send(grace, 'POST', '/api/subscription/cancel');
    await app.db.update(subscriptions).set({ currentPeriodEndsAt: new Date(Date.now() - 1000) });
    expect((await overview(grace)).plan).toBe('free');
  });
});

describe('plan limits', () => {
  it('refuses the second resume of the month on Free with 402 naming Full Suite, and allows it on Full Suite', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    expect((await uploadResume(grace, 'first.pdf', resume)).statusCode).toBe(201);
    const refused = await uploadResume(grace, 'second.pdf', resume);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(
      /^The Free plan includes 1 resume analysis per month, and you have used it\. Upgrade to Full Suite for unlimited resume analyses, or analyse another resume on \w+ 1, \d{4}\.$/,
    );
    expect((await get(grace, '/api/resumes')).json()).toHaveLength(1);

    await subscribe(grace, 'full-suite');
    expect((await uploadResume(grace, 'second.pdf', resume)).statusCode).toBe(201);
    expect((await overview(grace)).usage.resumeAnalyses).toEqual({ used: 2, limit: null });
  });

  it('does not hand an analysis back when its resume is deleted', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    const { id } = (await uploadResume(grace, 'first.pdf', resume)).json();
    expect((await send(grace, 'DELETE', `/api/resume/${id}`)).statusCode).toBe(204);
    expect((await uploadResume(grace, 'again.pdf', resume)).statusCode).toBe(402);
  });

  it('refuses the fourth interview session on Free naming Interview Prep, and allows it on Interview Prep', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    for (let session = 0; session < 3; session += 1)
      expect((await startInterview(grace)).statusCode).toBe(201);
    const refused = await startInterview(grace);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(
      /^The Free plan includes 3 interview practice sessions per month.*Interview Prep or Full Suite/,
    );
    expect((await get(grace, '/api/interview/sessions')).json()).toHaveLength(3);

    await subscribe(grace, 'interview-prep');
    expect((await startInterview(grace)).statusCode).toBe(201);
    expect((await uploadResume(grace, 'a.pdf', resume)).statusCode).toBe(201);
    expect((await uploadResume(grace, 'b.pdf', resume)).statusCode).toBe(402);
  });

  it('starts no more sessions than the allowance when many are asked for at once', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    const responses = await Promise.all(Array.from({ length: 6 }, () => startInterview(grace)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 402)).toHaveLength(3);
    const [used] = await app.db
      .select({ value: count() })
      .from(usageEvents)
      .where(eq(usageEvents.allowance, 'interviewSessions'));
    expect(used?.value).toBe(3);
  });

  it('shows the Free plan the first five job matches and Full Suite all of them', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    expect((await send(grace, 'POST', '/api/career/profile', dataScientistProfile)).statusCode).toBe(200);
    const free: JobMatch[] = (await get(grace, '/api/jobs/matches')).json();
    expect(free).toHaveLength(5);
    await subscribe(grace, 'full-suite');
    const all: JobMatch[] = (await get(grace, '/api/jobs/matches')).json();
    expect(all.length).toBeGreaterThan(5);
    expect(all.slice(0, 5)).toEqual(free);
  });

  it('with PLAN_LIMITS off counts uses but refuses nothing', async () => {
    const app = await buildTestApp({ config: { planLimits: false } });
    const grace = await visitor(app);
    expect((await uploadResume(grace, 'a.pdf', resume)).statusCode).toBe(201);
    expect((await uploadResume(grace, 'b.pdf', resume)).statusCode).toBe(201);
    expect((await overview(grace)).usage.resumeAnalyses).toEqual({ used: 2, limit: null });
  });
});

describe('accounts and plans', () => {
  it('keeps the plan when the guest who bought it signs up', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    await subscribe(grace, 'linkedin-pro');
    const signUp = await send(grace, 'POST', '/api/auth/signup', {
      firstName: 'Grace',
      lastName: 'Thompson',
      email: 'grace@example.com',
      password: 'correct horse battery',
    });
    expect(signUp.statusCode).toBe(201);
    const cookie = signUp.cookies.find((item) => item.name === 'cp_session');
    expect((await overview({ app, cookie: `cp_session=${cookie?.value}` })).plan).toBe('linkedin-pro');
  });

  it('keeps the fact of the trial, and the billing customer, when the guest who had it signs up', async () => {
    const app = await buildTestApp();
    const guest = await visitor(app);
    await subscribe(guest, 'linkedin-pro');
    const [customer] = await app.db.select().from(billingCustomers);
    const signUp = await send(guest, 'POST', '/api/auth/signup', {
      firstName: 'Grace',
      lastName: 'Thompson',
      email: 'grace@example.com',
      password: 'correct horse battery',
    });
    const account = { app, cookie: sessionCookieFrom(signUp) ?? '' };
    await send(account, 'POST', '/api/subscription/cancel');
    await lapse(app);
    expect(await overview(account)).toMatchObject({ plan: 'free', trialUsed: true });
    expect((await choosePlan(account, 'full-suite')).intent).toBe('payment');
    expect(await app.db.select().from(billingCustomers)).toEqual([
      { ...customer, userId: (await get(account, '/api/auth/me')).json().id },
    ]);
  });

  it('exports the subscription without its secret', async () => {
    const app = await buildTestApp();
    const grace = await visitor(app);
    await subscribe(grace, 'linkedin-pro');
    const exported = await get(grace, '/api/account/export');
    expect(exported.statusCode).toBe(200);
    const document = JSON.parse(
      strFromU8(unzipSync(exported.rawPayload)['careerpilot-data.json'] as Uint8Array),
    );
    expect(document.subscriptions).toEqual([
      expect.objectContaining({ planId: 'linkedin-pro', status: 'trialing' }),
    ]);
    expect(JSON.stringify(document.subscriptions)).not.toMatch(/sandbox_?secret/i);
  });
});
