import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPromptAnswers, probeWhile } from '#server/testing/event-loop-probe.ts';
import { HOSTILE_PAGES, ORDINARY_PAGE } from '#server/testing/hostile-pages.ts';
import { type StandIn, sendHtml, startStandIn } from '#server/testing/posting-stand-in.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

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
