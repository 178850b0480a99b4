import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { PAID_PLAN_IDS, type PaidPlanId } from '#common/plans.ts';
import { isTimeZone } from '#common/time-zone.ts';
import { ConfigError } from './config-error.ts';
import { DEFAULT_POOL_SIZE } from './db/client.ts';
import { readBoardsSetting } from './postings/boards/board-list.ts';
import type { BoardRef } from './postings/posting.ts';

const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, on, off, yes, no',
  })
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

function prefixed(...prefixes: string[]) {
  return z.string().refine((value) => prefixes.some((prefix) => value.startsWith(prefix)), {
    error: `must start with ${prefixes.join(' or ')}`,
  });
}

const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address with a prefix length (10.0.0.0/8, fd00::/8), or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

const TRUST_EVERYONE =
  'must not trust every X-Forwarded-For a client sends: give the number of proxies in front (e.g. 1), or their addresses (e.g. 10.0.0.5,10.1.0.0/16)';

/**
 * Which proxies' X-Forwarded-* headers to believe: none (default), the nearest N hops, or the listed addresses.
 * `true` is refused: it would take the client address from a header any client can write.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (['false', 'off', 'no', '0'].includes(lower)) return false;
    if (['true', 'on', 'yes'].includes(lower)) {
      context.addIssue({ code: 'custom', message: TRUST_EVERYONE });
      return z.NEVER;
    }
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'must be a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or ranges (e.g. 10.0.0.5,10.1.0.0/16, or loopback)',
    });
    return z.NEVER;
  });

/** False, a hop count, or the proxies' addresses: the forms Fastify's `trustProxy` takes. */
export type TrustProxy = false | number | string[];

const origin = z
  .url({ protocol: /^https?$/, error: 'must be an origin such as https://careerpilot.example' })
  .transform((url) => new URL(url).origin);

/** A public API's base address; configurable so that tests can point it at a stand-in. */
const apiBaseUrl = (defaultUrl: string) =>
  z.url({ protocol: /^https?$/, error: `must be an http(s) URL such as ${defaultUrl}` }).default(defaultUrl);

/** Five cron fields (minute hour day month weekday), or six with seconds first; the scheduler checks the rest. */
const cronExpression = z
  .string()
  .trim()
  .refine((value) => [5, 6].includes(value.split(/\s+/).length), {
    error: 'must be a cron expression of 5 fields (minute hour day month weekday), e.g. 0 */6 * * *',
  });

const timeZone = z
  .string()
  .trim()
  .refine(isTimeZone, { error: 'must be an IANA time zone such as UTC or Europe/Paris' });

/** `name@domain` or `Name <name@domain>`: the forms a From header takes. */
function isMailbox(value: string): boolean {
  const bracketed = value.endsWith('>') ? value.slice(value.lastIndexOf('<') + 1, -1) : value;
  return z.email().safeParse(bracketed.trim()).success;
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: wholeNumber(0, 65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000).default(DEFAULT_POOL_SIZE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_ORIGIN: origin.optional(),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_PER_MINUTE: wholeNumber(1, 100_000_000).default(300),
  AI_PROVIDER: z
    .enum(['local', 'openai'], {
      error: 'must be local (the built-in engine) or openai (any OpenAI-compatible API)',
    })
    .default('local'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:11434/v1' })
    .optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: wholeNumber(1000, 600_000).default(60_000),
  AI_FALLBACK: z.enum(['none', 'local'], { error: 'must be none or local' }).default('none'),
  EXTRACTION_TIMEOUT_MS: wholeNumber(1000, 300_000).default(20_000),
  REQUEST_TIMEOUT_MS: wholeNumber(1000, 600_000).default(30_000),
  ENGINE_TIMEOUT_MS: wholeNumber(1000, 300_000).default(10_000),
  ENGINE_WAIT_MS: wholeNumber(1000, 300_000).optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default('support@careerpilot.example'),
  PLAN_LIMITS: flag.default(true),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe'], { error: 'must be sandbox or stripe' }).optional(),
  STRIPE_SECRET_KEY: prefixed('sk_', 'rk_').optional(),
  STRIPE_PUBLISHABLE_KEY: prefixed('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: prefixed('whsec_').optional(),
  STRIPE_PRICE_INTERVIEW_PREP: prefixed('price_').optional(),
  STRIPE_PRICE_LINKEDIN_PRO: prefixed('price_').optional(),
  STRIPE_PRICE_FULL_SUITE: prefixed('price_').optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:12111' })
    .optional(),
  GREENHOUSE_API_URL: apiBaseUrl('https://boards-api.greenhouse.io'),
  LEVER_API_URL: apiBaseUrl('https://api.lever.co'),
  ASHBY_API_URL: apiBaseUrl('https://api.ashbyhq.com'),
  POSTING_ALLOWED_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url({
            protocol: /^https?$/,
            error: 'must list http(s) origins such as http://careers.intranet:8080',
          })
          .transform((origin) => new URL(origin).origin),
      ),
    )
    .default([]),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(320)
    .refine(isMailbox, {
      error: 'must be an address, optionally with a name: CareerPilot <hello@careerpilot.example>',
    })
    .default('CareerPilot <no-reply@careerpilot.example>'),
  JOB_BOARDS: z.string().default(''),
  JOB_BOARDS_REFRESH_CRON: cronExpression.default('0 */6 * * *'),
  JOB_BOARDS_TIME_ZONE: timeZone.default('UTC'),
});

type Environment = z.infer<typeof environmentSchema>;

const STRIPE_PRICE_VARIABLES = {
  'interview-prep': 'STRIPE_PRICE_INTERVIEW_PREP',
  'linkedin-pro': 'STRIPE_PRICE_LINKEDIN_PRO',
  'full-suite': 'STRIPE_PRICE_FULL_SUITE',
} as const satisfies Record<PaidPlanId, keyof Environment>;

const STRIPE_REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  ...Object.values(STRIPE_PRICE_VARIABLES),
] as const;

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  priceIds: Record<PaidPlanId, string>;
  /** A stand-in for api.stripe.com (stripe-mock, a test server); unset in production. */
  apiUrl: string | undefined;
};

export type PaymentSettings = { provider: 'sandbox' } | ({ provider: 'stripe' } & StripeSettings);

export type OpenAiSettings = {
  /** Servers on your own machine (Ollama, llama.cpp) take any key; OpenAI's needs a real one. */
  apiKey: string;
  /** Undefined for OpenAI itself. */
  baseUrl: string | undefined;
  model: string;
  /** The longest one AI operation may take, retries included. */
  timeoutMs: number;
  /** Answer with the built-in engine, and say so, when the model cannot. */
  fallback: 'none' | 'local';
};

export type AiSettings = { provider: 'local' } | ({ provider: 'openai' } & OpenAiSettings);

/** Stands in for a key with servers that need none; never sent to OpenAI itself (a key is required there). */
const NO_KEY_NEEDED = 'not-needed';

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Absolute path; the embedded database lives in its `pglite` folder. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Connections this instance keeps to PostgreSQL at most. */
  databasePoolSize: number;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** The origin users reach the site on, when it differs from the Host header (a proxy in front). */
  publicOrigin: string | undefined;
  /** Whose X-Forwarded-For to believe when taking the client's address: nobody, N hops, or listed proxies. */
  trustProxy: TrustProxy;
  rateLimitPerMinute: number;
  ai: AiSettings;
  /** Time allowed to read one uploaded file in the worker pool. */
  extractionTimeoutMs: number;
  /** Time a client has to send a whole request, body (an upload) included; a slower one is cut off with 408. */
  requestTimeoutMs: number;
  /** Time allowed to one piece of the built-in engine's work (an analysis, a score, a reply) in its worker pool. */
  engineTimeoutMs: number;
  /** How long a request waits for a free engine thread before it is told the service is busy. */
  engineWaitMs: number;
  /** Where users reach a person: support links, demo requests. */
  supportEmail: string;
  /** Whether the free plan's monthly allowances are enforced. */
  planLimits: boolean;
  payments: PaymentSettings;
  /** The public job board APIs postings are read from (Greenhouse, Lever, Ashby). */
  postingApis: { greenhouse: string; lever: string; ashby: string };
  /**
   * Origins on this machine or a private network that job postings may be imported from (an intranet careers
   * site); every other private address is refused.
   */
  postingAllowedOrigins: string[];
  jobBoards: JobBoardSettings;
  mail: MailSettings;
};

export type MailSettings = {
  /** The SMTP server to send through; without one every message is written to `outboxDir` instead. */
  smtpUrl: string | undefined;
  /** The From header: an address, optionally with a name. */
  from: string;
  /** Where messages are written as .eml files when no SMTP server is set. */
  outboxDir: string;
  /** The origin links in e-mails point at: PUBLIC_ORIGIN, else this server's own address. */
  linkOrigin: string;
  /** The first wait before a failed send is tried again, doubling after; 30 s unless a test shortens it. */
  retryDelaySeconds?: number;
};

export type JobBoardSettings = {
  /** The employers' boards to follow; none (the offline default) when JOB_BOARDS is unset. */
  boards: BoardRef[];
  /** When the boards are read again, as a cron expression. */
  refreshCron: string;
  /** The time zone the cron expression is read in. */
  timeZone: string;
  /** The first wait before a failed board is read again (doubling after); 60 s unless a test shortens it. */
  retryDelaySeconds?: number;
  /** The least time between two requests to one source from this instance; 500 ms unless a test shortens it. */
  minIntervalMs?: number;
};

export { ConfigError };

/**
 * Reads the settings from the environment; an empty variable counts as unset. A board list file named by JOB_BOARDS
 * is read relative to `cwd`. Throws one error listing every problem.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const setVariables = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = environmentSchema.safeParse(setVariables);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return `${name}: ${issue.message} (got ${JSON.stringify(setVariables[name] ?? null)})`;
      }),
    );
  }
  const env = result.data;
  const payments = paymentSettings(env);
  const ai = aiSettings(env);
  const boards = followedBoards(env.JOB_BOARDS, cwd);
  if (typeof payments === 'string' || typeof ai === 'string' || !Array.isArray(boards)) {
    throw new ConfigError(
      [payments, ai, boards].flatMap((setting) =>
        typeof setting === 'string' ? [setting] : setting instanceof ConfigError ? setting.problems : [],
      ),
    );
  }
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    logLevel: env.LOG_LEVEL,
    publicOrigin: env.PUBLIC_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    ai,
    extractionTimeoutMs: env.EXTRACTION_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    engineTimeoutMs: env.ENGINE_TIMEOUT_MS,
    engineWaitMs: env.ENGINE_WAIT_MS ?? env.ENGINE_TIMEOUT_MS,
    supportEmail: env.SUPPORT_EMAIL,
    planLimits: env.PLAN_LIMITS,
    payments,
    postingApis: {
      greenhouse: env.GREENHOUSE_API_URL,
      lever: env.LEVER_API_URL,
      ashby: env.ASHBY_API_URL,
    },
    postingAllowedOrigins: env.POSTING_ALLOWED_ORIGINS,
    jobBoards: {
      boards,
      refreshCron: env.JOB_BOARDS_REFRESH_CRON,
      timeZone: env.JOB_BOARDS_TIME_ZONE,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: join(resolve(env.DATA_DIR), 'outbox'),
      linkOrigin: env.PUBLIC_ORIGIN ?? ownOrigin(env.HOST, env.PORT),
    },
  };
}

/** This server's address as a browser on the same machine reaches it: a wildcard host is not one to link to. */
function ownOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return new URL(`http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`).origin;
}

/** The boards JOB_BOARDS names, or the error listing what is wrong with it. */
function followedBoards(value: string, cwd: string): BoardRef[] | ConfigError {
  try {
    return readBoardsSetting(value, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
}

/** The built-in engine, or an OpenAI-compatible API; a problem as text. */
function aiSettings(env: Environment): AiSettings | string {
  if (env.AI_PROVIDER === 'local') return { provider: 'local' };
  if (!env.OPENAI_BASE_URL && !env.OPENAI_API_KEY) {
    return 'AI_PROVIDER: openai needs OPENAI_API_KEY for OpenAI itself, or OPENAI_BASE_URL for another compatible server (not set)';
  }
  return {
    provider: 'openai',
    apiKey: env.OPENAI_API_KEY ?? NO_KEY_NEEDED,
    baseUrl: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    fallback: env.AI_FALLBACK,
  };
}

/**
 * Stripe when asked for or when its secret key is set, the sandbox otherwise; a problem as text. In production the
 * choice must be made explicitly, so a missing key never turns real customers over to the test-mode sandbox.
 */
function paymentSettings(env: Environment): PaymentSettings | string {
  const missing = STRIPE_REQUIRED.filter((name) => env[name] === undefined);
  if (env.NODE_ENV === 'production' && !env.PAYMENTS_PROVIDER) {
    const stripeNeeds = missing.length > 0 ? ` with ${missing.join(', ')}` : '';
    return (
      'PAYMENTS_PROVIDER: must be set in production (not set). Set PAYMENTS_PROVIDER=stripe' +
      `${stripeNeeds} to take real payments, or PAYMENTS_PROVIDER=sandbox to run the test-mode sandbox ` +
      'knowingly (no money is taken and the test card 4242 4242 4242 4242 grants any plan)'
    );
  }
  const provider = env.PAYMENTS_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (provider === 'sandbox') return { provider };
  if (missing.length > 0) return `PAYMENTS_PROVIDER: stripe needs ${missing.join(', ')} (not set)`;
  return {
    provider,
    secretKey: env.STRIPE_SECRET_KEY as string,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY as string,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET as string,
    priceIds: Object.fromEntries(
      PAID_PLAN_IDS.map((plan) => [plan, env[STRIPE_PRICE_VARIABLES[plan]] as string]),
    ) as Record<PaidPlanId, string>,
    apiUrl: env.STRIPE_API_URL,
  };
}
