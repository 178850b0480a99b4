import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TargetJob } from '#common/api/tailoring.ts';
import type { OpenAiSettings } from '#server/config.ts';
import { completion, type OpenAiStandIn, startOpenAiStandIn } from '#server/testing/openai-stand-in.ts';
import { FALLBACK_NOTICE, withEngineFallback } from './fallback.ts';
import { createEnginePool } from './local/engine-pool.ts';
import { createLocalProvider } from './local/provider.ts';
import { checkRewrites } from './local/tailoring/check-rewrites.ts';
import { createOpenAiProvider } from './openai/provider.ts';
import type { BulletRewriteRequest } from './provider.ts';

const RESUME = `Jordan Avery Lee
jordan.lee@example.com
EXPERIENCE
Data Analyst, Acme Corp, 2019 - Present
• Responsible for building dashboards in Postgres for the finance team.
• Helped with the migration of the data warehouse.
EDUCATION
B.Sc. Statistics, State University`;

const JOB: TargetJob = {
  title: 'Senior Data Analyst',
  company: 'Globex',
  seniority: 'senior',
  years: 5,
  education: 'bachelor',
  requiredSkills: ['PostgreSQL', 'Kubernetes'],
  preferredSkills: [],
  description:
    'We are hiring a data analyst to build dashboards for our finance team on PostgreSQL. You will run data ' +
    'services on Kubernetes, migrate our warehouse and present findings to managers across the company weekly.',
  url: null,
  source: { kind: 'pasted', matchId: null },
};

const REQUEST: BulletRewriteRequest = {
  resumeText: RESUME,
  job: JOB,
  bullets: [
    {
      id: 'b4',
      section: 'EXPERIENCE',
      text: 'Responsible for building dashboards in Postgres for the finance team.',
    },
    { id: 'b5', section: 'EXPERIENCE', text: 'Helped with the migration of the data warehouse.' },
  ],
};

/** What a model that invents might answer: one honest rewrite, one adding a skill and a figure, one for no bullet. */
const MODEL_ANSWER = {
  rewrites: [
    {
      id: 'b4',
      after: 'Built dashboards in PostgreSQL for the finance team.',
      changes: [{ kind: 'verb', detail: 'Opened with the action.' }],
    },
    {
      id: 'b5',
      after: 'Led the migration of the data warehouse to Kubernetes, cutting costs by 40%.',
      changes: [{ kind: 'verb', detail: 'A stronger verb.' }],
    },
    { id: 'b99', after: 'Invented.', changes: [{ kind: 'concise', detail: 'Shorter.' }] },
  ],
};

let model: OpenAiStandIn;
beforeAll(async () => {
  model = await startOpenAiStandIn();
});
afterAll(() => model.close());

function providers(settings: Partial<OpenAiSettings> = {}) {
  const pool = createEnginePool({ timeoutMs: 60_000 });
  const engine = createLocalProvider(pool);
  const openAi = createOpenAiProvider(
    {
      apiKey: 'sk-standin',
      baseUrl: model.url,
      model: 'stand-in-model',
      timeoutMs: 5000,
      fallback: 'none',
      ...settings,
    },
    engine,
    pool,
  );
  return { engine, openAi, pool };
}

describe('bullet rewrites by a model', () => {
  it('asks for structured rewrites that add no facts, and the check rejects what the resume does not show', async () => {
    const { openAi } = providers();
    model.answer(completion(MODEL_ANSWER));
    const { rewrites, fallbackNotice } = await openAi.rewriteBullets(REQUEST);
    expect(fallbackNotice).toBeUndefined();
    // The rewrite of a bullet that was not asked for never leaves the provider.
    expect(rewrites.map((rewrite) => rewrite.id)).toEqual(['b4', 'b5']);

    const { kept, rejected } = checkRewrites(RESUME, rewrites, REQUEST.bullets);
    expect(kept).toEqual([
      {
        id: 'b4',
        section: 'EXPERIENCE',
        before: 'Responsible for building dashboards in Postgres for the finance team.',
        after: 'Built dashboards in PostgreSQL for the finance team.',
        changes: [{ kind: 'verb', detail: 'Opened with the action.' }],
      },
    ]);
    expect(rejected).toEqual([
      {
        before: 'Helped with the migration of the data warehouse.',
        after: 'Led the migration of the data warehouse to Kubernetes, cutting costs by 40%.',
        unsupported: ['the skill Kubernetes', 'the number 40%'],
      },
    ]);

    const [request] = model.requests;
    expect(request?.body.response_format?.json_schema?.name).toBe('bullet_rewrites');
    expect(request?.body.messages[0]?.content).toMatch(/Never add a skill, tool, employer, job title/);
    const input = JSON.parse(request?.body.messages.at(-1)?.content ?? '{}');
    expect(input.bullets).toEqual(REQUEST.bullets);
    expect(input.job.requiredSkills).toEqual(['PostgreSQL', 'Kubernetes']);
    expect(input.resume).toBe(RESUME);
  });

  it('asks nothing when no bullet is given', async () => {
    const { openAi } = providers();
    model.answer();
    expect(await openAi.rewriteBullets({ ...REQUEST, bullets: [] })).toEqual({ rewrites: [] });
    expect(model.requests).toHaveLength(0);
  });

  it('with AI_FALLBACK=local has the built-in engine write them when the model cannot, and says so', async () => {
    const { engine, openAi } = providers({ timeoutMs: 300 });
    const fallback = withEngineFallback(openAi, engine, () => {});
    model.answer({ ...completion(MODEL_ANSWER), delayMs: 2000 });
    const { rewrites, fallbackNotice } = await fallback.rewriteBullets(REQUEST);
    expect(fallbackNotice).toBe(FALLBACK_NOTICE);
    expect(rewrites.map((rewrite) => rewrite.after)).toEqual([
      'Built dashboards in PostgreSQL for the finance team.',
      'Supported the migration of the data warehouse.',
    ]);
    expect(checkRewrites(RESUME, rewrites, REQUEST.bullets).rejected).toEqual([]);
  });
});

describe('the built-in engine’s tailoring work in its worker threads', () => {
  it('chooses the bullets, rewrites them and checks any provider’s rewrites', async () => {
    const { pool } = providers();
    const { bullets, preview, matchRate } = await pool.run('tailorResume', {
      resumeText: RESUME,
      format: 'pdf',
      job: JOB,
      signals: {
        twoColumns: false,
        tables: false,
        headerFooterText: false,
        headerFooterLines: [],
        imageOnlyPages: 0,
        pageCount: 1,
      },
    });
    expect(bullets).toEqual(REQUEST.bullets);
    expect(matchRate).toBeGreaterThan(0);
    expect(preview.sections.length).toBeGreaterThan(0);
    const { rewrites } = await pool.run('rewriteBullets', { resumeText: RESUME, job: JOB, bullets });
    expect(rewrites).toHaveLength(2);
    const checked = await pool.run('checkRewrites', { resumeText: RESUME, rewrites, askedFor: bullets });
    expect(checked).toEqual({ kept: rewrites, rejected: [] });
  });
});
