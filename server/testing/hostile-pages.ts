const jsonLd = (json: string) => `<script type="application/ld+json">${json}</script>`;
const posting = (title: string, description: string) => ({ '@type': 'JobPosting', title, description });

/**
 * Posting pages built to make reading them slow, each under the 3 MB a page may have: one description of 350 000
 * bold letters, 4 000 postings of 80 bold letters in one @graph, 13 000 JSON-LD scripts, 2.8 MB of nested
 * brackets, and 350 000 tags around the posting.
 */
export const HOSTILE_PAGES: Readonly<Record<string, string>> = {
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

/** A posting page as real sites write one. */
export const ORDINARY_PAGE = jsonLd(
  JSON.stringify(posting('Data Analyst', '<p>Initech turns data into decisions.</p><ul><li>SQL</li></ul>')),
);
