import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '#common/api/routes.ts';
import { renderDoc } from '../scripts/fixtures/doc.ts';
import { renderDocx } from '../scripts/fixtures/docx.ts';
import { renderPdf, truncate } from '../scripts/fixtures/pdf.ts';
import { dataScientist, marketingManager, registeredNurse } from '../scripts/fixtures/people.ts';
import {
  type FuzzRequest,
  fuzzPlan,
  fuzzSeed,
  HOSTILE_STRINGS,
  type Known,
  type Operation,
  operationName,
  readOperations,
  requestsFor,
  type SampleFile,
  type Session,
  strayRequests,
} from './testing/fuzz.ts';
import {
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from './testing/stripe-stand-in.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from './testing/test-app.ts';
import { get, send, uploadResume, visitor } from './testing/visitor.ts';

const SEED = fuzzSeed();
/**
 * How many requests: `npm run test:fuzz` (FUZZ_FULL=1) sends the full run, 350 per operation, over 11 000 with
 * the 33 operations of today; `npm test` a quarter of it, enough to reach every operation's validation each run.
 */
const COUNTS =
  process.env.FUZZ_FULL === '1'
    ? { perOperation: 350, stray: 300, minimumTotal: 10_000, webhookGenerated: 150, webhookSpecific: 250 }
    : { perOperation: 90, stray: 80, minimumTotal: 2_500, webhookGenerated: 40, webhookSpecific: 60 };
const PER_OPERATION = COUNTS.perOperation;
const STRAY_REQUESTS = COUNTS.stray;
const MINIMUM_TOTAL = COUNTS.minimumTotal;
const WEBHOOK_GENERATED = COUNTS.webhookGenerated;
const WEBHOOK_SPECIFIC = COUNTS.webhookSpecific;
/** Enough requests in flight to overlap the database's waits on two cores, few enough to keep memory flat. */
const CONCURRENCY = 32;

type InjectResponse = Awaited<ReturnType<TestApp['inject']>>;

type Tally = { total: number; byOperation: Map<string, Record<string, number>>; problems: string[] };

const newTally = (): Tally => ({ total: 0, byOperation: new Map(), problems: [] });

const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx', 'threw'] as const;

const excerpt = (text: string | Buffer | undefined, length = 160) =>
  JSON.stringify(String(text ?? '').slice(0, length));

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** What is wrong with an answer, if anything: a 5xx, a 4xx that is not JSON `{ message }`, a 2xx not JSON. */
function problemWith(response: InjectResponse, jsonExpected: boolean): string | undefined {
  const status = response.statusCode;
  const contentType = String(response.headers['content-type'] ?? 'no content type');
  const json = /^application\/json\b/.test(contentType);
  if (status >= 500) return `answered ${status}`;
  if (status >= 400) {
    if (!json) return `answered ${status} as ${contentType}`;
    const message = (parsed(response.body) as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || message.trim() === '') return `answered ${status} without a message`;
    if (/\n\s+at /.test(message)) return `answered ${status} with a stack trace`;
    return undefined;
  }
  const success = status >= 200 && status < 300;
  if (success && jsonExpected && response.body !== '' && (!json || parsed(response.body) === undefined)) {
    return `answered ${status} with a body that is not JSON`;
  }
  return undefined;
}

function record(tally: Tally, request: FuzzRequest, response: InjectResponse | Error, jsonExpected: boolean) {
  tally.total += 1;
  const status = response instanceof Error ? 'threw' : `${Math.floor(response.statusCode / 100)}xx`;
  const counts = tally.byOperation.get(request.operation) ?? {};
  counts[status] = (counts[status] ?? 0) + 1;
  tally.byOperation.set(request.operation, counts);
  const problem =
    response instanceof Error ? `threw ${response.message}` : problemWith(response, jsonExpected);
  if (!problem) return;
  const answer = response instanceof Error ? '' : ` → ${excerpt(response.body)}`;
  tally.problems.push(
    `${request.operation} [${request.mutation}] ${request.method} ${request.url.slice(0, 120)} ` +
      `content-type=${request.headers['content-type'] ?? '-'} body=${excerpt(request.payload, 120)}: ` +
      `${problem}${answer}`,
  );
}

let subscribers = 0;

/**
 * Each waitlist join from an address of its own: its per-address limit (10 per 15 minutes) would otherwise answer
 * nearly all of them 429 before their bodies are read.
 */
function clientAddress(request: FuzzRequest) {
  if (!request.url.startsWith('/api/subscribe')) return {};
  subscribers += 1;
  return { remoteAddress: `10.77.${subscribers >> 8}.${subscribers & 255}` };
}

async function fire(app: TestApp, request: FuzzRequest): Promise<InjectResponse | Error> {
  try {
    return await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...clientAddress(request),
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

async function run(app: TestApp, tally: Tally, requests: FuzzRequest[], operation?: Operation) {
  for (let start = 0; start < requests.length; start += CONCURRENCY) {
    const batch = requests.slice(start, start + CONCURRENCY);
    await Promise.all(
      batch.map(async (request) => {
        const jsonExpected = operation?.jsonResponse === true && request.method === operation.method;
        record(tally, request, await fire(app, request), jsonExpected);
      }),
    );
  }
}

function totalsOf(tally: Tally): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const counts of tally.byOperation.values()) {
    for (const [status, count] of Object.entries(counts)) totals[status] = (totals[status] ?? 0) + count;
  }
  return totals;
}

const describeCounts = (counts: Record<string, number>) =>
  STATUS_CLASSES.filter((status) => counts[status]).map((status) => `${status} ${counts[status]}`);

function summary(title: string, tally: Tally): string {
  const lines = [...tally.byOperation].map(
    ([operation, counts]) => `  ${operation.padEnd(42)} ${describeCounts(counts).join('  ')}`,
  );
  const totals = describeCounts(totalsOf(tally)).join(', ');
  return [`${title}, seed ${SEED}: ${tally.total} requests (${totals})`, ...lines].join('\n');
}

function report(title: string, tally: Tally) {
  // biome-ignore lint/suspicious/noConsole: the per-endpoint breakdown is the run's evidence
  console.log(summary(title, tally));
  expect(
    tally.problems.slice(0, 20),
    `${tally.problems.length} bad answers; reproduce with FUZZ_SEED=${SEED}`,
  ).toEqual([]);
}

/* ---------------------------------------------------------------- the files the fuzzed data ends up in */

/**
 * What no generated text file may hold: a control character other than a line feed (a carriage return only before
 * one), or a format character other than the zero-width joiner (emoji) and a byte order mark that starts the file.
 */
const STRAY_CHARACTER = /\r(?!\n)|[^\P{Cc}\n\r]|[^\P{Cf}\u200d]/u;

const GENERATED_FILES = [API_ROUTES.interviewCalendar.path, API_ROUTES.exportApplications.path];

/** The session's calendar and CSV export, whatever the fuzzing wrote into its applications, hold no stray character. */
async function checkGeneratedFiles(app: TestApp, tally: Tally, session: Session, operation: Operation) {
  for (const path of GENERATED_FILES) {
    const response = await app.inject({ method: 'GET', url: path, headers: { cookie: session.cookie } });
    if (response.statusCode !== 200) continue;
    const text = response.body.replace(/^\uFEFF/, '');
    const stray = STRAY_CHARACTER.exec(text);
    if (stray)
      tally.problems.push(
        `${path} after ${operationName(operation)} holds U+${stray[0].codePointAt(0)?.toString(16).padStart(4, '0')} ` +
          `at ${stray.index}: ${excerpt(text.slice(Math.max(0, stray.index - 60), stray.index + 20))}`,
      );
  }
}

/* ---------------------------------------------------------------- what the fuzzed visitors have */

const ACCOUNT = { email: 'fuzz.account@example.com', password: 'a long enough password' };

const TEST_CARDS = {
  cardNumber: ['4242 4242 4242 4242', '4000 0000 0000 0002'],
  expiry: ['12 / 40'],
  cvc: ['123'],
};

type Shared = { priceIds: string[]; resume: SampleFile };

const bodyOf = <T>(response: InjectResponse): T | undefined =>
  response.statusCode < 300 ? response.json<T>() : undefined;

const present = <T>(...values: (T | undefined)[]): T[] => values.filter((value) => value !== undefined);

/**
 * A guest of its own for each operation, so that signing out or deleting the account spoils no other's, with
 * data behind it (a career profile and its matches, an interview, a pending plan, an application with an
 * interview round and, for routes that take an id, a resume) whose ids and secrets the valid requests use. Seeding is best effort: a failure only makes the
 * fuzzing shallower.
 */
async function seededSession(app: TestApp, operation: Operation, shared: Shared): Promise<Session> {
  const guest = await visitor(app);
  await send(guest, 'POST', '/api/career/profile', {
    currentRole: 'Data Analyst',
    targetRole: 'Data Scientist',
    skills: ['Python', 'SQL'],
  });
  const interview = { industry: 'technology', role: 'Data Scientist' };
  const interviewId = bodyOf<{ id: number }>(
    await send(guest, 'POST', '/api/interview/start', interview),
  )?.id;
  const jobId = bodyOf<{ id: number }[]>(await get(guest, '/api/jobs/matches'))?.[0]?.id;
  const plan = { email: ACCOUNT.email, priceId: shared.priceIds[0] };
  const secret = bodyOf<{ clientSecret: string }>(
    await send(guest, 'POST', '/api/create-subscription', plan),
  );
  const application = bodyOf<{ id: number; rounds: { id: number }[] }>(
    await send(guest, 'POST', '/api/applications', {
      title: 'Data Scientist',
      company: 'Acme',
      stage: 'applied',
    }),
  );
  const round =
    application &&
    bodyOf<{ rounds: { id: number }[] }>(
      await send(guest, 'POST', `/api/applications/${application.id}/rounds`, {
        startsAt: '2030-01-15T15:00:00Z',
        kind: 'video',
      }),
    )?.rounds[0];
  const resumeId =
    operation.pathParams.length > 0
      ? bodyOf<{ id: number }>(await uploadResume(guest, shared.resume.fileName, shared.resume.bytes))?.id
      : undefined;
  const known: Known = {
    id: present(interviewId, jobId, resumeId, application?.id),
    roundId: present(round?.id),
    jobId: present(jobId),
    resumeId: present(resumeId),
    sessionId: present(interviewId),
    questionIndex: [0, 1],
    email: [ACCOUNT.email],
    password: [ACCOUNT.password],
    priceId: [...shared.priceIds, 'free'],
    clientSecret: present(secret?.clientSecret),
    ...TEST_CARDS,
  };
  return { cookie: guest.cookie, origin: TEST_ORIGIN, known };
}

async function sharedFixtures(app: TestApp): Promise<Shared> {
  const owner = await visitor(app);
  const signedUp = await send(owner, 'POST', '/api/auth/signup', {
    firstName: 'Fuzz',
    lastName: 'Account',
    ...ACCOUNT,
  });
  expect(signedUp.statusCode).toBe(201);
  const config = await get(owner, '/api/config');
  const priceIds = Object.values(
    config.json<{ payments: { priceIds: Record<string, string> } }>().payments.priceIds,
  );
  return {
    priceIds,
    resume: { fileName: 'data-scientist.pdf', bytes: await renderPdf(dataScientist.strong) },
  };
}

function sampleFiles(resume: SampleFile): SampleFile[] {
  return [
    resume,
    { fileName: 'marketing-manager.docx', bytes: renderDocx(marketingManager.strong) },
    { fileName: 'registered-nurse.doc', bytes: renderDoc(registeredNurse.weak) },
    { fileName: 'truncated.pdf', bytes: truncate(resume.bytes, 0.4) },
  ];
}

/* ---------------------------------------------------------------- the Stripe webhook */

const WEBHOOK_URL = '/api/stripe/webhook';

const EVENT_TYPES = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
];

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A body Stripe might send, or might not: a well-formed event around a random object, or anything. */
const webhookBody = fc.oneof(
  fc
    .record({
      id: fc.stringMatching(/^evt_[A-Za-z0-9]{4,24}$/),
      object: fc.constant('event'),
      type: fc.oneof(fc.constantFrom(...EVENT_TYPES), fc.string({ maxLength: 40 })),
      created: fc.oneof(fc.constant(nowSeconds()), fc.integer({ min: 0, max: 2 ** 31 - 1 })),
      data: fc.record({
        object: fc.oneof(
          {
            weight: 4,
            arbitrary: fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 })),
          },
          fc.jsonValue({ maxDepth: 3 }),
        ),
      }),
    })
    .map((event) => JSON.stringify(event)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 500 }),
);

type Signature = { kind: string; header?: string };

function signatureFor(payload: string): fc.Arbitrary<Signature> {
  const sign = (options: { secret?: string; timestamp?: number; body?: string }) =>
    Stripe.webhooks.generateTestHeaderString({
      payload: options.body ?? payload,
      secret: options.secret ?? STAND_IN_WEBHOOK_SECRET,
      timestamp: options.timestamp ?? nowSeconds(),
    });
  return fc.oneof(
    fc.constant({ kind: 'none' }),
    fc
      .oneof(
        fc.constantFrom(
          '',
          't=',
          'v1=',
          't=1,v1=00',
          `t=${nowSeconds()},v1=${'0'.repeat(64)}`,
          'v1='.repeat(2_000),
        ),
        fc.string({ maxLength: 200 }),
      )
      .map((header) => ({ kind: 'garbage', header })),
    fc.constant({ kind: 'wrong-secret', header: sign({ secret: 'whsec_not_the_secret' }) }),
    fc.constant({ kind: 'stale', header: sign({ timestamp: nowSeconds() - 3_600 }) }),
    fc.constant({ kind: 'other-body', header: sign({ body: `${payload} ` }) }),
    { weight: 3, arbitrary: fc.constant({ kind: 'signed', header: sign({}) }) },
  );
}

const webhookRequest = webhookBody.chain((payload) =>
  fc.tuple(signatureFor(payload), fc.constantFrom('application/json', 'text/plain', undefined)).map(
    ([signature, contentType]): FuzzRequest => ({
      operation: `POST ${WEBHOOK_URL}`,
      mutation: `webhook:${signature.kind}`,
      method: 'POST',
      url: WEBHOOK_URL,
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(signature.header === undefined ? {} : { 'stripe-signature': signature.header }),
      },
      payload,
    }),
  ),
);

function genuineWebhookDelivery(): FuzzRequest {
  const payload = JSON.stringify({
    id: 'evt_genuine',
    object: 'event',
    type: 'customer.created',
    created: nowSeconds(),
    data: { object: { id: 'cus_genuine', object: 'customer' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STAND_IN_WEBHOOK_SECRET });
  return {
    operation: `POST ${WEBHOOK_URL}`,
    mutation: 'webhook:genuine',
    method: 'POST',
    url: WEBHOOK_URL,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  };
}

/* ---------------------------------------------------------------- the tests */

describe('API fuzzing', () => {
  it('answers every generated and mutated request without a 5xx, and every 4xx as JSON { message }', async () => {
    const app = await buildTestApp({ config: { rateLimitPerMinute: 1_000_000 } });
    const operations = await readOperations(app);
    const shared = await sharedFixtures(app);
    const options = { seed: SEED, count: PER_OPERATION, files: sampleFiles(shared.resume) };
    const tally = newTally();

    for (const { operation, requests } of fuzzPlan(operations, options)) {
      const session = await seededSession(app, operation, shared);
      await run(app, tally, requests(session), operation);
      await checkGeneratedFiles(app, tally, session, operation);
    }
    const { cookie } = await visitor(app);
    const stray = strayRequests({ ...options, count: STRAY_REQUESTS }, { cookie, origin: TEST_ORIGIN });
    await run(app, tally, stray);

    report('API fuzzing', tally);
    expect(tally.total).toBeGreaterThanOrEqual(MINIMUM_TOTAL);
    for (const operation of operations) {
      const counts = tally.byOperation.get(operationName(operation)) ?? {};
      const sent = Object.values(counts).reduce((sum, count) => sum + count, 0);
      expect(sent, `requests to ${operationName(operation)}`).toBeGreaterThanOrEqual(PER_OPERATION);
      expect(counts['4xx'], `refusals by ${operationName(operation)}`).toBeGreaterThan(0);
    }
    const totals = totalsOf(tally);
    expect(totals['2xx'], 'requests the API accepted').toBeGreaterThan(tally.total / 5);
  }, 240_000);

  describe('with Stripe payments', () => {
    let stripe: StripeStandIn;
    beforeAll(async () => {
      stripe = await startStripeStandIn();
    });
    afterAll(() => stripe.close());

    it('answers the webhook without a 5xx whatever the signature and body', async () => {
      const app = await buildTestApp({
        config: {
          rateLimitPerMinute: 1_000_000,
          payments: {
            provider: 'stripe',
            secretKey: 'sk_test_standin',
            publishableKey: 'pk_test_standin',
            webhookSecret: STAND_IN_WEBHOOK_SECRET,
            priceIds: {
              'interview-prep': 'price_interview_prep_standin',
              'linkedin-pro': 'price_linkedin_pro_standin',
              'full-suite': 'price_full_suite_standin',
            },
            apiUrl: stripe.url,
          },
        },
      });
      const webhook = (await readOperations(app)).find(({ path }) => path === WEBHOOK_URL);
      if (!webhook) throw new Error(`the OpenAPI document has no ${WEBHOOK_URL}`);
      const { cookie } = await visitor(app);
      const tally = newTally();

      const generated = requestsFor(
        webhook,
        { seed: SEED, count: WEBHOOK_GENERATED },
        { cookie, origin: TEST_ORIGIN },
      );
      await run(app, tally, generated, webhook);
      await run(app, tally, fc.sample(webhookRequest, { seed: SEED, numRuns: WEBHOOK_SPECIFIC }), webhook);
      // Whatever the seed drew, one delivery Stripe would really send, so that acceptance is always tested.
      await run(app, tally, [genuineWebhookDelivery()], webhook);

      report('Stripe webhook fuzzing', tally);
      expect(tally.total).toBe(WEBHOOK_GENERATED + WEBHOOK_SPECIFIC + 1);
      expect(tally.byOperation.get(`POST ${WEBHOOK_URL}`)?.['2xx'], 'events accepted').toBeGreaterThan(0);
    }, 60_000);
  });
});
