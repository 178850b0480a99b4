import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the stand-in received, its form body flattened ("items[0][price]" → value). */
export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
};

type StandInCustomer = { id: string; object: 'customer'; email: string; metadata: Record<string, string> };

type StandInSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  metadata: Record<string, string>;
  default_payment_method: string | null;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  trial_end: number | null;
  items: { object: 'list'; data: { id: string; price: { id: string }; current_period_end: number }[] };
  pending_setup_intent: { id: string; object: 'setup_intent'; client_secret: string } | null;
  latest_invoice: { id: string; object: 'invoice'; confirmation_secret: { client_secret: string } | null };
};

const DAY_SECONDS = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function metadataOf(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
}

/**
 * A local server that speaks the few Stripe endpoints CareerPilot uses (customers: create, update; subscriptions:
 * create, retrieve, update, cancel), honours idempotency keys as Stripe does and records what it was sent, so the
 * Stripe adapter is tested through the real SDK without the internet.
 */
export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const customers: StandInCustomer[] = [];
  const subscriptions = new Map<string, StandInSubscription>();
  const answered = new Map<string, { fingerprint: string; reply: Reply }>();
  let counter = 0;
  let failure: { status: number; message: string } | undefined;
  const nextId = (prefix: string) => `${prefix}_standin${++counter}`;

  type Reply = { status: number; body: unknown };
  const ok = (body: unknown): Reply => ({ status: 200, body });
  const notFound = (what: string): Reply => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
  });
  const invalid = (message: string): Reply => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', message } },
  });

  function send(response: ServerResponse, { status, body }: Reply) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    response.end(JSON.stringify(body));
  }

  function createSubscription(form: Record<string, string>): StandInSubscription {
    const trialDays = Number(form.trial_period_days ?? 0);
    const id = nextId('sub');
    const trialEnd = trialDays > 0 ? nowSeconds() + trialDays * DAY_SECONDS : null;
    return {
      id,
      object: 'subscription',
      customer: form.customer ?? '',
      status: trialEnd ? 'trialing' : 'incomplete',
      metadata: metadataOf(form),
      default_payment_method: null,
      cancel_at_period_end: false,
      cancel_at: null,
      trial_end: trialEnd,
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            price: { id: form['items[0][price]'] ?? '' },
            current_period_end: trialEnd ?? nowSeconds() + 30 * DAY_SECONDS,
          },
        ],
      },
      pending_setup_intent: trialEnd
        ? { id: nextId('seti'), object: 'setup_intent', client_secret: `${nextId('seti')}_secret_standin` }
        : null,
      latest_invoice: {
        id: nextId('in'),
        object: 'invoice',
        confirmation_secret: trialEnd ? null : { client_secret: `${nextId('pi')}_secret_standin` },
      },
    };
  }

  /** As Stripe updates a subscription: its item's price (prorated by default), cancellation and metadata. */
  function updateSubscription(subscription: StandInSubscription, form: Record<string, string>): Reply {
    const itemId = form['items[0][id]'];
    if (itemId !== undefined) {
      const item = subscription.items.data.find((candidate) => candidate.id === itemId);
      if (!item) return invalid(`No such subscription item: '${itemId}'`);
      item.price = { id: form['items[0][price]'] ?? item.price.id };
    }
    if (form.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
    }
    subscription.metadata = { ...subscription.metadata, ...metadataOf(form) };
    return ok(subscription);
  }

  function updateCustomer(customer: StandInCustomer, form: Record<string, string>): Reply {
    if (form.email !== undefined) customer.email = form.email;
    customer.metadata = { ...customer.metadata, ...metadataOf(form) };
    return ok(customer);
  }

  function route(request: RecordedRequest): Reply {
    const { method, path, form } = request;
    if (method === 'GET' && path === '/v1/customers') {
      const email = request.query.get('email');
      const data = customers.filter((customer) => customer.email === email);
      return ok({ object: 'list', data, has_more: false, url: '/v1/customers' });
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer: StandInCustomer = {
        id: nextId('cus'),
        object: 'customer',
        email: form.email ?? '',
        metadata: metadataOf(form),
      };
      customers.push(customer);
      return ok(customer);
    }
    const customerPath = /^\/v1\/customers\/([\w-]+)$/.exec(path);
    if (customerPath) {
      const customer = customers.find((candidate) => candidate.id === customerPath[1]);
      if (!customer) return notFound('customer');
      return method === 'POST' ? updateCustomer(customer, form) : ok(customer);
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const subscription = createSubscription(form);
      subscriptions.set(subscription.id, subscription);
      return ok(subscription);
    }
    const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    const subscription = match?.[1] ? subscriptions.get(match[1]) : undefined;
    if (match && !subscription) return notFound('subscription');
    if (subscription && method === 'GET') return ok(subscription);
    if (subscription && method === 'POST') return updateSubscription(subscription, form);
    if (subscription && method === 'DELETE') {
      subscription.status = 'canceled';
      return ok(subscription);
    }
    return notFound(`route ${method} ${path}`);
  }

  /**
   * Stripe's idempotency: a key seen before replays the first answer when the request is the same, and is an
   * error when it is not.
   */
  function idempotent(request: RecordedRequest): Reply {
    const key = request.idempotencyKey;
    if (request.method !== 'POST' || key === undefined) return route(request);
    const fingerprint = JSON.stringify([request.path, Object.entries(request.form).sort()]);
    const earlier = answered.get(key);
    if (earlier) {
      if (earlier.fingerprint === fingerprint) return earlier.reply;
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      };
    }
    const reply = route(request);
    answered.set(key, { fingerprint, reply: structuredClone(reply) });
    return reply;
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? '/', 'http://stand-in');
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      idempotencyKey: incoming.headers['idempotency-key'] as string | undefined,
    };
    requests.push(request);
    if (failure) {
      const { message, status } = failure;
      failure = undefined;
      return send(response, { ...invalid(message), status });
    }
    send(response, idempotent(request));
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) =>
      send(response, { status: 500, body: { error: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    subscription: (id: string) => subscriptions.get(id),
    /** The next request is answered with this error instead. */
    failNext(status: number, message: string) {
      failure = { status, message };
    },
    /** As after the customer confirmed the Payment Element: the card is saved on the subscription. */
    saveCard(id: string): StandInSubscription {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no stand-in subscription ${id}`);
      subscription.default_payment_method = nextId('pm');
      return subscription;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export const STAND_IN_WEBHOOK_SECRET = 'whsec_standin_secret';

/** A Stripe event around an object, and the signed headers Stripe would send it with. */
export function signedStripeEvent(
  type: string,
  object: unknown,
  {
    id = `evt_${Math.random().toString(36).slice(2)}`,
    created = nowSeconds(),
    secret = STAND_IN_WEBHOOK_SECRET,
  } = {},
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created,
    api_version: Stripe.API_VERSION,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { id, payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } };
}
