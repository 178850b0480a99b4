import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewSession } from '#common/api/interview.ts';
import type { JobMatch } from '#common/api/jobs.ts';
import type { LinkedinProfile } from '#common/api/linkedin.ts';
import type { Resume } from '#common/api/resume.ts';
import type { OpenAiSettings } from '#server/config.ts';
import { interviewSessions, resumes, usageEvents } from '#server/db/schema/index.ts';
import { dataScientistProfile } from '#server/testing/career-profiles.ts';
import {
  apiError,
  completion,
  type OpenAiStandIn,
  startOpenAiStandIn,
} from '#server/testing/openai-stand-in.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { get, send, uploadResume, type Visitor, visitor } from '#server/testing/visitor.ts';
import { fixtureResumes } from '../../../scripts/fixtures/index.ts';
import { FALLBACK_NOTICE } from '../fallback.ts';

const API_KEY = 'sk-standin-secret-key';

let model: OpenAiStandIn;
let weakResume: Uint8Array;
beforeAll(async () => {
  model = await startOpenAiStandIn();
  weakResume = (await fixtureResumes()).get('data-scientist-weak.pdf') as Uint8Array;
});
afterAll(() => model.close());

function modelApp(settings: Partial<OpenAiSettings> = {}) {
  return buildTestApp({
    config: {
      planLimits: false,
      ai: {
        provider: 'openai',
        apiKey: API_KEY,
        baseUrl: model.url,
        model: 'stand-in-model',
        timeoutMs: 5000,
        fallback: 'none',
        ...settings,
      },
    },
  });
}

const rowCount = async (
  app: TestApp,
  table: typeof resumes | typeof interviewSessions | typeof usageEvents,
) => (await app.db.select({ value: count() }).from(table))[0]?.value;

const review = {
  strengths: [
    'Your experience spans three employers, including “Northwind Analytics”.',
    'You say you “Led a team of 12 data scientists”, which shows leadership.',
  ],
  suggestions: [
    'Turn “Worked on A/B tests and helped with data pipelines” into a result: what changed because of the tests?',
    'Replace “Responsible for models” with what the models did.',
  ],
  keywords: ['Python', 'Machine Learning', 'Tableau'],
};

describe('resume analysis with a model', () => {
  it('keeps the engine’s measurements, takes the model’s words, and drops what the resume does not say', async () => {
    const engineApp = await buildTestApp();
    const measured: Resume = (await uploadResume(await visitor(engineApp), 'cv.pdf', weakResume)).json();

    const app = await modelApp();
    model.answer(completion(review));
    const response = await uploadResume(await visitor(app), 'cv.pdf', weakResume);
    expect(response.statusCode).toBe(201);
    const { analysis }: Resume = response.json();

    expect(analysis.overallScore).toBe(measured.analysis.overallScore);
    expect(analysis.checks).toEqual(measured.analysis.checks);
    expect(analysis.strengths).toEqual([review.strengths[0]]);
    expect(analysis.suggestions).toEqual(review.suggestions);
    expect(analysis.keywords).toContain('Machine Learning');
    expect(analysis.keywords).toContain('Tableau');
    expect(analysis.keywords).not.toContain('Python');

    const [request] = model.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe('stand-in-model');
    expect(request?.body.response_format?.type).toBe('json_schema');
    expect(request?.body.response_format?.json_schema?.name).toBe('resume_review');
    expect(JSON.stringify(request?.body.response_format?.json_schema?.schema)).toContain('suggestions');
    expect(request?.body.messages.at(-1)?.content).toContain('Northwind Analytics');
  });

  it('falls back to JSON mode when the server refuses a JSON schema, and remembers', async () => {
    const app = await modelApp();
    const user = await visitor(app);
    model.answer(
      apiError(400, "Invalid parameter: 'response_format' of type 'json_schema' is not supported"),
      completion(review),
    );
    expect((await uploadResume(user, 'cv.pdf', weakResume)).statusCode).toBe(201);
    expect(model.requests.map((request) => request.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
    ]);
    expect(model.requests[1]?.body.messages[0]?.content).toContain('"strengths"');

    model.answer(completion(review));
    expect((await uploadResume(user, 'again.pdf', weakResume)).statusCode).toBe(201);
    expect(model.requests.map((request) => request.body.response_format?.type)).toEqual(['json_object']);
  });

  it('falls back to a plain prompt when the server takes no response format at all', async () => {
    const app = await modelApp();
    model.answer(
      apiError(400, 'response_format is not supported by this server'),
      apiError(400, 'response_format json_object unsupported'),
      completion(`Here you go:\n\`\`\`json\n${JSON.stringify(review)}\n\`\`\``),
    );
    expect((await uploadResume(await visitor(app), 'cv.pdf', weakResume)).statusCode).toBe(201);
    expect(model.requests.map((request) => request.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
      undefined,
    ]);
  });

  it('asks once to repair malformed output, then uses the repaired answer', async () => {
    const app = await modelApp();
    model.answer(completion('{"strengths": ["unfinished}'), completion(review));
    const response = await uploadResume(await visitor(app), 'cv.pdf', weakResume);
    expect(response.statusCode).toBe(201);
    expect(model.requests).toHaveLength(2);
    const repair = model.requests[1]?.body.messages ?? [];
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: '{"strengths": ["unfinished}' });
    expect(repair.at(-1)?.content).toMatch(/could not be used \(the JSON is not well-formed\)/);
  });

  it('answers 502 when the repaired output is still unusable, storing nothing', async () => {
    const app = await modelApp();
    model.answer(completion({ strengths: 'not a list' }), completion({ verdict: 'good' }));
    const response = await uploadResume(await visitor(app), 'cv.pdf', weakResume);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'The AI service answered with something we could not use. Please try again.',
    );
    expect(await rowCount(app, resumes)).toBe(0);
    expect(await rowCount(app, usageEvents)).toBe(0);
  });

  it('answers 503 when the model is too slow, storing nothing', async () => {
    const app = await modelApp({ timeoutMs: 300 });
    model.answer({ ...completion(review), delayMs: 2000 });
    const response = await uploadResume(await visitor(app), 'cv.pdf', weakResume);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('The AI service did not answer in time. Please try again.');
    expect(await rowCount(app, resumes)).toBe(0);
  });

  it('retries a 429 with backoff and succeeds', async () => {
    const app = await modelApp();
    model.answer(apiError(429, 'Rate limit reached'), completion(review));
    expect((await uploadResume(await visitor(app), 'cv.pdf', weakResume)).statusCode).toBe(201);
    expect(model.requests).toHaveLength(2);
  });

  it('answers 503 when the rate limit outlasts the retries, and 502 when the server keeps failing', async () => {
    const app = await modelApp();
    model.answer(...Array.from({ length: 4 }, () => apiError(429, 'Rate limit reached')));
    const busy = await uploadResume(await visitor(app), 'cv.pdf', weakResume);
    expect(busy.statusCode).toBe(503);
    expect(busy.json().message).toMatch(/busy/);

    model.answer(...Array.from({ length: 4 }, () => apiError(500, 'upstream exploded')));
    const failed = await uploadResume(await visitor(app), 'cv.pdf', weakResume);
    expect(failed.statusCode).toBe(502);
    expect(JSON.stringify(failed.json())).not.toContain(API_KEY);
    expect(await rowCount(app, resumes)).toBe(0);
  });

  it('answers 503 when the AI server cannot be reached, storing nothing', async () => {
    const app = await modelApp({ baseUrl: 'http://127.0.0.1:9/v1' });
    const response = await uploadResume(await visitor(app), 'cv.pdf', weakResume);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'The AI service cannot be reached right now. Please try again in a few minutes.',
    );
    expect(await rowCount(app, resumes)).toBe(0);
  });

  it('with AI_FALLBACK=local answers from the engine when the model cannot, and says so', async () => {
    const app = await modelApp({ timeoutMs: 300, fallback: 'local' });
    model.answer({ ...completion(review), delayMs: 2000 });
    const response = await uploadResume(await visitor(app), 'cv.pdf', weakResume);
    expect(response.statusCode).toBe(201);
    expect(response.json().analysis.fallbackNotice).toBe(FALLBACK_NOTICE);
  });
});

const startBody = { industry: 'technology', role: 'Data Scientist', experience: 4 };

const modelQuestions = (count: number) => ({
  questions: Array.from({ length: count }, (_, index) => ({
    text: `Tell me about data problem number ${index + 1} you solved?`,
    kind: index % 2 === 0 ? 'behavioural' : 'technical',
    keyPoints: ['the problem', 'your approach', 'the result'],
  })),
});

describe('interview practice with a model', () => {
  it('asks the questions the model wrote, as many as the bank would have', async () => {
    const app = await modelApp();
    model.answer(completion(modelQuestions(10)));
    const response = await send(await visitor(app), 'POST', '/api/interview/start', startBody);
    expect(response.statusCode).toBe(201);
    const session: InterviewSession = response.json();
    expect(session.questions.length).toBeGreaterThanOrEqual(5);
    expect(session.questions[0]).toBe('Tell me about data problem number 1 you solved?');
    const input = JSON.parse(model.requests[0]?.body.messages.at(-1)?.content ?? '{}');
    expect(input).toMatchObject({ industry: 'technology', role: 'Data Scientist', yearsOfExperience: 4 });
    expect(input.questions).toBe(session.questions.length);
  });

  it('answers 502 for fewer than five usable questions, starting nothing and using no allowance', async () => {
    const app = await modelApp();
    model.answer(completion(modelQuestions(3)));
    const response = await send(await visitor(app), 'POST', '/api/interview/start', startBody);
    expect(response.statusCode).toBe(502);
    expect(await rowCount(app, interviewSessions)).toBe(0);
    expect(await rowCount(app, usageEvents)).toBe(0);
  });

  it('keeps the engine’s score and uses the model’s feedback, unless it invents figures', async () => {
    const app = await modelApp();
    const user = await visitor(app);
    model.answer(completion(modelQuestions(6)));
    const session: InterviewSession = (await send(user, 'POST', '/api/interview/start', startBody)).json();
    const answer =
      'At Northwind I rebuilt our churn model in Python. I compared three approaches and the new model cut false alarms.';
    model.answer(
      completion({
        strengths: ['You name the tool: “rebuilt our churn model in Python”.'],
        improvements: ['Say by how much “the new model cut false alarms”.'],
        strongerAnswer: [
          'Set the scene at Northwind.',
          'Say it cut false alarms by 40%.',
          'Close with what you learned.',
        ],
      }),
    );
    const response = await send(user, 'POST', `/api/interview/${session.id}/response`, {
      questionIndex: 0,
      response: answer,
    });
    expect(response.statusCode).toBe(200);
    const { feedback } = response.json();
    expect(feedback.strengths).toEqual(['You name the tool: “rebuilt our churn model in Python”.']);
    expect(feedback.improvements).toEqual(['Say by how much “the new model cut false alarms”.']);
    expect(feedback.strongerAnswer.join(' ')).not.toContain('40%');
    expect(feedback.score).toBeGreaterThan(0);
  });
});

describe('profile optimisation with a model', () => {
  it('uses a faithful rewrite and replaces one that adds an employer or a figure', async () => {
    const app = await modelApp();
    const user = await visitor(app);
    model.answer(
      completion({
        headline: 'Data Scientist | Python, SQL | Former Google lead who grew revenue 300%',
        summary: 'I am a data scientist who builds models in Python and SQL for the customer team.',
        contentTips: ['Open your About section with what you do: “data scientist”.'],
        networkingAdvice: ['Follow data science teams you would like to join.'],
      }),
    );
    const response = await send(user, 'POST', '/api/linkedin/optimize', {
      headline: 'Data scientist',
      summary: 'I build models in Python and SQL for the customer team.',
      experience: ['Senior Data Scientist at Northwind Analytics'],
      skills: ['Python', 'SQL'],
    });
    expect(response.statusCode).toBe(200);
    const profile: LinkedinProfile = (await get(user, '/api/linkedin/profile')).json();
    expect(profile.recommendations.headline).not.toContain('Google');
    expect(profile.recommendations.summary).toBe(
      'I am a data scientist who builds models in Python and SQL for the customer team.',
    );
    expect(profile.recommendations.networkingAdvice).toEqual([
      'Follow data science teams you would like to join.',
    ]);
  });
});

describe('career assistant and match reasons with a model', () => {
  const profile = { ...dataScientistProfile, skills: ['Python', 'SQL'] };

  async function savedProfile(user: Visitor, reasons: (jobIds: number[]) => unknown) {
    model.answer({ ...completion({ reasons: [] }) });
    // The first save shows which jobs are explained; the second gets the scripted reasons for them.
    await send(user, 'POST', '/api/career/profile', profile);
    const jobIds = JSON.parse(model.requests[0]?.body.messages.at(-1)?.content ?? '{}').jobs.map(
      (job: { jobId: number }) => job.jobId,
    );
    model.answer(completion(reasons(jobIds)));
    expect((await send(user, 'POST', '/api/career/profile', profile)).statusCode).toBe(200);
    return jobIds;
  }

  it('explains the best matches in the model’s words, keeping the engine’s line for one that invents', async () => {
    const app = await modelApp();
    const user = await visitor(app);
    const jobIds = await savedProfile(user, (ids) => ({
      reasons: [
        { jobId: ids[0], reason: 'A remote Data Scientist role asking for the Python and SQL you have.' },
        { jobId: ids[1], reason: 'Pays $250,000 and you would be a perfect fit.' },
      ],
    }));
    const matches: JobMatch[] = (await get(user, '/api/jobs/matches')).json();
    const reasonOf = (id: number | undefined) => matches.find((match) => match.id === id)?.reason;
    expect(reasonOf(jobIds[0])).toBe('A remote Data Scientist role asking for the Python and SQL you have.');
    expect(reasonOf(jobIds[1])).not.toContain('250,000');
    expect(reasonOf(jobIds[1])).toMatch(/requirements|role/);
  });

  it('answers from the user’s data and drops a sentence with a figure it made up', async () => {
    const app = await modelApp();
    const user = await visitor(app);
    model.answer(
      completion({
        reply: 'Aim for Data Scientist roles. Most pay $480,000 a year. Start with your resume.',
      }),
    );
    const response = await send(user, 'POST', '/api/career/chat', { message: 'What should I aim for?' });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toBe('Aim for Data Scientist roles. Start with your resume.');
    const input = JSON.parse(model.requests[0]?.body.messages.at(-1)?.content ?? '{}');
    expect(input).toMatchObject({ message: 'What should I aim for?', conversation: [] });
    expect(input.userData).toHaveProperty('careerProfile');
  });
});

describe('the footer credit', () => {
  it('names the model, but neither the server it runs on nor its key', async () => {
    const app = await modelApp();
    const config = (await get(await visitor(app), '/api/config')).json();
    expect(config.aiProvider).toBe('openai');
    expect(config.aiProviderLabel).toBe('stand-in-model with the built-in CareerPilot engine');
    expect(JSON.stringify(config)).not.toMatch(/127\.0\.0\.1|localhost|:\d{2,5}\b/);
    expect(JSON.stringify(config)).not.toContain(API_KEY);
  });
});
