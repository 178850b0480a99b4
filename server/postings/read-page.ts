import { type HtmlToken, scanHtml } from './html-scanner.ts';
import type { ImportedPosting } from './posting.ts';
import { greenhouseBoardEmbeddedBy } from './sources/greenhouse.ts';
import { readJsonLdPosting } from './sources/json-ld.ts';

/** The JSON-LD scripts of a page that are read: real pages have a handful (the site, breadcrumbs, the posting). */
export const MAX_JSON_LD_SCRIPTS = 32;

/** What a posting page offers: the Greenhouse board it embeds, else its schema.org JobPosting, else nothing. */
export type PageReading =
  | { kind: 'greenhouse'; board: string }
  | { kind: 'posting'; posting: ImportedPosting }
  | { kind: 'none' };

function isJsonLdScript(tag: Extract<HtmlToken, { type: 'start' }>): boolean {
  const type = (tag.attributes.get('type') ?? '').split(';')[0]?.trim().toLowerCase();
  return tag.name === 'script' && type === 'application/ld+json';
}

/** The contents of the page's first JSON-LD scripts, and the Greenhouse board it embeds when it is looked for. */
export function scanPostingPage(
  html: string,
  { findGreenhouseBoard }: { findGreenhouseBoard: boolean },
): { scripts: string[]; greenhouseBoard: string | null } {
  const scripts: string[] = [];
  let greenhouseBoard: string | null = null;
  let inJsonLd = false;
  scanHtml(
    html,
    (token) => {
      if (token.type === 'start') {
        if (findGreenhouseBoard) greenhouseBoard ??= greenhouseBoardEmbeddedBy(token);
        if (token.name === 'script') inJsonLd = scripts.length < MAX_JSON_LD_SCRIPTS && isJsonLdScript(token);
      } else if (token.type === 'raw' && token.name === 'script' && inJsonLd) {
        scripts.push(token.text);
        inJsonLd = false;
      }
    },
    () => greenhouseBoard !== null || (!findGreenhouseBoard && scripts.length === MAX_JSON_LD_SCRIPTS),
  );
  return { scripts, greenhouseBoard };
}

/**
 * Reads a fetched page in one pass: the Greenhouse board it embeds when asked (a company page that shows a Greenhouse
 * job, ?gh_jid=), which names the posting to read through Greenhouse's API; else the page's schema.org JobPosting.
 */
export function readPostingPage(
  html: string,
  pageAddress: string,
  options: { findGreenhouseBoard: boolean },
): PageReading {
  const { scripts, greenhouseBoard } = scanPostingPage(html, options);
  if (greenhouseBoard) return { kind: 'greenhouse', board: greenhouseBoard };
  const posting = readJsonLdPosting(scripts, pageAddress);
  return posting ? { kind: 'posting', posting } : { kind: 'none' };
}
