import { resolve } from 'node:path';
import { z } from 'zod';

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

const origin = z
  .url({ protocol: /^https?$/, error: 'must be an origin such as https://careerpilot.example' })
  .transform((url) => new URL(url).origin);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: wholeNumber(0, 65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_ORIGIN: origin.optional(),
  TRUST_PROXY: flag.default(false),
  RATE_LIMIT_PER_MINUTE: wholeNumber(1, 1_000_000).default(300),
  AI_PROVIDER: z.enum(['local'], { error: 'must be local (the built-in engine)' }).default('local'),
  EXTRACTION_TIMEOUT_MS: wholeNumber(1000, 300_000).default(20_000),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default('support@careerpilot.example'),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Absolute path; the embedded database lives in its `pglite` folder. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded database. */
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** The origin users reach the site on, when it differs from the Host header (a proxy in front). */
  publicOrigin: string | undefined;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  aiProvider: 'local';
  /** Time allowed to read one uploaded file in the worker pool. */
  extractionTimeoutMs: number;
  /** Where users reach a person: support links, demo requests. */
  supportEmail: string;
};

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads the settings from the environment; an empty variable counts as unset. Throws one error listing every problem. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
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
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    publicOrigin: env.PUBLIC_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    aiProvider: env.AI_PROVIDER,
    extractionTimeoutMs: env.EXTRACTION_TIMEOUT_MS,
    supportEmail: env.SUPPORT_EMAIL,
  };
}
