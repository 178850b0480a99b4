import { afterEach, beforeEach, describe, expect, inject, it, onTestFinished } from 'vitest';
import type { JobCatalogue, JobMatch } from '#common/api/jobs.ts';
import type { BoardRef } from '#server/postings/posting.ts';
import { type BoardStandIn, boardFixture, startBoardStandIn } from '#server/testing/board-stand-in.ts';
import { buildAppOn, buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { createSharedTestDatabase } from '#server/testing/test-database.ts';
import { send, type Visitor, visitor } from '#server/testing/visitor.ts';
import { postingRepository } from '../posting-repository.ts';

const GREENHOUSE: BoardRef = { source: 'greenhouse', board: 'acme' };
const LEVER: BoardRef = { source: 'lever', board: 'acme' };
const ASHBY: BoardRef = { source: 'ashby', board: 'acme' };

const backendEngineer = {
  currentRole: 'Software Engineer',
  targetRole: 'Backend Engineer',
  industry: 'technology',
  experience: 7,
  skills: ['Go', 'Java', 'PostgreSQL', 'Kafka', 'Docker'],
  preferences: { workType: 'remote', location: '' },
};

/** A Greenhouse board item in the API's shape: content is HTML escaped once more. */
function greenhouseJob(id: number, title: string, html: string, location = 'Remote - US') {
  return {
    id,
    title,
    company_name: 'Acme Robotics',
    absolute_url: `https://job-boards.greenhouse.io/acme/jobs/${id}`,
    location: { name: location },
    updated_at: new Date().toISOString(),
    first_published: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    content: html.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
    departments: [{ id: 1, name: 'Engineering' }],
    offices: [],
  };
}

const BACKEND_HTML =
  '<h2>About the role</h2><p>You will build the services behind our robot fleet.</p><h3>Requirements</h3><ul><li>5+ years of Go or Java</li><li>PostgreSQL and Kafka in production</li><li>Docker</li></ul>';

let standIn: BoardStandIn;

beforeEach(async () => {
  standIn = await startBoardStandIn();
});

afterEach(async () => {
  await standIn.close();
});

const followingConfig = (boards: BoardRef[]) => ({
  postingApis: standIn.apiUrls,
  jobBoards: { boards, refreshCron: '0 */6 * * *', timeZone: 'UTC', retryDelaySeconds: 1, minIntervalMs: 1 },
});

async function appFollowing(boards: BoardRef[]): Promise<TestApp> {
  return buildTestApp({ config: followingConfig(boards) });
}

/** Two instances of the app on one database, following the same boards, as behind a load balancer. */
async function twoInstancesFollowing(boards: BoardRef[]) {
  const database = await createSharedTestDatabase(inject('testDatabase'));
  const start = async () => buildAppOn(await database.connect(), followingConfig(boards));
  const instances = [await start(), await start()] as const;
  onTestFinished(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await database.dispose();
  });
  return instances;
}

async function matchesOf(user: Visitor): Promise<JobMatch[]> {
  const response = await user.app.inject({
    method: 'GET',
    url: '/api/jobs/matches',
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function catalogueOf(app: TestApp): Promise<JobCatalogue> {
  return (await app.inject({ method: 'GET', url: '/api/jobs/catalogue' })).json();
}

describe('following job boards', () => {
  it('starts offline with no boards: the sample catalogue, no schedule, no request to any board', async () => {
    const app = await buildTestApp({ config: { postingApis: standIn.apiUrls } });
    await app.ready();
    expect(await catalogueOf(app)).toEqual({ kind: 'sample', boards: 0, openPostings: 0, refreshedAt: null });
    const user = await visitor(app);
    expect((await send(user, 'POST', '/api/career/profile', backendEngineer)).statusCode).toBe(200);
    const matches = await matchesOf(user);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((match) => match.source === 'sample')).toBe(true);
    expect(matches[0]?.vetting.map((flag) => flag.kind)).toContain('sample');
    expect(standIn.requests).toEqual([]);
  });

  it('reads every board, vets the postings, and matches them to saved profiles incrementally', async () => {
    // Empty at first: a server that has never read its boards reads them as soon as it starts.
    for (const board of [GREENHOUSE, LEVER, ASHBY]) standIn.register(board, []);
    const app = await appFollowing([GREENHOUSE, LEVER, ASHBY]);
    await app.ready();
    const user = await visitor(app);
    expect((await send(user, 'POST', '/api/career/profile', backendEngineer)).statusCode).toBe(200);
    expect(await matchesOf(user)).toEqual([]);

    standIn.register(GREENHOUSE, [
      greenhouseJob(101, 'Senior Backend Engineer', BACKEND_HTML),
      greenhouseJob(102, 'Product Designer', '<p>Figma, user research and prototyping.</p>', 'London, UK'),
    ]);
    standIn.register(LEVER, boardFixture('lever-acme.json') as unknown[]);
    standIn.register(ASHBY, (boardFixture('ashby-acme.json') as { jobs: unknown[] }).jobs);
    await app.jobCatalogue.refreshNow({ timeoutMs: 25_000 });

    const catalogue = await catalogueOf(app);
    expect(catalogue.kind).toBe('boards');
    expect(catalogue.boards).toBe(3);
    expect(catalogue.openPostings).toBeGreaterThanOrEqual(6);
    expect(catalogue.refreshedAt).not.toBeNull();
    const matches = await matchesOf(user);
    const backend = matches.find((match) => match.title === 'Senior Backend Engineer');
    expect(backend).toMatchObject({
      company: 'Acme Robotics',
      source: 'greenhouse',
      url: 'https://job-boards.greenhouse.io/acme/jobs/101',
      workType: 'remote',
      closedAt: null,
    });
    expect(backend?.requirements).toEqual(
      expect.arrayContaining(['Go', 'Java', 'PostgreSQL', 'Apache Kafka']),
    );
    expect(backend?.vetting.map((flag) => flag.kind)).toEqual(
      expect.arrayContaining(['direct-from-employer', 'fresh', 'no-salary']),
    );
    expect(matches[0]?.title).toBe('Senior Backend Engineer');
    const boards = await postingRepository(app.db).boardsState();
    expect(boards.map((board) => [board.source, board.status])).toEqual([
      ['ashby', 'listed'],
      ['greenhouse', 'listed'],
      ['lever', 'listed'],
    ]);
  });

  it('closes a posting that left its board, keeps it for an application, and reopens it when it returns', async () => {
    const backend = greenhouseJob(101, 'Senior Backend Engineer', BACKEND_HTML);
    const platform = greenhouseJob(
      103,
      'Backend Engineer, Platform',
      BACKEND_HTML.replace('robot', 'payments'),
    );
    standIn.register(GREENHOUSE, [backend, platform]);
    const app = await appFollowing([GREENHOUSE]);
    await app.ready();
    const user = await visitor(app);
    await send(user, 'POST', '/api/career/profile', backendEngineer);
    await app.jobCatalogue.refreshNow({ timeoutMs: 25_000 });
    const before = await matchesOf(user);
    const applied = before.find((match) => match.title === 'Senior Backend Engineer');
    const other = before.find((match) => match.title === 'Backend Engineer, Platform');
    expect(applied && other).toBeTruthy();
    expect((await send(user, 'PATCH', `/api/jobs/${applied?.id}/apply`, {})).statusCode).toBe(200);

    standIn.register(GREENHOUSE, []);
    await app.jobCatalogue.refreshNow({ timeoutMs: 25_000 });
    const after = await matchesOf(user);
    expect(after.map((match) => match.id)).toEqual([applied?.id]);
    expect(after[0]?.closedAt).not.toBeNull();
    expect(after[0]?.vetting.map((flag) => flag.kind)).toContain('closed');

    standIn.register(GREENHOUSE, [backend, platform]);
    await app.jobCatalogue.refreshNow({ timeoutMs: 25_000 });
    const reopened = await matchesOf(user);
    expect(reopened.find((match) => match.id === applied?.id)?.closedAt).toBeNull();
    expect(reopened.map((match) => match.id)).toContain(other?.id);
  });

  it('closes every posting of a board that is gone (404) and records it as removed', async () => {
    standIn.register(GREENHOUSE, [greenhouseJob(101, 'Senior Backend Engineer', BACKEND_HTML)]);
    const app = await appFollowing([GREENHOUSE]);
    await app.ready();
    await app.jobCatalogue.refreshNow({ timeoutMs: 25_000 });
    expect((await catalogueOf(app)).openPostings).toBe(1);

    standIn.register(GREENHOUSE, [], { status: 404 });
    await app.jobCatalogue.refreshNow({ timeoutMs: 25_000 });
    expect((await catalogueOf(app)).openPostings).toBe(0);
    const [board] = await postingRepository(app.db).boardsState();
    expect(board?.status).toBe('removed');
  });

  it('waits as a rate-limited board asks, and retries a failing one until it answers', async () => {
    standIn.register(GREENHOUSE, [greenhouseJob(101, 'Senior Backend Engineer', BACKEND_HTML)], {
      rateLimited: { retryAfter: '1', times: 1 },
    });
    standIn.register(LEVER, boardFixture('lever-acme.json') as unknown[], { status: 500, statusTimes: 1 });
    const app = await appFollowing([GREENHOUSE, LEVER]);
    await app.ready();
    await app.jobCatalogue.refreshNow({ timeoutMs: 25_000 });
    const boards = await postingRepository(app.db).boardsState();
    expect(boards.map((board) => [board.source, board.status])).toEqual([
      ['greenhouse', 'listed'],
      ['lever', 'listed'],
    ]);
    expect(standIn.requestCount('/greenhouse/v1/boards/acme/jobs')).toBe(2);
    expect((await catalogueOf(app)).openPostings).toBeGreaterThanOrEqual(4);
  });

  it('reads a board once however many refreshes are asked for at once', async () => {
    standIn.register(GREENHOUSE, [greenhouseJob(101, 'Senior Backend Engineer', BACKEND_HTML)], {
      delayMs: 300,
    });
    const app = await appFollowing([GREENHOUSE]);
    await app.ready();
    await Promise.all([
      app.jobCatalogue.refreshNow({ timeoutMs: 25_000 }),
      app.jobCatalogue.refreshNow({ timeoutMs: 25_000 }),
      app.jobCatalogue.refreshNow({ timeoutMs: 25_000 }),
    ]);
    // The start's own first refresh and the three asked for share one queued job: at most one read waits.
    expect(standIn.requestCount('/greenhouse/v1/boards/acme/jobs')).toBeLessThanOrEqual(2);
    expect((await catalogueOf(app)).openPostings).toBe(1);
  });

  // The embedded database serves one process (it locks DATA_DIR), so two instances exist only on PostgreSQL.
  it.runIf(inject('testDatabase').driver === 'postgres')(
    'reads a board once when two instances both start and both refresh it',
    async () => {
      standIn.register(GREENHOUSE, [greenhouseJob(101, 'Senior Backend Engineer', BACKEND_HTML)], {
        delayMs: 300,
      });
      const [first, second] = await twoInstancesFollowing([GREENHOUSE]);
      await Promise.all([first.ready(), second.ready()]);
      await Promise.all([
        first.jobCatalogue.refreshNow({ timeoutMs: 25_000 }),
        second.jobCatalogue.refreshNow({ timeoutMs: 25_000 }),
      ]);
      // Each start asks for a refresh and each instance asks again; one read runs and at most one waits behind it.
      expect(standIn.requestCount('/greenhouse/v1/boards/acme/jobs')).toBeLessThanOrEqual(2);
      expect((await catalogueOf(second)).openPostings).toBe(1);
      const [board] = await postingRepository(first.db).boardsState();
      expect(board?.status).toBe('listed');
    },
  );
});
