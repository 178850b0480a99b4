import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CareerProfile, ChatMessage } from '#common/api/career.ts';
import type { JobMatch } from '#common/api/jobs.ts';
import type { Progress } from '#common/api/progress.ts';
import { CHAT_HISTORY_MESSAGES } from '#server/ai/provider.ts';
import { careerProfiles, chatMessages, jobMatches } from '#server/db/schema/index.ts';
import { ROLES } from '#server/knowledge/index.ts';
import { userRepository } from '#server/sessions/repository.ts';
import { dataScientistProfile, nurseProfile } from '#server/testing/career-profiles.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { get, send, uploadResume, visitor } from '#server/testing/visitor.ts';
import { fixtureResumes } from '../../../scripts/fixtures/index.ts';
import { chatContext } from './chat-context.ts';
import { careerRepository } from './repository.ts';

async function rows(app: TestApp, table: typeof careerProfiles | typeof jobMatches | typeof chatMessages) {
  const [row] = await app.db.select({ value: sql<number>`count(*)::int` }).from(table);
  return row?.value ?? 0;
}

const dataScientist = {
  ...dataScientistProfile,
  skills: ['Python', 'SQL', 'machine learning'],
  goals: ['Lead a modelling project'],
  preferences: { ...dataScientistProfile.preferences, location: 'Austin, TX' },
};

const familyOf = new Map(ROLES.map((role) => [role.title, role.family]));

let fixtures: Map<string, Uint8Array>;
beforeAll(async () => {
  fixtures = await fixtureResumes();
});

describe('career profile', () => {
  it('answers null before it is saved, then the saved profile', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    expect((await get(someone, '/api/career/profile')).json()).toBeNull();
    const saved = await send(someone, 'POST', '/api/career/profile', dataScientist);
    expect(saved.statusCode).toBe(200);
    const profile: CareerProfile = saved.json();
    expect(profile).toMatchObject({ ...dataScientist, skills: ['Python', 'SQL', 'machine learning'] });
    expect((await get(someone, '/api/career/profile')).json()).toEqual(profile);
  });

  it('fills defaults for what the form leaves out', async () => {
    const app = await buildTestApp();
    const profile: CareerProfile = (
      await send(await visitor(app), 'POST', '/api/career/profile', {
        currentRole: 'Teacher',
        targetRole: 'Instructional Designer',
      })
    ).json();
    expect(profile).toMatchObject({
      industry: '',
      experience: 3,
      skills: [],
      goals: [],
      preferences: { workType: 'flexible', location: '', salaryRange: '' },
    });
  });

  it.each([
    [
      'a missing current role',
      { ...dataScientist, currentRole: undefined },
      'currentRole: Current role is required',
    ],
    ['a blank target role', { ...dataScientist, targetRole: '  ' }, 'targetRole: Target role is required'],
    [
      'negative experience',
      { ...dataScientist, experience: -1 },
      'experience: Experience cannot be negative',
    ],
    [
      'experience over 60',
      { ...dataScientist, experience: 61 },
      'experience: Experience must be at most 60 years',
    ],
    [
      'an unknown work type',
      { ...dataScientist, preferences: { workType: 'moon', location: '' } },
      /Work type must be one of remote, hybrid, onsite, flexible/,
    ],
    [
      '1 000 skills',
      { ...dataScientist, skills: Array.from({ length: 1000 }, (_, index) => `Skill ${index}`) },
      /At most 100 skills/,
    ],
    ['an unknown industry', { ...dataScientist, industry: 'piracy' }, /Industry must be one of/],
  ])('refuses %s with 400, changing nothing', async (_case, body, message) => {
    const app = await buildTestApp();
    const response = await send(await visitor(app), 'POST', '/api/career/profile', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await rows(app, careerProfiles)).toBe(0);
    expect(await rows(app, jobMatches)).toBe(0);
  });
});

describe('job matches', () => {
  it('gives a data scientist data roles: at least 4 of the top 5', async () => {
    const app = await buildTestApp({ config: { planLimits: false } });
    const someone = await visitor(app);
    await send(someone, 'POST', '/api/career/profile', dataScientist);
    const matches: JobMatch[] = (await get(someone, '/api/jobs/matches')).json();
    expect(matches.length).toBeGreaterThan(5);
    expect(matches.map((match) => match.matchScore)).toEqual(
      [...matches.map((match) => match.matchScore)].sort((a, b) => b - a),
    );
    const dataRoles = matches
      .slice(0, 5)
      .filter((match) => /data|machine learning|analytics|scientist|analyst/i.test(match.title));
    expect(dataRoles.length).toBeGreaterThanOrEqual(4);
    expect(matches[0]?.reason).toMatch(/requirements/);
    expect(matches.every((match) => match.source === 'sample')).toBe(true);
  });

  it('gives a nurse healthcare roles', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    await send(someone, 'POST', '/api/career/profile', {
      ...nurseProfile,
      skills: ['Patient Assessment', 'Medication Administration', 'BLS'],
      preferences: { workType: 'onsite', location: '' },
    });
    const matches: JobMatch[] = (await get(someone, '/api/jobs/matches')).json();
    const nursing = matches.slice(0, 5).filter((match) => /nurse|nursing|\bRN\b/i.test(match.title));
    expect(nursing.length).toBeGreaterThanOrEqual(4);
    expect(familyOf.get('Registered Nurse')).toBe('nursing');
  });

  it('applies once however often it is asked, and keeps the application when the profile changes', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    await send(someone, 'POST', '/api/career/profile', dataScientist);
    const [first] = (await get(someone, '/api/jobs/matches')).json() as JobMatch[];
    const applyUrl = `/api/jobs/${first?.id}/apply`;
    const once = await send(someone, 'PATCH', applyUrl, {});
    const twice = await send(someone, 'PATCH', applyUrl, {});
    expect([once.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect(twice.json()).toMatchObject({ id: first?.id, isApplied: true });
    const progress: Progress = (await get(someone, '/api/progress')).json();
    expect(progress.jobsApplied).toBe(1);

    await send(someone, 'POST', '/api/career/profile', {
      ...dataScientist,
      targetRole: 'Registered Nurse',
      skills: ['BLS'],
    });
    const after: JobMatch[] = (await get(someone, '/api/jobs/matches')).json();
    expect(after.find((match) => match.id === first?.id)?.isApplied).toBe(true);
  });

  it('refuses to apply to a job that is not the user’s match or does not exist', async () => {
    const app = await buildTestApp();
    const owner = await visitor(app);
    const stranger = await visitor(app);
    await send(owner, 'POST', '/api/career/profile', dataScientist);
    const [match] = (await get(owner, '/api/jobs/matches')).json() as JobMatch[];
    for (const url of [`/api/jobs/${match?.id}/apply`, '/api/jobs/99999999/apply']) {
      const response = await send(stranger, 'PATCH', url, {});
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/No job match with this id/);
    }
    expect((await send(stranger, 'PATCH', '/api/jobs/abc/apply', {})).statusCode).toBe(400);
    expect((await get(stranger, '/api/jobs/matches')).json()).toEqual([]);
  });
});

describe('career assistant', () => {
  it('answers with the user’s target role and latest resume score, and keeps the conversation', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    await send(someone, 'POST', '/api/career/profile', dataScientist);
    const uploaded = await uploadResume(
      someone,
      'cv.pdf',
      fixtures.get('data-scientist-strong.pdf') as Uint8Array,
    );
    const score = uploaded.json().score;

    const role = await send(someone, 'POST', '/api/career/chat', { message: 'What is my target role?' });
    expect(role.json().response).toContain('Data Scientist');
    const resume = await send(someone, 'POST', '/api/career/chat', { message: 'How is my resume?' });
    expect(resume.json().response).toContain(`${score}/100`);

    const conversation: ChatMessage[] = (await get(someone, '/api/career/chat')).json();
    expect(conversation.map((message) => message.sender)).toEqual(['user', 'ai', 'user', 'ai']);
    expect(conversation[0]?.content).toBe('What is my target role?');
    expect((await get(await visitor(app), '/api/career/chat')).json()).toEqual([]);
  });

  it('follows the role the latest turns name; a role named before them is no longer the thread', async () => {
    const app = await buildTestApp();
    const career = careerRepository(app.db);
    async function conversationNaming(role: string, laterExchanges: number) {
      const someone = await visitor(app);
      const { id } = (await get(someone, '/api/auth/me')).json();
      await career.addExchange(
        id,
        `What skills do I need to become a ${role}?`,
        `For ${role}: the core skills.`,
      );
      for (let exchange = 0; exchange < laterExchanges; exchange += 1)
        await career.addExchange(id, 'Thanks, that helps.', 'Glad to help.');
      return someone;
    }
    const salaryForThat = { message: 'and what about salary for that' };
    const recent = await conversationNaming('data engineer', CHAT_HISTORY_MESSAGES / 2 - 2);
    expect((await send(recent, 'POST', '/api/career/chat', salaryForThat)).json().response).toContain(
      'Data Engineer',
    );
    const longAgo = await conversationNaming('data engineer', CHAT_HISTORY_MESSAGES / 2);
    expect((await send(longAgo, 'POST', '/api/career/chat', salaryForThat)).json().response).not.toContain(
      'Data Engineer',
    );
  });

  it('hands the assistant every matched posting that states yearly dollar pay, with its title, places and level', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    await send(someone, 'POST', '/api/career/profile', dataScientist);
    const { id } = (await get(someone, '/api/auth/me')).json();
    const matches: JobMatch[] = (await get(someone, '/api/jobs/matches')).json();
    const paid = matches.filter(
      ({ salaryRange }) =>
        salaryRange?.min != null &&
        salaryRange.max != null &&
        salaryRange.period === 'year' &&
        (salaryRange.currency ?? 'USD') === 'USD',
    );
    const { salaries } = (
      await chatContext(app.db, app.engine, id, await app.planLimits.visibleJobMatches(id))
    ).matches;
    expect(salaries.length).toBe(paid.length);
    expect(salaries.map((match) => match.title).sort()).toEqual(paid.map((match) => match.title).sort());
    for (const match of salaries) {
      expect(match.places).toContain(
        paid.find((job) => job.title === match.title)?.location ?? match.places[0],
      );
      expect(['entry', 'mid', 'senior']).toContain(match.seniority);
    }
    const asked = await send(someone, 'POST', '/api/career/chat', {
      message: 'What do data scientists earn in Austin?',
    });
    expect(asked.json()).toEqual({ response: expect.any(String) });
    expect(asked.json().response).toMatch(
      /of your matched postings in or near Austin|no pay figure for it in Austin/,
    );
  });

  it('reads the latest messages of a long conversation, oldest first, and keeps all of them', async () => {
    const app = await buildTestApp();
    const career = careerRepository(app.db);
    const userId = await userRepository(app.db).insertGuest();
    for (let turn = 1; turn <= CHAT_HISTORY_MESSAGES; turn += 1) {
      await career.addExchange(userId, `question ${turn}`, `answer ${turn}`);
    }
    const recent = await career.recentConversation(userId, CHAT_HISTORY_MESSAGES);
    expect(recent).toHaveLength(CHAT_HISTORY_MESSAGES);
    expect(recent[0]?.content).toBe(`question ${CHAT_HISTORY_MESSAGES / 2 + 1}`);
    expect(recent.at(-1)?.content).toBe(`answer ${CHAT_HISTORY_MESSAGES}`);
    expect(await career.conversation(userId)).toHaveLength(2 * CHAT_HISTORY_MESSAGES);
  });

  it.each([
    ['an empty message', { message: '' }, 'message: Message is required'],
    ['a blank message', { message: '   ' }, 'message: Message is required'],
    ['a 10 000-character message', { message: 'x'.repeat(10_000) }, /under 2,000 characters/],
    ['no message', {}, 'message: Message is required'],
  ])('refuses %s with 400, storing nothing', async (_case, body, message) => {
    const app = await buildTestApp();
    const response = await send(await visitor(app), 'POST', '/api/career/chat', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await rows(app, chatMessages)).toBe(0);
  });
});
