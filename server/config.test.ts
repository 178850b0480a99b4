import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadConfig', () => {
  it('serves the embedded setup on 127.0.0.1:3000 when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      databasePoolSize: 20,
      rateLimitPerMinute: 300,
      trustProxy: false,
    });
  });

  it('honours PORT, HOST, DATA_DIR, DATABASE_URL and DATABASE_POOL_SIZE', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/careerpilot',
      DATABASE_URL: 'postgres://app@db:5432/careerpilot',
      DATABASE_POOL_SIZE: '40',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/careerpilot',
      databaseUrl: 'postgres://app@db:5432/careerpilot',
      databasePoolSize: 40,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('reduces PUBLIC_ORIGIN to an origin and reads flags', () => {
    const config = loadConfig({ PUBLIC_ORIGIN: 'https://careerpilot.example/app/', PLAN_LIMITS: 'off' });
    expect(config.publicOrigin).toBe('https://careerpilot.example');
    expect(config.planLimits).toBe(false);
  });

  it('waits for an engine thread as long as the engine may work, unless ENGINE_WAIT_MS says otherwise', () => {
    expect(loadConfig({ ENGINE_TIMEOUT_MS: '8000' })).toMatchObject({
      engineTimeoutMs: 8000,
      engineWaitMs: 8000,
    });
    expect(loadConfig({ ENGINE_WAIT_MS: '2000' })).toMatchObject({
      engineTimeoutMs: 10_000,
      engineWaitMs: 2000,
    });
  });

  it('takes TRUST_PROXY as a hop count or the proxies’ addresses, and off by default', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true, which would believe any X-Forwarded-For a client writes', () => {
    for (const everyone of ['true', 'on', 'yes']) {
      expect(problemsOf({ TRUST_PROXY: everyone })).toEqual([
        `TRUST_PROXY: must not trust every X-Forwarded-For a client sends: give the number of proxies in front (e.g. 1), or their addresses (e.g. 10.0.0.5,10.1.0.0/16) (got "${everyone}")`,
      ]);
    }
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })[0]).toMatch(
      /^TRUST_PROXY: must be a number of proxies/,
    );
    expect(problemsOf({ TRUST_PROXY: 'proxy.internal' })[0]).toMatch(/^TRUST_PROXY: must be a number/);
  });

  it('lists every bad variable at once, naming each and its value', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/careerpilot',
      NODE_ENV: 'staging',
      TRUST_PROXY: 'maybe',
      RATE_LIMIT_PER_MINUTE: '0',
    });
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/^PORT: .*"eighty"/m);
    expect(problems.join('\n')).toMatch(/^DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/m);
    expect(problems.join('\n')).toMatch(/^NODE_ENV: /m);
    expect(problems.join('\n')).toMatch(/^TRUST_PROXY: /m);
    expect(problems.join('\n')).toMatch(/^RATE_LIMIT_PER_MINUTE: must be at least 1/m);
  });

  it('rejects a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT: must be at most 65535 (got "70000")']);
  });

  it('puts all problems in the error message', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(
      /Invalid configuration:\n {2}- PORT.*\n {2}- LOG_LEVEL/,
    );
  });

  describe('payments', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICE_INTERVIEW_PREP: 'price_ip',
      STRIPE_PRICE_LINKEDIN_PRO: 'price_lp',
      STRIPE_PRICE_FULL_SUITE: 'price_fs',
    };

    it('uses the sandbox, with plan limits on, when nothing is set', () => {
      expect(loadConfig({})).toMatchObject({ payments: { provider: 'sandbox' }, planLimits: true });
      expect(loadConfig({ PLAN_LIMITS: 'off' }).planLimits).toBe(false);
    });

    it('uses Stripe when its keys are set', () => {
      expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments).toEqual({
        provider: 'stripe',
        secretKey: 'sk_test_123',
        publishableKey: 'pk_test_123',
        webhookSecret: 'whsec_123',
        priceIds: { 'interview-prep': 'price_ip', 'linkedin-pro': 'price_lp', 'full-suite': 'price_fs' },
        apiUrl: 'http://127.0.0.1:12111',
      });
    });

    it('keeps the sandbox when asked to, keys or not', () => {
      expect(loadConfig({ ...stripe, PAYMENTS_PROVIDER: 'sandbox' }).payments).toEqual({
        provider: 'sandbox',
      });
    });

    it('names every Stripe setting that is missing', () => {
      expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_123' })).toEqual([
        'PAYMENTS_PROVIDER: stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_INTERVIEW_PREP, STRIPE_PRICE_LINKEDIN_PRO, STRIPE_PRICE_FULL_SUITE (not set)',
      ]);
    });

    it('refuses to start in production unless PAYMENTS_PROVIDER is set, listing what to set', () => {
      const either = (stripeNeeds: string) =>
        `PAYMENTS_PROVIDER: must be set in production (not set). Set PAYMENTS_PROVIDER=stripe${stripeNeeds} to take real payments, or PAYMENTS_PROVIDER=sandbox to run the test-mode sandbox knowingly (no money is taken and the test card 4242 4242 4242 4242 grants any plan)`;
      expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
        either(
          ' with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_INTERVIEW_PREP, STRIPE_PRICE_LINKEDIN_PRO, STRIPE_PRICE_FULL_SUITE',
        ),
      ]);
      expect(problemsOf({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_123' })).toEqual([
        either(
          ' with STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_INTERVIEW_PREP, STRIPE_PRICE_LINKEDIN_PRO, STRIPE_PRICE_FULL_SUITE',
        ),
      ]);
      expect(problemsOf({ NODE_ENV: 'production', ...stripe })).toEqual([either('')]);
    });

    it('runs in production the provider it is explicitly given', () => {
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' }).payments).toEqual({
        provider: 'sandbox',
      });
      expect(
        loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'stripe', ...stripe }).payments.provider,
      ).toBe('stripe');
    });

    it('refuses keys that are not what their names say', () => {
      const problems = problemsOf({
        ...stripe,
        STRIPE_SECRET_KEY: 'pk_test_123',
        STRIPE_PRICE_FULL_SUITE: 'prod_1',
      });
      expect(problems).toEqual([
        'STRIPE_SECRET_KEY: must start with sk_ or rk_ (got "pk_test_123")',
        'STRIPE_PRICE_FULL_SUITE: must start with price_ (got "prod_1")',
      ]);
    });
  });

  describe('AI', () => {
    it('uses the built-in engine when nothing is set', () => {
      expect(loadConfig({}).ai).toEqual({ provider: 'local' });
    });

    it('reads an OpenAI-compatible server, with defaults for the model, the time limit and the fallback', () => {
      expect(loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' }).ai).toEqual({
        provider: 'openai',
        apiKey: 'sk-test',
        baseUrl: undefined,
        model: 'gpt-4o-mini',
        timeoutMs: 60_000,
        fallback: 'none',
      });
      expect(
        loadConfig({
          AI_PROVIDER: 'openai',
          OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
          OPENAI_MODEL: 'llama3.1',
          AI_TIMEOUT_MS: '120000',
          AI_FALLBACK: 'local',
        }).ai,
      ).toMatchObject({
        baseUrl: 'http://127.0.0.1:11434/v1',
        model: 'llama3.1',
        timeoutMs: 120_000,
        fallback: 'local',
      });
    });

    it('needs a key for OpenAI itself, or the address of another server', () => {
      expect(problemsOf({ AI_PROVIDER: 'openai' })).toEqual([
        'AI_PROVIDER: openai needs OPENAI_API_KEY for OpenAI itself, or OPENAI_BASE_URL for another compatible server (not set)',
      ]);
    });

    it('refuses an unknown provider or fallback', () => {
      expect(problemsOf({ AI_PROVIDER: 'claude', AI_FALLBACK: 'maybe' })).toHaveLength(2);
    });
  });

  describe('job board APIs', () => {
    it('reads Greenhouse, Lever and Ashby from their public servers by default', () => {
      expect(loadConfig({}).postingApis).toEqual({
        greenhouse: 'https://boards-api.greenhouse.io',
        lever: 'https://api.lever.co',
        ashby: 'https://api.ashbyhq.com',
      });
    });

    it('takes other servers, such as a stand-in for tests', () => {
      expect(
        loadConfig({
          GREENHOUSE_API_URL: 'http://127.0.0.1:4010/greenhouse',
          LEVER_API_URL: 'http://127.0.0.1:4010/lever',
          ASHBY_API_URL: 'http://127.0.0.1:4010/ashby',
        }).postingApis,
      ).toEqual({
        greenhouse: 'http://127.0.0.1:4010/greenhouse',
        lever: 'http://127.0.0.1:4010/lever',
        ashby: 'http://127.0.0.1:4010/ashby',
      });
    });

    it('refuses an address that is not http(s)', () => {
      expect(problemsOf({ LEVER_API_URL: 'ftp://api.lever.co' })).toEqual([
        'LEVER_API_URL: must be an http(s) URL such as https://api.lever.co (got "ftp://api.lever.co")',
      ]);
    });
  });
});

describe('the job boards settings', () => {
  it('follow no board by default, refreshing every six hours in UTC', () => {
    expect(loadConfig({}).jobBoards).toEqual({ boards: [], refreshCron: '0 */6 * * *', timeZone: 'UTC' });
  });

  it('read JOB_BOARDS as a list, the refresh schedule and its time zone', () => {
    expect(
      loadConfig({
        JOB_BOARDS: 'greenhouse:airbnb,lever:netflix ashby:notion',
        JOB_BOARDS_REFRESH_CRON: '30 5 * * 1-5',
        JOB_BOARDS_TIME_ZONE: 'Europe/Paris',
      }).jobBoards,
    ).toEqual({
      boards: [
        { source: 'greenhouse', board: 'airbnb' },
        { source: 'lever', board: 'netflix' },
        { source: 'ashby', board: 'notion' },
      ],
      refreshCron: '30 5 * * 1-5',
      timeZone: 'Europe/Paris',
    });
  });

  it('read JOB_BOARDS as the starter list or a file relative to the working folder', () => {
    expect(loadConfig({ JOB_BOARDS: 'starter' }).jobBoards.boards.length).toBeGreaterThanOrEqual(200);
    const folder = mkdtempSync(join(tmpdir(), 'config-boards-'));
    writeFileSync(join(folder, 'boards.txt'), 'greenhouse:acme # Acme\n');
    expect(loadConfig({ JOB_BOARDS: './boards.txt' }, folder).jobBoards.boards).toEqual([
      { source: 'greenhouse', board: 'acme' },
    ]);
  });

  it('name the entries of JOB_BOARDS that cannot be read, with every other problem', () => {
    expect(
      problemsOf({
        JOB_BOARDS: 'greenhouse:airbnb workday:acme',
        JOB_BOARDS_REFRESH_CRON: 'every six hours',
        JOB_BOARDS_TIME_ZONE: 'Mars/Olympus',
      }),
    ).toEqual([
      'JOB_BOARDS_REFRESH_CRON: must be a cron expression of 5 fields (minute hour day month weekday), e.g. 0 */6 * * * (got "every six hours")',
      'JOB_BOARDS_TIME_ZONE: must be an IANA time zone such as UTC or Europe/Paris (got "Mars/Olympus")',
    ]);
    expect(problemsOf({ JOB_BOARDS: 'greenhouse:airbnb workday:acme' })).toEqual([
      'JOB_BOARDS: "workday:acme" names an unknown source "workday" (known: greenhouse, lever, ashby)',
    ]);
  });
});

describe('the e-mail settings', () => {
  it('write to DATA_DIR/outbox and link to this server when nothing is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/careerpilot', PORT: '8080' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'CareerPilot <no-reply@careerpilot.example>',
      outboxDir: '/srv/careerpilot/outbox',
      linkOrigin: 'http://127.0.0.1:8080',
    });
    expect(loadConfig({ HOST: '0.0.0.0' }).mail.linkOrigin).toBe('http://localhost:3000');
  });

  it('send through SMTP_URL from MAIL_FROM, linking to PUBLIC_ORIGIN', () => {
    const { mail } = loadConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Jobs at CareerPilot <jobs@careerpilot.example>',
      PUBLIC_ORIGIN: 'https://careerpilot.example/',
    });
    expect(mail).toMatchObject({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      from: 'Jobs at CareerPilot <jobs@careerpilot.example>',
      linkOrigin: 'https://careerpilot.example',
    });
    expect(loadConfig({ MAIL_FROM: 'jobs@careerpilot.example' }).mail.from).toBe('jobs@careerpilot.example');
  });

  it('refuse an SMTP_URL that is not smtp(s) and a MAIL_FROM without an address', () => {
    expect(problemsOf({ SMTP_URL: 'http://smtp.example.com', MAIL_FROM: 'CareerPilot' })).toEqual([
      'SMTP_URL: must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465 (got "http://smtp.example.com")',
      'MAIL_FROM: must be an address, optionally with a name: CareerPilot <hello@careerpilot.example> (got "CareerPilot")',
    ]);
  });
});
