import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  InterviewResponseResult,
  InterviewSession,
  InterviewSessionDetail,
} from '#common/api/interview.ts';
import { interviewAnswers, interviewSessions } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { get, send, type Visitor, visitor } from '#server/testing/visitor.ts';

const post = (who: Visitor, url: string, payload: unknown) => send(who, 'POST', url, payload);

async function start(
  who: Visitor,
  body: unknown = { industry: 'technology', role: 'Data Scientist', experience: 4 },
) {
  const response = await post(who, '/api/interview/start', body);
  expect(response.statusCode).toBe(201);
  return response.json() as InterviewSession;
}

async function rows(app: TestApp) {
  const [sessions] = await app.db.select({ value: sql<number>`count(*)::int` }).from(interviewSessions);
  const [answers] = await app.db.select({ value: sql<number>`count(*)::int` }).from(interviewAnswers);
  return { sessions: sessions?.value ?? 0, answers: answers?.value ?? 0 };
}

const goodAnswer = `In my last role our team had to cut churn before renewal season. My goal was to find which accounts
were at risk. I pulled two years of usage data with SQL, built a gradient boosting model in Python and checked it
with cross-validation. I then presented the top risk drivers to the stakeholders. As a result the success team
called 300 accounts early and churn fell by 12% that quarter.`;

describe('POST /api/interview/start', () => {
  it('starts a session of 5 to 10 questions for the role', async () => {
    const app = await buildTestApp();
    const session = await start(await visitor(app));
    expect(session).toMatchObject({
      industry: 'technology',
      role: 'Data Scientist',
      experience: 4,
      overallScore: null,
      answeredCount: 0,
    });
    expect(session.questions.length).toBeGreaterThanOrEqual(5);
    expect(session.questions.length).toBeLessThanOrEqual(10);
    expect(session.questionKinds).toHaveLength(session.questions.length);
  });

  it('defaults experience to 3 years', async () => {
    const app = await buildTestApp();
    expect((await start(await visitor(app), { industry: 'retail', role: 'Store Manager' })).experience).toBe(
      3,
    );
  });

  it('avoids the questions of the user’s recent sessions', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    const first = await start(someone);
    const second = await start(someone);
    expect(second.questions.filter((question) => first.questions.includes(question))).toEqual([]);
  });

  it.each([
    ['a missing industry', { role: 'Data Scientist', experience: 3 }, 'industry: Industry is required'],
    ['a missing role', { industry: 'technology', experience: 3 }, 'role: Role is required'],
    ['a blank role', { industry: 'technology', role: '   ', experience: 3 }, 'role: Role is required'],
    [
      'an unknown industry',
      { industry: 'wizardry', role: 'Mage', experience: 3 },
      /industry: Industry must be one of technology/,
    ],
    [
      'experience below 0',
      { industry: 'technology', role: 'Engineer', experience: -1 },
      /experience: Experience must be at least 0/,
    ],
    [
      'experience over 20',
      { industry: 'technology', role: 'Engineer', experience: 21 },
      /experience: Experience must be at most 20/,
    ],
    [
      'experience as text',
      { industry: 'technology', role: 'Engineer', experience: 'ten' },
      /experience: Experience must be a number/,
    ],
    ['fractional experience', { industry: 'technology', role: 'Engineer', experience: 2.5 }, /whole number/],
    [
      'a 500-character role',
      { industry: 'technology', role: 'x'.repeat(500), experience: 3 },
      /at most 100 characters/,
    ],
  ])('refuses %s with 400, storing nothing', async (_case, body, message) => {
    const app = await buildTestApp();
    const response = await post(await visitor(app), '/api/interview/start', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await rows(app)).sessions).toBe(0);
  });
});

describe('POST /api/interview/:sessionId/response', () => {
  it('scores an answer, stores it and sets the session’s mean score', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    const session = await start(someone);
    const response = await post(someone, `/api/interview/${session.id}/response`, {
      questionIndex: 0,
      response: goodAnswer,
    });
    expect(response.statusCode).toBe(200);
    const result: InterviewResponseResult = response.json();
    expect(result.feedback).toMatchObject({
      questionIndex: 0,
      question: session.questions[0],
      response: goodAnswer.trim(),
    });
    expect(result.feedback.score).toBeGreaterThan(0);
    expect(Object.keys(result.feedback.breakdown)).toEqual([
      'relevance',
      'structure',
      'specificity',
      'clarity',
    ]);
    expect(result.feedback.strongerAnswer.length).toBeGreaterThan(0);
    expect(result.session).toMatchObject({
      id: session.id,
      overallScore: result.feedback.score,
      answeredCount: 1,
    });
  });

  it('replaces an earlier attempt and averages over answered questions', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    const session = await start(someone);
    const url = `/api/interview/${session.id}/response`;
    await post(someone, url, { questionIndex: 0, response: 'I am not sure.' });
    const better: InterviewResponseResult = (
      await post(someone, url, { questionIndex: 0, response: goodAnswer })
    ).json();
    const second: InterviewResponseResult = (
      await post(someone, url, { questionIndex: 1, response: "I don't know" })
    ).json();
    expect(second.session.answeredCount).toBe(2);
    expect(second.session.overallScore).toBe(Math.round((better.feedback.score + second.feedback.score) / 2));

    const detail: InterviewSessionDetail = (
      await get(someone, `/api/interview/sessions/${session.id}`)
    ).json();
    expect(detail.answers.map((answer) => [answer.questionIndex, answer.response])).toEqual([
      [0, goodAnswer.trim()],
      [1, "I don't know"],
    ]);
  });

  it('counts every answer sent at once in the mean', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    const session = await start(someone);
    const results = await Promise.all(
      [0, 1, 2].map(async (questionIndex) =>
        (
          await post(someone, `/api/interview/${session.id}/response`, {
            questionIndex,
            response: goodAnswer,
          })
        ).json(),
      ),
    );
    const scores = results.map((result: InterviewResponseResult) => result.feedback.score);
    const [list] = (await get(someone, '/api/interview/sessions')).json() as InterviewSession[];
    expect(list?.answeredCount).toBe(3);
    expect(list?.overallScore).toBe(Math.round(scores.reduce((a, b) => a + b, 0) / 3));
  });

  it.each([
    [
      'an empty response',
      { questionIndex: 0, response: '' },
      /Please provide a response before submitting\./,
    ],
    [
      'a whitespace response',
      { questionIndex: 0, response: '  \n ' },
      /Please provide a response before submitting\./,
    ],
    [
      'a 50 000-character response',
      { questionIndex: 0, response: 'a'.repeat(50_000) },
      /under 8,000 characters/,
    ],
    ['a negative questionIndex', { questionIndex: -1, response: 'An answer' }, /cannot be negative/],
    ['a fractional questionIndex', { questionIndex: 1.5, response: 'An answer' }, /whole number/],
    [
      'a questionIndex as text',
      { questionIndex: 'first', response: 'An answer' },
      /questionIndex must be the number/,
    ],
    [
      'a questionIndex past the end',
      { questionIndex: 99, response: 'An answer' },
      /questionIndex must be between 0 and/,
    ],
  ])('refuses %s with 400, storing nothing', async (_case, body, message) => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    const session = await start(someone);
    const response = await post(someone, `/api/interview/${session.id}/response`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await rows(app)).answers).toBe(0);
  });

  it('answers 404 for another user’s session or one that does not exist, storing nothing', async () => {
    const app = await buildTestApp();
    const owner = await visitor(app);
    const stranger = await visitor(app);
    const session = await start(owner);
    for (const url of [`/api/interview/${session.id}/response`, '/api/interview/999999/response']) {
      const response = await post(stranger, url, { questionIndex: 0, response: goodAnswer });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No interview session with this id.' });
    }
    expect((await get(stranger, `/api/interview/sessions/${session.id}`)).statusCode).toBe(404);
    expect((await get(stranger, '/api/interview/sessions')).json()).toEqual([]);
    expect((await rows(app)).answers).toBe(0);
  });

  it('answers a session id that is not a number with 400', async () => {
    const app = await buildTestApp();
    const response = await post(await visitor(app), '/api/interview/abc/response', {
      questionIndex: 0,
      response: 'x',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/interview/sessions', () => {
  it('lists the user’s sessions newest first', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    const older = await start(someone);
    const newer = await start(someone, { industry: 'healthcare', role: 'Registered Nurse', experience: 1 });
    const list = (await get(someone, '/api/interview/sessions')).json() as InterviewSession[];
    expect(list.map((session) => session.id)).toEqual([newer.id, older.id]);
  });
});
