import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateSubscriptionResponse, SubscriptionOverview } from '#common/api/subscription.ts';
import { billingCustomers, paymentEvents, subscriptions, users } from '#server/db/schema/index.ts';
import {
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  signedStripeEvent,
  startStripeStandIn,
} from '#server/testing/stripe-stand-in.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { get, send, type Visitor, visitor } from '#server/testing/visitor.ts';

const PRICES = {
  'interview-prep': 'price_interview_prep_standin',
  'linkedin-pro': 'price_linkedin_pro_standin',
  'full-suite': 'price_full_suite_standin',
};

let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe.close());

function stripeApp() {
  return buildTestApp({
    config: {
      payments: {
        provider: 'stripe',
        secretKey: 'sk_test_standin',
        publishableKey: 'pk_test_standin',
        webhookSecret: STAND_IN_WEBHOOK_SECRET,
        priceIds: PRICES,
        apiUrl: stripe.url,
      },
    },
  });
}

const requestsSince = (start: number) => stripe.requests.slice(start);

type Confirmation = Extract<CreateSubscriptionResponse, { outcome: 'confirm' }>;

async function choosePlan(who: Visitor, email: string, priceId = PRICES['linkedin-pro']) {
  const response = await send(who, 'POST', '/api/create-subscription', { email, priceId });
  expect(response.statusCode).toBe(200);
  const created: Confirmation = response.json();
  expect(created.outcome).toBe('confirm');
  const [row] = await who.app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, created.subscriptionId));
  return { created, providerId: row?.providerSubscriptionId ?? '', userId: row?.userId ?? '' };
}

function deliver(app: TestApp, event: ReturnType<typeof signedStripeEvent>) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: event.headers,
    payload: event.payload,
  });
}

const overview = async (who: Visitor): Promise<SubscriptionOverview> =>
  (await get(who, '/api/subscription')).json();

const rowCount = async (app: TestApp, table: typeof paymentEvents | typeof users) =>
  (await app.db.select({ value: count() }).from(table))[0]?.value;

/** The customer confirms the Payment Element; Stripe saves the card and says so. */
async function confirmAtStripe(app: TestApp, providerId: string, created = Math.floor(Date.now() / 1000)) {
  const event = signedStripeEvent('customer.subscription.updated', stripe.saveCard(providerId), { created });
  expect((await deliver(app, event)).statusCode).toBe(200);
  return event;
}

describe('POST /api/create-subscription with Stripe', () => {
  it("creates the account's own customer once, then a trial subscription awaiting the card, and answers the setup secret", async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const start = stripe.requests.length;
    const { created, providerId, userId } = await choosePlan(grace, 'grace.standin@example.com');

    const sent = requestsSince(start);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/customers',
      `POST /v1/customers/${stripe.customers.at(-1)?.id}`,
      'POST /v1/subscriptions',
    ]);
    const [newCustomer, billingEmail, newSubscription] = sent;
    expect(newCustomer?.form).toEqual({ 'metadata[userId]': userId });
    expect(newCustomer?.idempotencyKey).toBe(`customer-${userId}`);
    expect(billingEmail?.form).toEqual({ email: 'grace.standin@example.com', 'metadata[userId]': userId });
    expect(newSubscription?.form).toMatchObject({
      customer: stripe.customers.at(-1)?.id,
      'items[0][price]': PRICES['linkedin-pro'],
      trial_period_days: '14',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'trial_settings[end_behavior][missing_payment_method]': 'cancel',
      'metadata[subscriptionId]': created.subscriptionId,
      'metadata[userId]': userId,
      'metadata[planId]': 'linkedin-pro',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'expand[1]': 'pending_setup_intent',
    });
    expect(newSubscription?.idempotencyKey).toBe(`subscription-${created.subscriptionId}`);

    expect(created.intent).toBe('setup');
    expect(created.clientSecret).toBe(stripe.subscription(providerId)?.pending_setup_intent?.client_secret);
    expect((await overview(grace)).plan).toBe('free');
  });

  it("reuses the account's customer for a later subscription, keeping its billing email current", async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const first = await choosePlan(grace, 'grace.old@example.com');
    const customer = stripe.subscription(first.providerId)?.customer;
    const start = stripe.requests.length;
    const second = await choosePlan(grace, 'grace.new@example.com', PRICES['full-suite']);
    expect(requestsSince(start).map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /v1/customers/${customer}`,
      'POST /v1/subscriptions',
    ]);
    expect(stripe.subscription(second.providerId)?.customer).toBe(customer);
    expect(stripe.customers.filter((candidate) => candidate.metadata.userId === first.userId)).toEqual([
      expect.objectContaining({ id: customer, email: 'grace.new@example.com' }),
    ]);
  });

  it("never links a typed email to another person's Stripe customer", async () => {
    const app = await stripeApp();
    const victim = await choosePlan(await visitor(app), 'victim.standin@example.com');
    const victimCustomer = stripe.subscription(victim.providerId)?.customer;
    const start = stripe.requests.length;

    const attacker = await choosePlan(await visitor(app), 'victim.standin@example.com');
    const attackerCustomer = stripe.subscription(attacker.providerId)?.customer;
    expect(attackerCustomer).not.toBe(victimCustomer);
    expect(stripe.customers.find((customer) => customer.id === attackerCustomer)?.metadata).toEqual({
      userId: attacker.userId,
    });
    expect(stripe.customers.find((customer) => customer.id === victimCustomer)?.metadata).toEqual({
      userId: victim.userId,
    });
    expect(requestsSince(start).filter((request) => request.method === 'GET')).toEqual([]);
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, attacker.userId));
    expect(row?.providerCustomerId).toBe(attackerCustomer);
  });

  it('creates one customer when two plan choices arrive at once', async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const responses = await Promise.all(
      [PRICES['linkedin-pro'], PRICES['full-suite']].map((priceId) =>
        send(grace, 'POST', '/api/create-subscription', { email: 'grace@example.com', priceId }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const rows = await app.db.select().from(subscriptions);
    const userId = rows[0]?.userId;
    expect(stripe.customers.filter((customer) => customer.metadata.userId === userId)).toHaveLength(1);
    const customers = rows.map((row) => stripe.subscription(row.providerSubscriptionId ?? '')?.customer);
    expect(new Set(customers).size).toBe(1);
    expect(await app.db.select().from(billingCustomers)).toEqual([
      expect.objectContaining({ userId, provider: 'stripe', providerCustomerId: customers[0] }),
    ]);
  });

  it('answers 502 when Stripe refuses, keeping no subscription', async () => {
    const app = await stripeApp();
    stripe.failNext(400, 'No such price');
    const response = await send(await visitor(app), 'POST', '/api/create-subscription', {
      email: 'grace@example.com',
      priceId: PRICES['full-suite'],
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/payment provider could not be reached/);
    expect(await app.db.select().from(subscriptions)).toEqual([]);
  });

  it('tells the browser the publishable key and the price ids, never the secret key', async () => {
    const app = await stripeApp();
    const config = (await get(await visitor(app), '/api/config')).json();
    expect(config.payments).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_standin',
      priceIds: PRICES,
    });
    expect(JSON.stringify(config)).not.toMatch(/sk_test|whsec/);
  });

  it("lets Stripe's script, frames and API into the page, and nothing else from outside", async () => {
    const app = await stripeApp();
    const policy = String(
      (await get(await visitor(app), '/subscription')).headers['content-security-policy'],
    );
    expect(policy).toContain("script-src 'self' https://js.stripe.com;");
    expect(policy).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com;");
  });

  it('has no sandbox confirmation route', async () => {
    const app = await stripeApp();
    const response = await send(await visitor(app), 'POST', '/api/payments/sandbox/confirm', {
      clientSecret: 'seti_x_secret_y',
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('starts the plan when Stripe says the card is saved, and ends it when the subscription is deleted', async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const { providerId } = await choosePlan(grace, 'grace@example.com');
    const trialing = signedStripeEvent('customer.subscription.created', stripe.subscription(providerId));
    expect((await deliver(app, trialing)).statusCode).toBe(200);
    expect((await overview(grace)).plan).toBe('free');

    await confirmAtStripe(app, providerId);
    expect(await overview(grace)).toMatchObject({ plan: 'linkedin-pro', status: 'trialing' });

    const subscription = { ...stripe.subscription(providerId), status: 'canceled' };
    expect(
      (await deliver(app, signedStripeEvent('customer.subscription.deleted', subscription))).statusCode,
    ).toBe(200);
    expect((await overview(grace)).plan).toBe('free');
  });

  it('processes an event delivered twice only once', async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const { providerId } = await choosePlan(grace, 'grace@example.com');
    const activation = await confirmAtStripe(app, providerId);
    const ended = { ...stripe.subscription(providerId), status: 'canceled' };
    await deliver(app, signedStripeEvent('customer.subscription.deleted', ended));
    expect((await deliver(app, activation)).statusCode).toBe(200);
    expect((await overview(grace)).plan).toBe('free');
    expect(await rowCount(app, paymentEvents)).toBe(2);
  });

  it('ignores a snapshot older than the one applied', async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const { providerId } = await choosePlan(grace, 'grace@example.com');
    const now = Math.floor(Date.now() / 1000);
    await confirmAtStripe(app, providerId, now);
    const stale = { ...stripe.subscription(providerId), status: 'incomplete_expired' };
    await deliver(app, signedStripeEvent('customer.subscription.updated', stale, { created: now - 60 }));
    expect((await overview(grace)).plan).toBe('linkedin-pro');
  });

  it('shows a failed invoice until a later one is paid', async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const { providerId } = await choosePlan(grace, 'grace@example.com');
    await confirmAtStripe(app, providerId);
    const invoice = (paid: boolean) => ({
      id: `in_${paid}`,
      object: 'invoice',
      paid,
      parent: { type: 'subscription_details', subscription_details: { subscription: providerId } },
    });
    const now = Math.floor(Date.now() / 1000);
    await deliver(app, signedStripeEvent('invoice.payment_failed', invoice(false), { created: now }));
    expect((await overview(grace)).paymentFailed).toBe(true);
    await deliver(app, signedStripeEvent('invoice.paid', invoice(true), { created: now + 1 }));
    expect((await overview(grace)).paymentFailed).toBe(false);
  });

  it('matches an event that arrives before the subscription id was stored, by the id in its metadata', async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const { created, providerId } = await choosePlan(grace, 'grace@example.com');
    await app.db.update(subscriptions).set({ providerSubscriptionId: null });
    await confirmAtStripe(app, providerId);
    const [row] = await app.db.select().from(subscriptions);
    expect(row).toMatchObject({ id: created.subscriptionId, providerSubscriptionId: providerId });
    expect((await overview(grace)).plan).toBe('linkedin-pro');
  });

  it('acknowledges events about subscriptions it does not know, changing nothing', async () => {
    const app = await stripeApp();
    const foreign = {
      ...stripe.saveCard((await choosePlan(await visitor(app), 'x@example.com')).providerId),
      id: 'sub_someone_else',
      metadata: { subscriptionId: 'not-a-uuid' },
    };
    const response = await deliver(app, signedStripeEvent('customer.subscription.updated', foreign));
    expect(response.statusCode).toBe(200);
    expect((await app.db.select().from(subscriptions)).map((row) => row.status)).toEqual(['incomplete']);
  });

  it.each([
    ['a wrong signature', { 'stripe-signature': 't=1,v1=0000' }],
    ['no signature', {}],
  ])('refuses %s with 400, changing nothing', async (_case, signature) => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const { providerId } = await choosePlan(grace, 'grace@example.com');
    const event = signedStripeEvent('customer.subscription.updated', stripe.saveCard(providerId));
    const response = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', ...signature },
      payload: event.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Stripe/);
    expect((await overview(grace)).plan).toBe('free');
    expect(await rowCount(app, paymentEvents)).toBe(0);
  });

  it('refuses an event signed with another secret', async () => {
    const app = await stripeApp();
    const event = signedStripeEvent('customer.subscription.updated', {}, { secret: 'whsec_other' });
    expect((await deliver(app, event)).statusCode).toBe(400);
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** As if the trial had ended a day ago with no word from Stripe since, and Stripe had not moved on yet either. */
async function lapseTrial(app: TestApp, providerId: string) {
  const ended = new Date(Date.now() - DAY_MS);
  const atStripe = stripe.subscription(providerId);
  const item = atStripe?.items.data[0];
  if (!atStripe || !item) throw new Error(`no stand-in subscription ${providerId}`);
  atStripe.trial_end = unixSeconds(ended);
  item.current_period_end = unixSeconds(ended);
  await app.db
    .update(subscriptions)
    .set({
      trialEndsAt: ended,
      currentPeriodEndsAt: ended,
      providerUpdatedAt: new Date(ended.getTime() - 14 * DAY_MS),
    })
    .where(eq(subscriptions.providerSubscriptionId, providerId));
  return atStripe;
}

/** Stripe charged the saved card at the trial's end: the subscription is active for a month. */
function chargedAtStripe(providerId: string) {
  const atStripe = stripe.subscription(providerId);
  const item = atStripe?.items.data[0];
  if (!atStripe || !item) throw new Error(`no stand-in subscription ${providerId}`);
  atStripe.status = 'active';
  item.current_period_end = unixSeconds(new Date(Date.now() + 30 * DAY_MS));
  return { subscription: atStripe, renewsAt: new Date(item.current_period_end * 1000).toISOString() };
}

const startInterview = (who: Visitor) =>
  send(who, 'POST', '/api/interview/start', { industry: 'technology', role: 'Data Scientist' });

describe('trials and plan changes with Stripe', () => {
  it("moves a running plan to the new price with Stripe's proration, keeping its trial, instead of a second subscription", async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const { providerId } = await choosePlan(grace, 'grace@example.com', PRICES['interview-prep']);
    await confirmAtStripe(app, providerId);
    const trialEndsAt = (await overview(grace)).trialEndsAt;
    const itemId = stripe.subscription(providerId)?.items.data[0]?.id;
    const start = stripe.requests.length;

    const response = await send(grace, 'POST', '/api/create-subscription', {
      email: 'grace@example.com',
      priceId: PRICES['full-suite'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'changed',
      subscription: expect.objectContaining({ plan: 'full-suite', status: 'trialing', trialEndsAt }),
    });
    const sent = requestsSince(start);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/subscriptions/${providerId}`,
      `POST /v1/subscriptions/${providerId}`,
    ]);
    expect(sent[1]?.form).toEqual({
      'items[0][id]': itemId,
      'items[0][price]': PRICES['full-suite'],
      proration_behavior: 'create_prorations',
      cancel_at_period_end: 'false',
      'metadata[planId]': 'full-suite',
    });
    expect(await app.db.select().from(subscriptions)).toHaveLength(1);
  });

  it('starts a later subscription without a trial once the account has had one: money due now', async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const first = await choosePlan(grace, 'grace@example.com');
    await confirmAtStripe(app, first.providerId);
    const ended = { ...stripe.subscription(first.providerId), status: 'canceled' };
    await deliver(app, signedStripeEvent('customer.subscription.deleted', ended));
    expect(await overview(grace)).toMatchObject({ plan: 'free', trialUsed: true });

    const start = stripe.requests.length;
    const second = await choosePlan(grace, 'grace@example.com', PRICES['full-suite']);
    const created = requestsSince(start).find((request) => request.path === '/v1/subscriptions');
    expect(created?.form).not.toHaveProperty('trial_period_days');
    expect(created?.form).not.toHaveProperty('trial_settings[end_behavior][missing_payment_method]');
    expect(second.created.intent).toBe('payment');
    expect(second.created.clientSecret).toBe(
      stripe.subscription(second.providerId)?.latest_invoice.confirmation_secret?.client_secret,
    );
  });

  it('gives nothing for a trial whose end has passed until Stripe says what followed, asking Stripe once', async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const { providerId } = await choosePlan(grace, 'grace@example.com', PRICES['interview-prep']);
    await confirmAtStripe(app, providerId);
    await lapseTrial(app, providerId);
    const start = stripe.requests.length;

    expect(await overview(grace)).toMatchObject({
      plan: 'free',
      status: 'free',
      trialEndsAt: null,
      renewsAt: null,
      trialUsed: true,
    });
    for (let session = 0; session < 3; session += 1) {
      expect((await startInterview(grace)).statusCode).toBe(201);
    }
    expect((await startInterview(grace)).statusCode).toBe(402);
    expect(requestsSince(start).map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/subscriptions/${providerId}`,
    ]);

    const { subscription, renewsAt } = chargedAtStripe(providerId);
    await deliver(app, signedStripeEvent('customer.subscription.updated', subscription));
    expect(await overview(grace)).toMatchObject({ plan: 'interview-prep', status: 'active', renewsAt });
    expect((await startInterview(grace)).statusCode).toBe(201);
  });

  it('takes what followed a trial from Stripe when its event never came', async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const { providerId } = await choosePlan(grace, 'grace@example.com');
    await confirmAtStripe(app, providerId);
    await lapseTrial(app, providerId);
    const { renewsAt } = chargedAtStripe(providerId);
    expect(await overview(grace)).toMatchObject({ plan: 'linkedin-pro', status: 'active', renewsAt });
  });
});

describe('cancelling and deleting with Stripe', () => {
  it('asks Stripe to cancel at the period end and shows when the plan ends', async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const { providerId } = await choosePlan(grace, 'grace@example.com');
    await confirmAtStripe(app, providerId);
    const start = stripe.requests.length;
    const response = await send(grace, 'POST', '/api/subscription/cancel');
    expect(response.statusCode).toBe(200);
    expect(requestsSince(start)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/v1/subscriptions/${providerId}`,
        form: { cancel_at_period_end: 'true' },
      }),
    ]);
    expect(response.json()).toMatchObject({
      plan: 'linkedin-pro',
      renewsAt: null,
      endsAt: expect.any(String),
    });
  });

  it('cancels the subscription at Stripe before deleting the account; if Stripe fails, deletes nothing', async () => {
    const app = await stripeApp();
    const grace = await visitor(app);
    const { providerId } = await choosePlan(grace, 'grace@example.com');
    await confirmAtStripe(app, providerId);

    stripe.failNext(400, 'Stripe is unhappy');
    const failed = await send(grace, 'DELETE', '/api/account', { confirm: 'DELETE' });
    expect(failed.statusCode).toBe(502);
    expect(await rowCount(app, users)).toBe(1);

    const start = stripe.requests.length;
    expect((await send(grace, 'DELETE', '/api/account', { confirm: 'DELETE' })).statusCode).toBe(204);
    expect(requestsSince(start).map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /v1/subscriptions/${providerId}`,
    ]);
    expect(await rowCount(app, users)).toBe(0);
  });
});
