import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPromptAnswers, probeWhile } from '#server/testing/event-loop-probe.ts';
import { type StandIn, sendHtml, startStandIn } from '#server/testing/posting-stand-in.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

const jsonLd = (json: string) => `<script type="application/ld+json">${json}</script>`;
const posting = (title: string, description: string) => ({ '@type': 'JobPosting', title, description });

/**
 * Pages built to make reading them slow, each under the 3 MB a page may have: one description of 350 000 bold
 * letters, 4 000 postings of 80 bold letters in one @graph, 13 000 JSON-LD scripts, 2.8 MB of nested brackets, and
 * 350 000 tags around the posting.
 */
const HOSTILE_PAGES: Record<string, string> = {
  'bold-letters': `<html><body>${jsonLd(JSON.stringify(posting('Engineer', '<b>a</b>'.repeat(350_000))))}</body></html>`,
  'big-graph': jsonLd(
    JSON.stringify({
      '@graph': Array.from({ length: 4_000 }, (_, index) => posting(`Job ${index}`, '<b>a</b>'.repeat(80))),
    }),
  ),
  'many-scripts': Array.from({ length: 13_000 }, (_, index) =>
    jsonLd(JSON.stringify(posting(`Job ${index}`, '<p>Write code and tests every day.</p>'))),
  ).join(''),
  'nested-brackets': jsonLd(`${'['.repeat(1_400_000)}${']'.repeat(1_400_000)}`),
  'tags-around': `<html><body>${'<b>a</b>'.repeat(350_000)}${jsonLd(JSON.stringify(posting('Engineer', '<p>Build it.</p>')))}</body></html>`,
};
const ORDINARY_PAGE = jsonLd(
  JSON.stringify(posting('Data Analyst', '<p>Initech turns data into decisions.</p><ul><li>SQL</li></ul>')),
);
const AT_ONCE = 4;

let site: StandIn;

beforeAll(async () => {
  site = await startStandIn((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const page = { ordinary: ORDINARY_PAGE, ...HOSTILE_PAGES }[path.slice(1)];
    if (page) return sendHtml(response, page);
    return sendHtml(response, 'not found', 404);
  });
});

afterAll(() => site.close());

/** A visitor without a session reading the posting at an address, as the tailoring screen asks. */
const readPostingAt = (app: TestApp, url: string) =>
  app.inject({
    method: 'POST',
    url: '/api/tailoring/job',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ kind: 'url', url }),
  });

describe('hostile posting pages', () => {
  it.each(Object.keys(HOSTILE_PAGES))(
    'reads %s four at a time while the server keeps answering others',
    async (name) => {
      const app = await buildTestApp({ config: { postingAllowedOrigins: [site.origin] } });
      // The app's first requests start its worker threads and its job engine's work on the test's own database,
      // which runs on this thread: that is done before the probes begin.
      expect((await readPostingAt(app, `${site.origin}/ordinary`)).statusCode).toBe(200);
      // As a company page showing a Greenhouse job: the page is searched for the board it embeds as well.
      const address = `${site.origin}/${name}?gh_jid=4012345`;
      const reads = Array.from({ length: AT_ONCE }, () => readPostingAt(app, address));
      const { result: responses, probes } = await probeWhile(Promise.all(reads), (url) =>
        app.inject({ method: 'GET', url }),
      );

      for (const response of responses) {
        expect([200, 422], response.body.slice(0, 200)).toContain(response.statusCode);
        if (response.statusCode === 422) expect(response.json().message).toMatch(/\S/);
      }
      expectPromptAnswers(probes);
    },
  );
});
