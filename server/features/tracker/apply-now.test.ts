import { describe, expect, it } from 'vitest';
import type { JobMatch } from '#common/api/jobs.ts';
import type { Activity, Progress } from '#common/api/progress.ts';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import { TRACKER_LIMITS } from '#common/tracker.ts';
import { nurseProfile } from '#server/testing/career-profiles.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { get, send, visitor } from '#server/testing/visitor.ts';
import { addApplication, fillBoard, userIdOf } from './testing.ts';

async function nurseWithMatches(app: TestApp) {
  const user = await visitor(app);
  expect((await send(user, 'POST', '/api/career/profile', nurseProfile)).statusCode).toBe(200);
  const [match, other]: JobMatch[] = (await get(user, '/api/jobs/matches')).json();
  if (!match || !other) throw new Error('expected two matches');
  return { user, match, other };
}

describe('Apply Now on a job match', () => {
  it('puts the posting on the board as Applied, once however often it is pressed; progress and activity count it', async () => {
    const app = await buildTestApp();
    const { user, match } = await nurseWithMatches(app);
    for (const _press of [1, 2]) {
      const response = await send(user, 'PATCH', `/api/jobs/${match.id}/apply`, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: match.id, isApplied: true });
    }
    const board: ApplicationSummary[] = (await get(user, '/api/applications')).json();
    expect(board).toHaveLength(1);
    expect(board[0]).toMatchObject({
      stage: 'applied',
      jobId: match.id,
      title: match.title,
      company: match.company,
      salary: match.salary,
      url: match.url,
    });
    expect(board[0]?.appliedAt).not.toBeNull();
    expect((await get(user, '/api/progress')).json()).toMatchObject({
      jobsApplied: 1,
    } satisfies Partial<Progress>);
    const activity: Activity[] = (await get(user, '/api/activity')).json();
    expect(activity).toContainEqual(
      expect.objectContaining({
        kind: 'application',
        title: `Applied to ${match.title}`,
        detail: match.company,
      }),
    );
  });

  it('moves the job’s Saved card to Applied, and leaves a card further along where it is', async () => {
    const app = await buildTestApp();
    const { user, match, other } = await nurseWithMatches(app);
    const saved = await addApplication(user, { jobId: match.id });
    const interviewing = await addApplication(user, { jobId: other.id, stage: 'interviewing' });
    await send(user, 'PATCH', `/api/jobs/${match.id}/apply`, {});
    await send(user, 'PATCH', `/api/jobs/${other.id}/apply`, {});
    const moved = (await get(user, `/api/applications/${saved.id}`)).json();
    expect(moved.stage).toBe('applied');
    expect(moved.history.map((change: { stage: string }) => change.stage)).toEqual(['saved', 'applied']);
    const kept = (await get(user, `/api/applications/${interviewing.id}`)).json();
    expect(kept).toMatchObject({ stage: 'interviewing', updatedAt: interviewing.updatedAt });
    expect((await get(user, '/api/applications')).json()).toHaveLength(2);
  });

  it('progress counts applications sent from the board too, and not those only saved', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    await addApplication(user, { title: 'Saved only', company: 'A' });
    const sent = await addApplication(user, { title: 'Sent', company: 'B' });
    await send(user, 'PUT', `/api/applications/${sent.id}/stage`, { stage: 'rejected' });
    expect(((await get(user, '/api/progress')).json() as Progress).jobsApplied).toBe(1);
  });

  it('on a full board: 409 with the board’s message, and the match is not marked applied', async () => {
    const app = await buildTestApp();
    const { user, match } = await nurseWithMatches(app);
    await fillBoard(app, await userIdOf(user), TRACKER_LIMITS.applications);
    const response = await send(user, 'PATCH', `/api/jobs/${match.id}/apply`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Your board holds 2,000 applications/);
    const [again]: JobMatch[] = (await get(user, '/api/jobs/matches')).json();
    expect(again?.isApplied).toBe(false);
  });
});
