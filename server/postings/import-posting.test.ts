import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_DESCRIPTION_MAX_LENGTH } from '#common/tailoring.ts';
import {
  ASHBY_BOARD,
  ASHBY_JOB_ID,
  COMPANY_PAGE_EMBEDDING_GREENHOUSE,
  GREENHOUSE_JOB,
  JSON_LD_ARRAY_PAGE,
  JSON_LD_GRAPH_PAGE,
  LEVER_POSTING,
  LEVER_POSTING_ID,
  PAGE_WITHOUT_POSTING,
} from '#server/testing/posting-responses.ts';
import { type StandIn, sendHtml, sendJson, startStandIn } from '#server/testing/posting-stand-in.ts';
import { type ImportPostingOptions, importPosting } from './import-posting.ts';
import { PostingFetchError } from './posting-fetch-error.ts';

const MEGABYTE = 1024 * 1024;
const LONG_POSTING_PAGE = `<script type="application/ld+json">${JSON.stringify({
  '@type': 'JobPosting',
  title: 'Archivist',
  description: `<p>${'Catalogue the collection. '.repeat(2_000)}</p>`,
})}</script>`;

async function failureOf(promise: Promise<unknown>): Promise<PostingFetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PostingFetchError) return error;
    throw error;
  }
  throw new Error('expected the import to fail');
}

/** The job board APIs' stand-in: recorded answers in each API's documented shape, and their failures. */
let api: StandIn;
/** Employers' own pages. */
let site: StandIn;
let options: ImportPostingOptions;

beforeAll(async () => {
  api = await startStandIn((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (path === '/greenhouse/v1/boards/acme/jobs/4012345') return sendJson(response, GREENHOUSE_JOB);
    if (path === '/greenhouse/v1/boards/acme/jobs/999')
      return sendJson(response, { status: 404, error: 'Job not found' }, 404);
    if (path === `/lever/v0/postings/acme/${LEVER_POSTING_ID}`) return sendJson(response, LEVER_POSTING);
    if (path.startsWith('/lever/v0/postings/broken/')) return sendJson(response, { ok: false }, 500);
    if (path.startsWith('/lever/v0/postings/garbled/')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('{"text": "Staff Platform Eng');
    }
    if (path.startsWith('/lever/v0/postings/challenge/'))
      return sendHtml(response, '<p>Checking your browser</p>');
    if (path === '/ashby/posting-api/job-board/notion') return sendJson(response, ASHBY_BOARD);
    return sendJson(response, { error: 'Not found' }, 404);
  });
  site = await startStandIn((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (path === '/jobs/data-analyst') return sendHtml(response, JSON_LD_ARRAY_PAGE);
    if (path === '/jobs/night-nurse') return sendHtml(response, JSON_LD_GRAPH_PAGE);
    if (path === '/careers') return sendHtml(response, PAGE_WITHOUT_POSTING);
    if (path === '/careers/greenhouse') return sendHtml(response, COMPANY_PAGE_EMBEDDING_GREENHOUSE);
    if (path === '/jobs/archivist') return sendHtml(response, LONG_POSTING_PAGE);
    if (path === '/jobs/moved') {
      response.writeHead(301, { location: '/jobs/data-analyst' });
      return response.end();
    }
    if (path === '/jobs/metadata') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam/' });
      return response.end();
    }
    if (path === '/jobs/api-port') {
      response.writeHead(302, { location: `${api.origin}/greenhouse/v1/boards/acme/jobs/4012345` });
      return response.end();
    }
    if (path === '/jobs/huge') {
      response.writeHead(200, { 'content-type': 'text/html' });
      for (let chunk = 0; chunk < 10; chunk += 1) response.write(Buffer.alloc(MEGABYTE, ' '));
      return response.end();
    }
    if (path === '/jobs/brochure.pdf') {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end('%PDF-1.7');
    }
    return sendHtml(response, 'not found', 404);
  });
  options = {
    apiUrls: {
      greenhouse: `${api.origin}/greenhouse`,
      lever: `${api.origin}/lever/`,
      ashby: `${api.origin}/ashby`,
    },
    allowedOrigins: [site.origin],
  };
});

afterAll(async () => {
  await api.close();
  await site.close();
});

describe('importPosting from applicant tracking systems', () => {
  it('reads a Greenhouse job through the job board API, its HTML unescaped and its pay zones spanned', async () => {
    const posting = await importPosting(
      'https://job-boards.greenhouse.io/acme/jobs/4012345?gh_src=li',
      options,
    );
    expect(posting).toEqual({
      title: 'Senior Backend Engineer',
      company: 'Acme Robotics',
      location: 'San Francisco, CA',
      descriptionText: [
        'About the role',
        '',
        'You will build the services behind our R&D fleet.',
        '',
        'What you bring',
        '',
        '• 5+ years of Go or Java',
        '• PostgreSQL & Kafka',
      ].join('\n'),
      url: 'https://job-boards.greenhouse.io/acme/jobs/4012345',
      source: 'greenhouse',
      sourceId: '4012345',
      employmentType: null,
      datePosted: '2026-10-01T13:00:00.000Z',
      salary: { min: 160_000, max: 220_000, currency: 'USD', period: 'year' },
    });
    expect(api.requests).toContain('/greenhouse/v1/boards/acme/jobs/4012345?pay_transparency=true');
  });

  it('reads a Lever posting with its lists under their headings and its closing part', async () => {
    const posting = await importPosting(`https://jobs.lever.co/acme/${LEVER_POSTING_ID}`, options);
    expect(posting).toEqual({
      title: 'Staff Platform Engineer',
      company: 'Acme',
      location: 'Toronto, ON; Montreal, QC (Hybrid)',
      descriptionText: [
        'Acme is building the platform that runs our robots.',
        '',
        "What you'll do",
        '',
        '• Design internal APIs',
        '• Mentor engineers',
        '',
        'Requirements',
        '',
        '• 5+ years of Python',
        '• Kubernetes in production',
        '',
        'We offer equity and a learning budget.',
      ].join('\n'),
      url: `https://jobs.lever.co/acme/${LEVER_POSTING_ID}`,
      source: 'lever',
      sourceId: LEVER_POSTING_ID,
      employmentType: 'Full-time',
      datePosted: '2025-11-01T00:00:00.000Z',
      salary: { min: 150_000, max: 190_000, currency: 'CAD', period: 'year' },
    });
    expect(api.requests).toContain(`/lever/v0/postings/acme/${LEVER_POSTING_ID}?mode=json`);
  });

  it('reads an Ashby job by picking it from its board', async () => {
    const posting = await importPosting(
      `https://jobs.ashbyhq.com/notion/${ASHBY_JOB_ID}/application`,
      options,
    );
    expect(posting).toEqual({
      title: 'Product Designer',
      company: 'Notion',
      location: 'New York; San Francisco (Remote)',
      descriptionText: 'About the team\n\nWe design the editor.\n\n• Figma\n• Prototyping',
      url: `https://jobs.ashbyhq.com/notion/${ASHBY_JOB_ID}`,
      source: 'ashby',
      sourceId: ASHBY_JOB_ID,
      employmentType: 'Full-time',
      datePosted: '2026-11-02T15:04:05.000Z',
      salary: { min: 140_000, max: 180_000, currency: 'USD', period: 'year' },
    });
    expect(api.requests).toContain('/ashby/posting-api/job-board/notion?includeCompensation=true');
  });

  it('reads the Greenhouse job a company page shows (?gh_jid=) from the board the page embeds', async () => {
    const posting = await importPosting(`${site.origin}/careers/greenhouse?gh_jid=4012345`, options);
    expect(posting).toMatchObject({
      source: 'greenhouse',
      title: 'Senior Backend Engineer',
      sourceId: '4012345',
    });
  });

  it('says a job removed from Greenhouse, or missing from an Ashby board, is no longer there', async () => {
    const greenhouse = await failureOf(importPosting('https://boards.greenhouse.io/acme/jobs/999', options));
    expect(greenhouse).toMatchObject({ reason: 'not-found', statusCode: 422 });
    expect(greenhouse.message).toBe(
      'That job is no longer on Greenhouse: it may have been filled or taken down. You can paste the job description instead.',
    );
    const ashby = await failureOf(
      importPosting('https://jobs.ashbyhq.com/notion/11111111-2222-4333-8444-555555555555', options),
    );
    expect(ashby).toMatchObject({ reason: 'not-found', statusCode: 422 });
    const board = await failureOf(importPosting(`https://jobs.ashbyhq.com/gone/${ASHBY_JOB_ID}`, options));
    expect(board).toMatchObject({ reason: 'not-found', statusCode: 422 });
  });

  it('passes on an API error as the site answering an error', async () => {
    const failure = await failureOf(
      importPosting(`https://jobs.lever.co/broken/${LEVER_POSTING_ID}`, options),
    );
    expect(failure).toMatchObject({ reason: 'upstream-error', statusCode: 502 });
  });

  it('answers 502 when the API answers something other than JSON, or broken JSON', async () => {
    for (const company of ['garbled', 'challenge']) {
      const failure = await failureOf(
        importPosting(`https://jobs.lever.co/${company}/${LEVER_POSTING_ID}`, options),
      );
      expect(failure).toMatchObject({ reason: 'upstream-error', statusCode: 502 });
      expect(failure.message).toContain("Lever answered with something other than the job's details");
    }
  });

  it('answers 503 when the API cannot be reached', async () => {
    const closed = await startStandIn(() => undefined);
    await closed.close();
    const offline = { ...options, apiUrls: { ...options.apiUrls, lever: `${closed.origin}/lever` } };
    const failure = await failureOf(importPosting(`https://jobs.lever.co/acme/${LEVER_POSTING_ID}`, offline));
    expect(failure).toMatchObject({ reason: 'unreachable', statusCode: 503 });
  });
});

describe('importPosting from a page with schema.org JobPosting', () => {
  it('reads a posting from a JSON-LD array', async () => {
    const posting = await importPosting(`${site.origin}/jobs/data-analyst`, options);
    expect(posting).toEqual({
      title: 'Data Analyst',
      company: 'Initech',
      location: 'Berlin, DE; Munich, BY, DE',
      descriptionText: 'Initech turns data into decisions.\n\nRequirements\n\n• SQL & Python\n• Tableau',
      url: `${site.origin}/jobs/data-analyst`,
      source: 'json-ld',
      sourceId: 'JOB-42',
      employmentType: 'Full-time, Contract',
      datePosted: '2026-11-01T00:00:00.000Z',
      salary: { min: 60_000, max: 75_000, currency: 'EUR', period: 'year' },
    });
  });

  it('reads a posting from a @graph, past a broken script, with escaped HTML and an hourly rate', async () => {
    const posting = await importPosting(`${site.origin}/jobs/night-nurse`, options);
    expect(posting).toEqual({
      title: 'Night Shift Nurse',
      company: 'Mercy General',
      location: 'Remote (USA)',
      descriptionText:
        'Care for patients on our night team. Rotating weekends.\n\n• RN licence\n\nQualifications\n\nTwo years of acute care experience',
      url: `${site.origin}/jobs/night-nurse`,
      source: 'json-ld',
      sourceId: null,
      employmentType: 'Part-time',
      datePosted: '2026-11-10T08:00:00.000Z',
      salary: { min: 52.5, max: 52.5, currency: 'USD', period: 'hour' },
    });
  });

  it('follows a redirect and gives the address the posting was read from', async () => {
    const posting = await importPosting(`${site.origin}/jobs/moved`, options);
    expect(posting).toMatchObject({ title: 'Data Analyst', url: `${site.origin}/jobs/data-analyst` });
  });

  it('cuts a description to the longest a job may have', async () => {
    const posting = await importPosting(`${site.origin}/jobs/archivist`, options);
    expect(posting.descriptionText.length).toBeLessThanOrEqual(JOB_DESCRIPTION_MAX_LENGTH);
    expect(posting.descriptionText.startsWith('Catalogue the collection.')).toBe(true);
  });

  it('answers 422 for a page without a posting', async () => {
    const failure = await failureOf(importPosting(`${site.origin}/careers`, options));
    expect(failure).toMatchObject({ reason: 'no-posting', statusCode: 422 });
    expect(failure.message).toContain('No job posting could be read at 127.0.0.1');
  });

  it('refuses a redirect to a private address', async () => {
    const failure = await failureOf(importPosting(`${site.origin}/jobs/metadata`, options));
    expect(failure).toMatchObject({ reason: 'refused-address', statusCode: 400 });
    expect(failure.message).toContain('169.254.169.254');
  });

  it('does not let a user reach the API servers: they are trusted only for the API calls', async () => {
    const direct = await failureOf(
      importPosting(`${api.origin}/greenhouse/v1/boards/acme/jobs/4012345`, options),
    );
    expect(direct).toMatchObject({ reason: 'refused-address', statusCode: 400 });
    const redirected = await failureOf(importPosting(`${site.origin}/jobs/api-port`, options));
    expect(redirected).toMatchObject({ reason: 'refused-address', statusCode: 400 });
  });

  it('refuses a 10 MB page', async () => {
    const failure = await failureOf(importPosting(`${site.origin}/jobs/huge`, options));
    expect(failure).toMatchObject({ reason: 'too-large', statusCode: 413 });
  });

  it('refuses content that is not a web page', async () => {
    const failure = await failureOf(importPosting(`${site.origin}/jobs/brochure.pdf`, options));
    expect(failure).toMatchObject({ reason: 'unsupported-content', statusCode: 422 });
  });

  it('refuses an address that is not http(s)', async () => {
    const failure = await failureOf(importPosting('javascript:alert(1)', options));
    expect(failure).toMatchObject({ reason: 'bad-address', statusCode: 400 });
  });
});
