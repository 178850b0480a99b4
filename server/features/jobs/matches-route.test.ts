import { describe, expect, it } from 'vitest';
import type { JobMatch } from '#common/api/jobs.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { get, send, visitor } from '#server/testing/visitor.ts';

/** What a posting asks besides its requirements, weighed as requirements (matching.ts). */
const ASKS_BEYOND_REQUIREMENTS = 5;

const communicationsManager = {
  currentRole: 'Communications Manager',
  targetRole: 'Communications Manager',
  industry: 'marketing',
  experience: 6,
  skills: ['Media Relations', 'Internal Communications', 'Press Releases', 'Crisis Communications'],
  goals: [],
};

async function matchesFor(preferences: { workType: string; location: string }): Promise<JobMatch[]> {
  const app = await buildTestApp({ config: { planLimits: false } });
  const someone = await visitor(app);
  const saved = await send(someone, 'POST', '/api/career/profile', { ...communicationsManager, preferences });
  expect(saved.statusCode).toBe(200);
  return (await get(someone, '/api/jobs/matches')).json();
}

describe('GET /api/jobs/matches honours what the profile asked for', () => {
  it('puts a posting in the city asked for, written as its region, before remote ones for hybrid work', async () => {
    const matches = await matchesFor({ workType: 'hybrid', location: 'Greater Chicago Area' });
    expect(matches[0]?.location).toBe('Chicago, IL');
    expect(matches[0]?.reason).toMatch(/close to Greater Chicago Area/);
  });

  it('puts remote postings first when remote work was asked for', async () => {
    const matches = await matchesFor({ workType: 'remote', location: 'Chicago, IL' });
    expect(matches.slice(0, 5).map((match) => match.workType)).toEqual(Array(5).fill('remote'));
  });

  it('never shows a score above the share of asks the card says are met', async () => {
    const matches = await matchesFor({ workType: 'hybrid', location: 'Chicago, IL' });
    expect(matches.length).toBeGreaterThan(5);
    for (const match of matches) {
      const listed = match.requirements.length;
      const held = Number(/you have (\d+) of its \d+ requirements/.exec(match.reason)?.[1] ?? 0);
      const bound = (100 * (held + ASKS_BEYOND_REQUIREMENTS)) / (listed + ASKS_BEYOND_REQUIREMENTS);
      expect(match.matchScore, match.reason).toBeLessThanOrEqual(Math.round(bound));
    }
  });
});
