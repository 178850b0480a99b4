import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LinkedinProfile } from '#common/api/linkedin.ts';
import { linkedinProfiles } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { get, send, type Visitor, visitor } from '#server/testing/visitor.ts';

const optimize = (someone: Visitor, payload: unknown) =>
  send(someone, 'POST', '/api/linkedin/optimize', payload);

const read = (someone: Visitor) => get(someone, '/api/linkedin/profile');

async function storedProfiles(app: TestApp) {
  const [row] = await app.db.select({ value: sql<number>`count(*)::int` }).from(linkedinProfiles);
  return row?.value ?? 0;
}

const profile = {
  headline: 'Registered Nurse | Med-Surg and Telemetry | Safe, calm care for complex patients',
  summary:
    'I have 7 years of acute-care experience. I precepted 15 new graduates and cut falls on my unit by 30%.',
  experience: [],
  skills: ['Patient Assessment', 'Medication Administration', 'Telemetry', 'BLS', 'ACLS'],
};

describe('/api/linkedin', () => {
  it('answers null before the first optimisation', async () => {
    const app = await buildTestApp();
    const response = await read(await visitor(app));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('stores the profile with its recommendations and returns it on reading', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    const response = await optimize(someone, profile);
    expect(response.statusCode).toBe(200);
    const saved: LinkedinProfile = response.json();
    expect(saved).toMatchObject({ headline: profile.headline, skills: profile.skills, experience: [] });
    expect(saved.recommendations.profileScore).toBe(saved.optimizationScore);
    expect(saved.recommendations.headline.length).toBeGreaterThan(0);
    expect(saved.targetRole?.title).toBe('Registered Nurse');
    expect((await read(someone)).json()).toEqual(saved);
  });

  it('keeps one profile per user, replaced by each optimisation, and shows nobody else’s', async () => {
    const app = await buildTestApp();
    const someone = await visitor(app);
    await optimize(someone, profile);
    await optimize(someone, { ...profile, headline: 'Charge Nurse' });
    expect(await storedProfiles(app)).toBe(1);
    expect((await read(someone)).json().headline).toBe('Charge Nurse');
    expect((await read(await visitor(app))).json()).toBeNull();
  });

  it('splits nothing itself but drops blank and repeated skills', async () => {
    const app = await buildTestApp();
    const saved: LinkedinProfile = (
      await optimize(await visitor(app), { ...profile, skills: ['BLS', ' ', 'BLS', 'ACLS'] })
    ).json();
    expect(saved.skills).toEqual(['BLS', 'ACLS']);
  });

  it('stores HTML and script as plain text', async () => {
    const app = await buildTestApp();
    const headline = '<script>alert("x")</script> Nurse <b>lead</b>';
    const saved: LinkedinProfile = (await optimize(await visitor(app), { ...profile, headline })).json();
    expect(saved.headline).toBe(headline);
  });

  it.each([
    ['a blank headline', { ...profile, headline: '   ' }, 'headline: Headline is required'],
    ['a missing headline', { summary: 'x' }, 'headline: Headline is required'],
    ['a headline over 220 characters', { ...profile, headline: 'x'.repeat(221) }, /at most 220 characters/],
    [
      'a summary over 2,600 characters',
      { ...profile, summary: 'x'.repeat(2601) },
      /at most 2,600 characters/,
    ],
    ['skills that are not a list', { ...profile, skills: 'SQL, Python' }, /Skills must be a list of text/],
    ['skills that are not text', { ...profile, skills: [1, 2] }, /Each skill must be text/],
    [
      'more than 100 skills',
      { ...profile, skills: Array.from({ length: 101 }, (_, index) => `Skill ${index}`) },
      /At most 100 skills/,
    ],
    [
      'experience that is not a list',
      { ...profile, experience: 'ten years' },
      /Experience must be a list of text/,
    ],
  ])('refuses %s with 400, storing nothing', async (_case, body, message) => {
    const app = await buildTestApp();
    const response = await optimize(await visitor(app), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await storedProfiles(app)).toBe(0);
  });
});
