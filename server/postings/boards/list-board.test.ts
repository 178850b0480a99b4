import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BoardStandIn, boardFixture, startBoardStandIn } from '#server/testing/board-stand-in.ts';
import { arrayAt, type BoardRef, type BoardSource, objectAt } from '../posting.ts';
import {
  BoardFetchError,
  type ListBoardOptions,
  listBoard,
  MAX_LEVER_PAGES,
  retryAfterSeconds,
} from './list-board.ts';
import { createSourceRateLimiter, type SourceRateLimiter } from './rate-limiter.ts';

const GREENHOUSE_JOBS = arrayAt(objectAt(boardFixture('greenhouse-acme.json')).jobs);
const LEVER_POSTINGS = arrayAt(boardFixture('lever-acme.json'));
const ASHBY_JOBS = arrayAt(objectAt(boardFixture('ashby-acme.json')).jobs);
const FIXTURES: Record<BoardSource, unknown[]> = {
  greenhouse: GREENHOUSE_JOBS,
  lever: LEVER_POSTINGS,
  ashby: ASHBY_JOBS,
};

let standIn: BoardStandIn;
let limiter: SourceRateLimiter;
let paused: { source: BoardSource; until: Date }[];

function options(extra: Partial<ListBoardOptions> = {}): ListBoardOptions {
  return { apiUrls: standIn.apiUrls, limiter, timeoutMs: 2_000, ...extra };
}

async function failureOf(promise: Promise<unknown>): Promise<BoardFetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BoardFetchError) return error;
    throw error;
  }
  throw new Error('expected the listing to fail');
}

beforeAll(async () => {
  standIn = await startBoardStandIn();
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(() => {
  paused = [];
  const real = createSourceRateLimiter({
    greenhouse: { minIntervalMs: 0 },
    lever: { minIntervalMs: 0 },
    ashby: { minIntervalMs: 0 },
  });
  limiter = {
    wait: real.wait,
    pauseUntil: (source, until) => paused.push({ source, until }),
  };
});

describe('listBoard on Greenhouse', () => {
  it('lists every job of the board, normalised, and skips one without an id', async () => {
    standIn.register({ source: 'greenhouse', board: 'acme' }, GREENHOUSE_JOBS);
    const listing = await listBoard({ source: 'greenhouse', board: 'acme' }, options());
    expect(standIn.requests).toContain('/greenhouse/v1/boards/acme/jobs?content=true');
    if (listing.kind !== 'listed') throw new Error('expected a listing');
    expect(listing.postings.map((posting) => posting.sourceId)).toEqual(['4012345', '4012399']);
    const [remote, hybrid] = listing.postings;
    expect(remote).toEqual({
      title: 'Senior Backend Engineer',
      company: 'Acme Robotics',
      location: 'Remote - US',
      descriptionText:
        'About the role\n\nYou will build the services behind our R&D fleet.\n\nWhat you bring\n\n' +
        '• 5+ years of Go or Java\n• PostgreSQL & Kafka\n\nOur benefits',
      url: 'https://job-boards.greenhouse.io/acme/jobs/4012345',
      source: 'greenhouse',
      sourceId: '4012345',
      employmentType: null,
      datePosted: '2026-10-01T13:00:00.000Z',
      salary: null,
      board: 'acme',
      department: 'Engineering',
      workplace: 'remote',
      locations: ['Remote - US', 'United States'],
      descriptionHtml:
        '<h3>About the role</h3><p>You will build the services behind our R&amp;D fleet.</p><h4>What you bring</h4>' +
        '<ul><li>5+ years of Go or Java</li><li>PostgreSQL &amp; Kafka</li></ul>' +
        '<p><a href="https://acme.example/benefits" rel="nofollow noopener noreferrer" target="_blank">Our benefits</a></p>',
      updatedAt: '2026-11-20T17:00:00.000Z',
    });
    expect(hybrid).toMatchObject({
      title: 'Product Designer',
      department: 'Design, Product',
      workplace: 'hybrid',
      locations: ['London; Berlin (Hybrid)', 'London, United Kingdom', 'Berlin, Germany'],
      datePosted: '2026-11-18T08:30:00.000Z',
      updatedAt: '2026-11-18T08:30:00.000Z',
      descriptionHtml: '<p>Design the tools our operators use every day.</p>',
    });
  });
});

/** The most CPU time this thread spent between two ticks of a 10 ms timer while `work` ran, its end included. */
async function longestCpuBetweenTicks<T>(work: Promise<T>): Promise<{ result: T; longestCpuMs: number }> {
  let longestCpuMs = 0;
  let since = process.threadCpuUsage();
  const tick = () => {
    const { user, system } = process.threadCpuUsage(since);
    longestCpuMs = Math.max(longestCpuMs, (user + system) / 1000);
    since = process.threadCpuUsage();
  };
  const ticker = setInterval(tick, 10);
  try {
    const result = await work;
    tick();
    return { result, longestCpuMs };
  } finally {
    clearInterval(ticker);
  }
}

describe('listBoard on a large board', () => {
  it('reads the answer in a worker thread: 1 000 postings of 2 000 tags each hold the event loop for none of it', async () => {
    const ref: BoardRef = { source: 'greenhouse', board: 'heavy' };
    const content = `<p>${'<b>a</b>'.repeat(2_000)}</p>`;
    const jobs = GREENHOUSE_JOBS.slice(0, 1).flatMap((job) =>
      Array.from({ length: 1_000 }, (_, index) => ({ ...objectAt(job), id: index + 1, content })),
    );
    standIn.register(ref, [], {
      rawBody: { contentType: 'application/json', body: JSON.stringify({ jobs }) },
    });
    const { result: listing, longestCpuMs } = await longestCpuBetweenTicks(
      listBoard(ref, options({ timeoutMs: 20_000 })),
    );
    expect(listing.kind === 'listed' && listing.postings.length).toBe(1_000);
    expect(longestCpuMs).toBeLessThan(250);
  });
});

describe('listBoard on Lever', () => {
  it('reads every page until one is shorter than asked for, and normalises each posting', async () => {
    standIn.register({ source: 'lever', board: 'acme-paged' }, LEVER_POSTINGS);
    const listing = await listBoard({ source: 'lever', board: 'acme-paged' }, options({ leverPageSize: 2 }));
    expect(standIn.requests.filter((path) => path.startsWith('/lever/v0/postings/acme-paged'))).toEqual([
      '/lever/v0/postings/acme-paged?mode=json&skip=0&limit=2',
      '/lever/v0/postings/acme-paged?mode=json&skip=2&limit=2',
      '/lever/v0/postings/acme-paged?mode=json&skip=4&limit=2',
    ]);
    if (listing.kind !== 'listed') throw new Error('expected a listing');
    expect(listing.postings.map((posting) => posting.title)).toEqual([
      'Staff Platform Engineer',
      'Support Specialist',
      'Line Supervisor',
      'Research Intern',
    ]);
    const [hybrid, remote, onsite, unspecified] = listing.postings;
    expect(hybrid).toEqual({
      title: 'Staff Platform Engineer',
      company: 'Acme Paged',
      location: 'Toronto, ON; Montreal, QC (Hybrid)',
      descriptionText: expect.stringContaining("What you'll do\n\n• Design internal APIs"),
      url: 'https://jobs.lever.co/acme/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
      source: 'lever',
      sourceId: '5ac21346-8e0c-4494-8e7a-3eb92ff77902',
      employmentType: 'Full-time',
      datePosted: '2025-11-01T00:00:00.000Z',
      salary: { min: 150_000, max: 190_000, currency: 'CAD', period: 'year' },
      board: 'acme-paged',
      department: 'Engineering',
      workplace: 'hybrid',
      locations: ['Toronto, ON', 'Montreal, QC'],
      descriptionHtml:
        'Acme is building the platform that runs our robots.<br>Join us <b>now</b>.' +
        '<h4>What you&apos;ll do</h4><ul><li>Design internal APIs</li><li>Mentor engineers</li></ul>' +
        '<h4>Requirements</h4><ul><li>5+ years of Python</li><li>Kubernetes in production</li></ul>' +
        'We offer equity and a learning budget.',
      updatedAt: null,
    });
    expect(remote).toMatchObject({
      workplace: 'remote',
      department: 'Support',
      employmentType: 'Contract',
      locations: ['Remote'],
      salary: { min: 28, max: 34, currency: 'USD', period: 'hour' },
      descriptionHtml: '<p>Help our customers.</p><p>You answer by chat and e-mail.</p>',
    });
    expect(onsite).toMatchObject({
      workplace: 'onsite',
      department: 'Manufacturing',
      locations: ['Austin, TX'],
    });
    expect(unspecified).toMatchObject({ workplace: null, employmentType: 'Internship', salary: null });
  });

  it('refuses to list in part a board longer than the page cap, rather than miss postings', async () => {
    const template = objectAt(LEVER_POSTINGS[0]);
    const many = Array.from({ length: MAX_LEVER_PAGES + 1 }, (_, index) => ({
      ...template,
      id: `posting-${index}`,
    }));
    standIn.register({ source: 'lever', board: 'huge' }, many);
    const failure = await failureOf(
      listBoard({ source: 'lever', board: 'huge' }, options({ leverPageSize: 1 })),
    );
    expect(failure.retryable).toBe(false);
    expect(failure.message).toContain(`more than ${MAX_LEVER_PAGES} pages`);
    expect(standIn.requestCount('/lever/v0/postings/huge')).toBe(MAX_LEVER_PAGES);
  });

  it('counts a posting once when a shifting listing repeats it on the next page', async () => {
    const [first, second, third] = LEVER_POSTINGS;
    standIn.register({ source: 'lever', board: 'shifting' }, [first, second, second, third]);
    const listing = await listBoard({ source: 'lever', board: 'shifting' }, options({ leverPageSize: 2 }));
    expect(listing.kind === 'listed' && listing.postings.map((posting) => posting.title)).toEqual([
      'Staff Platform Engineer',
      'Support Specialist',
      'Line Supervisor',
    ]);
  });

  it('asks for pages of 100 by default and stops at a short one', async () => {
    standIn.register({ source: 'lever', board: 'acme' }, LEVER_POSTINGS);
    const listing = await listBoard({ source: 'lever', board: 'acme' }, options());
    expect(standIn.requests).toContain('/lever/v0/postings/acme?mode=json&skip=0&limit=100');
    expect(standIn.requestCount('/lever/v0/postings/acme')).toBe(1);
    expect(listing.kind === 'listed' && listing.postings).toHaveLength(4);
  });
});

describe('listBoard on Ashby', () => {
  it('lists the listed jobs, normalised, skipping unlisted ones and one without an id', async () => {
    standIn.register({ source: 'ashby', board: 'acme' }, ASHBY_JOBS);
    const listing = await listBoard({ source: 'ashby', board: 'acme' }, options());
    expect(standIn.requests).toContain('/ashby/posting-api/job-board/acme?includeCompensation=true');
    if (listing.kind !== 'listed') throw new Error('expected a listing');
    expect(listing.postings.map((posting) => posting.title)).toEqual([
      'Product Designer',
      'Account Executive',
    ]);
    const [remote, hybrid] = listing.postings;
    expect(remote).toEqual({
      title: 'Product Designer',
      company: 'Acme',
      location: 'New York; San Francisco (Remote)',
      descriptionText: 'About the team\n\nWe design the editor.\n\n• Figma\n• Prototyping',
      url: 'https://jobs.ashbyhq.com/acme/0f6c7d1e-2b3a-4c5d-8e9f-a0b1c2d3e4f5',
      source: 'ashby',
      sourceId: '0f6c7d1e-2b3a-4c5d-8e9f-a0b1c2d3e4f5',
      employmentType: 'Full-time',
      datePosted: '2026-11-02T15:04:05.000Z',
      salary: { min: 140_000, max: 180_000, currency: 'USD', period: 'year' },
      board: 'acme',
      department: 'Design',
      workplace: 'remote',
      locations: ['New York', 'San Francisco'],
      descriptionHtml:
        '<p><strong>About the team</strong></p><p>We design the editor.</p><ul><li><p>Figma</p></li><li><p>Prototyping</p></li></ul>',
      updatedAt: null,
    });
    expect(hybrid).toMatchObject({
      workplace: 'hybrid',
      department: 'Sales',
      locations: ['London'],
      salary: null,
      descriptionHtml: '<p>Sell to robotics teams.</p><p>Travel 20% of the time.</p>',
    });
  });
});

describe.each<BoardSource>(['greenhouse', 'lever', 'ashby'])('listBoard failures on %s', (source) => {
  const ref = (board: string): BoardRef => ({ source, board });

  it('answers removed for a board that answers 404, and for one never registered', async () => {
    standIn.register(ref('gone'), FIXTURES[source], { status: 404 });
    expect(await listBoard(ref('gone'), options())).toEqual({ kind: 'removed' });
    expect(await listBoard(ref('never-existed'), options())).toEqual({ kind: 'removed' });
  });

  it('throws a retryable error with the Retry-After on a 429, and pauses the source until then', async () => {
    standIn.register(ref('busy'), FIXTURES[source], { rateLimited: { retryAfter: '120', times: 1 } });
    const before = Date.now();
    const failure = await failureOf(listBoard(ref('busy'), options()));
    expect(failure).toMatchObject({
      retryable: true,
      retryAfterSeconds: 120,
      status: 429,
      board: ref('busy'),
    });
    expect(failure.message).toContain(`${source}:busy`);
    expect(paused).toHaveLength(1);
    expect(paused[0]?.source).toBe(source);
    const pausedFor = (paused[0]?.until.getTime() ?? 0) - before;
    expect(pausedFor).toBeGreaterThanOrEqual(120_000);
    expect(pausedFor).toBeLessThan(130_000);
    expect((await listBoard(ref('busy'), options())).kind).toBe('listed');
  });

  it('reads a Retry-After given as an HTTP date, and defaults to 60 seconds', async () => {
    const inFiveMinutes = new Date(Date.now() + 300_000).toUTCString();
    standIn.register(ref('busy-until'), FIXTURES[source], {
      rateLimited: { retryAfter: inFiveMinutes, times: 1 },
    });
    const failure = await failureOf(listBoard(ref('busy-until'), options()));
    expect(failure.retryAfterSeconds).toBeGreaterThan(290);
    expect(failure.retryAfterSeconds).toBeLessThanOrEqual(300);
    standIn.register(ref('busy-unsaid'), FIXTURES[source], { rateLimited: { retryAfter: 'soon', times: 1 } });
    expect((await failureOf(listBoard(ref('busy-unsaid'), options()))).retryAfterSeconds).toBe(60);
  });

  it('throws a retryable error on a 500, and lists the board once the server recovers', async () => {
    standIn.register(ref('flaky'), FIXTURES[source], { status: 500, statusTimes: 1 });
    const failure = await failureOf(listBoard(ref('flaky'), options()));
    expect(failure).toMatchObject({ retryable: true, status: 500, retryAfterSeconds: null });
    expect((await listBoard(ref('flaky'), options())).kind).toBe('listed');
    standIn.register(ref('down'), FIXTURES[source], { status: 500 });
    await failureOf(listBoard(ref('down'), options()));
    expect((await failureOf(listBoard(ref('down'), options()))).retryable).toBe(true);
  });

  it('throws a retryable error when the answer is slower than the time limit', async () => {
    standIn.register(ref('slow'), FIXTURES[source], { delayMs: 1_000 });
    const failure = await failureOf(listBoard(ref('slow'), options({ timeoutMs: 100 })));
    expect(failure.retryable).toBe(true);
    expect(failure.message).toContain('did not answer within the time limit');
  });

  it.each([
    ['JSON cut short', { contentType: 'application/json', body: '{"jobs": [{"id": 1, "tit' }],
    ['JSON without the postings', { contentType: 'application/json', body: '{"error": "maintenance"}' }],
    ['a web page', { contentType: 'text/html', body: '<p>Checking your browser</p>' }],
  ])('throws an error not worth retrying for %s', async (_label, rawBody) => {
    standIn.register(ref('malformed'), FIXTURES[source], { rawBody });
    const failure = await failureOf(listBoard(ref('malformed'), options()));
    expect(failure.retryable).toBe(false);
  });

  it('throws the signal’s reason when the caller gives up', async () => {
    standIn.register(ref('cancelled'), FIXTURES[source], { delayMs: 1_000 });
    const controller = new AbortController();
    const listing = listBoard(ref('cancelled'), options({ signal: controller.signal }));
    setTimeout(() => controller.abort(new Error('refresh cancelled')), 20);
    await expect(listing).rejects.toThrow('refresh cancelled');
  });
});

describe('listBoard and the limiter', () => {
  it('waits its turn for every request, Lever pages included', async () => {
    const order: string[] = [];
    const real = createSourceRateLimiter({ lever: { minIntervalMs: 0 } });
    limiter = {
      wait: async (source, signal) => {
        order.push(source);
        await real.wait(source, signal);
      },
      pauseUntil: real.pauseUntil,
    };
    standIn.register({ source: 'lever', board: 'counted' }, LEVER_POSTINGS);
    await listBoard({ source: 'lever', board: 'counted' }, options({ leverPageSize: 2 }));
    expect(order).toEqual(['lever', 'lever', 'lever']);
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, caps at a day, and defaults to a minute', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 12:02:00 GMT', now)).toBe(120);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('9999999', now)).toBe(86_400);
    expect(retryAfterSeconds(null, now)).toBe(60);
    expect(retryAfterSeconds('-5', now)).toBe(60);
  });
});
