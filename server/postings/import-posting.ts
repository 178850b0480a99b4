import type { ImportedPosting, PostingApiUrls } from './posting.ts';
import { PASTE_INSTEAD, PostingFetchError } from './posting-fetch-error.ts';
import { parseFetchTarget, type SafeFetchOptions, safeFetch } from './safe-fetch.ts';
import { fetchAshbyPosting, recogniseAshbyUrl } from './sources/ashby.ts';
import {
  fetchGreenhousePosting,
  greenhouseBoardOnPage,
  greenhouseJobIdOnCompanyPage,
  recogniseGreenhouseUrl,
} from './sources/greenhouse.ts';
import { readJsonLdPosting } from './sources/json-ld.ts';
import { fetchLeverPosting, recogniseLeverUrl } from './sources/lever.ts';
import type { FetchJson } from './sources/source.ts';

export type { ImportedPosting, PostingApiUrls } from './posting.ts';

/** A whole board can be large (Ashby answers with every job of the board, descriptions included). */
export const DEFAULT_API_MAX_BYTES = 16 * 1024 * 1024;

export type ImportPostingOptions = {
  /** The applicant tracking systems' API servers, from configuration. */
  apiUrls: PostingApiUrls;
  /** Each fetch's time limit (a company page that names its Greenhouse board takes two). */
  timeoutMs?: number;
  /** The largest posting page read. */
  maxBytes?: number;
  /** The largest API answer read. */
  apiMaxBytes?: number;
  /** Origins let through although not public; for a stand-in in tests. The API servers are let through anyway. */
  allowedOrigins?: readonly string[];
};

type SourceName = 'Greenhouse' | 'Lever' | 'Ashby';

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** GETs and parses an API's JSON; a missing job is reported in the source's name, not its API server's. */
function jsonFetcher(source: SourceName, options: ImportPostingOptions): FetchJson {
  const apiOrigins = Object.values(options.apiUrls)
    .map(originOf)
    .filter((origin) => origin !== null);
  const fetchOptions: SafeFetchOptions = {
    accept: ['json'],
    timeoutMs: options.timeoutMs,
    maxBytes: options.apiMaxBytes ?? DEFAULT_API_MAX_BYTES,
    allowedOrigins: [...(options.allowedOrigins ?? []), ...apiOrigins],
  };
  return async (address) => {
    try {
      return JSON.parse((await safeFetch(address, fetchOptions)).body) as unknown;
    } catch (error) {
      if (error instanceof PostingFetchError && error.reason === 'not-found')
        throw new PostingFetchError(
          'not-found',
          `That job is no longer on ${source}: it may have been filled or taken down. ${PASTE_INSTEAD}`,
        );
      if (error instanceof PostingFetchError && error.reason !== 'unsupported-content') throw error;
      throw new PostingFetchError(
        'upstream-error',
        `${source} answered with something other than the job's details. Try again later. ${PASTE_INSTEAD}`,
      );
    }
  };
}

/** The posting at an applicant tracking system's address, through its public API; null for any other address. */
function fromTrackingSystem(url: URL, options: ImportPostingOptions): Promise<ImportedPosting> | null {
  const { apiUrls } = options;
  const greenhouse = recogniseGreenhouseUrl(url);
  if (greenhouse)
    return fetchGreenhousePosting(
      greenhouse,
      apiUrls.greenhouse,
      jsonFetcher('Greenhouse', options),
      url.href,
    );
  const lever = recogniseLeverUrl(url);
  if (lever) return fetchLeverPosting(lever, apiUrls.lever, jsonFetcher('Lever', options), url.href);
  const ashby = recogniseAshbyUrl(url);
  if (ashby) return fetchAshbyPosting(ashby, apiUrls.ashby, jsonFetcher('Ashby', options), url.href);
  return null;
}

/**
 * Reads the job posting at a web address: through the public API of Greenhouse, Lever or Ashby when the address is
 * one of theirs (or a company page that names its Greenhouse board), else from the page's schema.org JobPosting.
 * Throws a PostingFetchError (message for the user, status for the route) when it cannot.
 */
export async function importPosting(
  address: string,
  options: ImportPostingOptions,
): Promise<ImportedPosting> {
  const url = parseFetchTarget(address.trim());
  const direct = fromTrackingSystem(url, options);
  if (direct) return direct;
  const page = await safeFetch(url, {
    accept: ['html'],
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    allowedOrigins: options.allowedOrigins,
  });
  const redirected = fromTrackingSystem(new URL(page.url), options);
  if (redirected) return redirected;
  const greenhouseJobId = greenhouseJobIdOnCompanyPage(url);
  const greenhouseBoard = greenhouseJobId ? greenhouseBoardOnPage(page.body) : null;
  if (greenhouseJobId && greenhouseBoard) {
    const jobRef = { board: greenhouseBoard, jobId: greenhouseJobId };
    return fetchGreenhousePosting(
      jobRef,
      options.apiUrls.greenhouse,
      jsonFetcher('Greenhouse', options),
      url.href,
    );
  }
  const posting = readJsonLdPosting(page.body, page.url);
  if (posting) return posting;
  throw new PostingFetchError(
    'no-posting',
    `No job posting could be read at ${url.hostname}: the page does not describe one in a form that can be read (schema.org JobPosting). ${PASTE_INSTEAD}`,
  );
}
