import { describe, expect, it } from 'vitest';
import { MAX_JSON_LD_SCRIPTS, readPostingPage, scanPostingPage } from './read-page.ts';

const scriptsOf = (html: string) => scanPostingPage(html, { findGreenhouseBoard: false }).scripts;
const jsonLd = (json: string) => `<script type="application/ld+json">${json}</script>`;
const GREENHOUSE_EMBED = '<script src="https://boards.greenhouse.io/embed/job_board/js?for=acme"></script>';

describe('scanPostingPage', () => {
  it('returns the content of every JSON-LD script, whatever the case of its type, and no other script', () => {
    const html =
      '<script>var a = 1;</script><script type="application/ld+json">{"a":1}</script>' +
      '<SCRIPT TYPE="Application/LD+JSON; charset=utf-8">[{"b":"</p>"}]</SCRIPT><script type="text/json">{}</script>';
    expect(scriptsOf(html)).toEqual(['{"a":1}', '[{"b":"</p>"}]']);
  });

  it('keeps a script wrapped in an HTML comment as written, and skips scripts in real comments', () => {
    const html =
      '<script type="application/ld+json"><!--\n{"a":"<b>&amp;</b>"}\n--></script>' +
      '<!-- <script type="application/ld+json">{"old":1}</script> --><script type=application/ld+json></script>';
    expect(scriptsOf(html)).toEqual(['<!--\n{"a":"<b>&amp;</b>"}\n-->']);
  });

  it(`reads the first ${MAX_JSON_LD_SCRIPTS} JSON-LD scripts of a page, and still finds a Greenhouse embed after them`, () => {
    const html = `${Array.from({ length: 13_000 }, (_, index) => jsonLd(`{"n":${index}}`)).join('')}${GREENHOUSE_EMBED}`;
    expect(scriptsOf(html)).toEqual(
      Array.from({ length: MAX_JSON_LD_SCRIPTS }, (_, index) => `{"n":${index}}`),
    );
    expect(scanPostingPage(html, { findGreenhouseBoard: true })).toMatchObject({ greenhouseBoard: 'acme' });
  });
});

describe('readPostingPage', () => {
  const posting = jsonLd('{"@type": "JobPosting", "title": "Welder", "description": "Weld."}');

  it('gives the Greenhouse board a page embeds when asked for it, else the page’s posting', () => {
    const page = `${posting}${GREENHOUSE_EMBED}`;
    expect(readPostingPage(page, 'https://acme.example/jobs', { findGreenhouseBoard: true })).toEqual({
      kind: 'greenhouse',
      board: 'acme',
    });
    expect(readPostingPage(page, 'https://acme.example/jobs', { findGreenhouseBoard: false })).toMatchObject({
      kind: 'posting',
      posting: { title: 'Welder', descriptionText: 'Weld.' },
    });
    expect(readPostingPage('<p>Hello</p>', 'https://acme.example/', { findGreenhouseBoard: true })).toEqual({
      kind: 'none',
    });
  });
});
