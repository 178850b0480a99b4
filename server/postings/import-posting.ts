import type { ImportedPosting, PostingApiUrls } from './posting.ts';
import { PASTE_INSTEAD, PostingFetchError } from './posting-fetch-error.ts';
import { readOffThread } from './posting-reader.ts';
import { parseFetchTarget, type SafeFetchOptions, safeFetch } from './safe-fetch.ts';
import { greenhouseJobIdOnCompanyPage } from './sources/greenhouse.ts';
import {
  notTheJobsDetails,
  recogniseTrackedPosting,
  SOURCE_NAMES,
  type TrackedPosting,
  trackedPostingApiUrl,
} from './tracked-posting.ts';

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

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** GETs the API's answer for the posting; a missing job is reported in the source's name, not its API server's. */
async function fetchApiAnswer(posting: TrackedPosting, options: ImportPostingOptions): Promise<string> {
  const apiOrigins = Object.values(options.apiUrls)
    .map(originOf)
    .filter((origin) => origin !== null);
  const fetchOptions: SafeFetchOptions = {
    accept: ['json'],
    timeoutMs: options.timeoutMs,
    maxBytes: options.apiMaxBytes ?? DEFAULT_API_MAX_BYTES,
    allowedOrigins: [...(options.allowedOrigins ?? []), ...apiOrigins],
  };
  try {
    return (await safeFetch(trackedPostingApiUrl(posting, options.apiUrls), fetchOptions)).body;
  } catch (error) {
    if (error instanceof PostingFetchError && error.reason === 'not-found')
      throw new PostingFetchError(
        'not-found',
        `That job is no longer on ${SOURCE_NAMES[posting.source]}: it may have been filled or taken down. ${PASTE_INSTEAD}`,
      );
    if (error instanceof PostingFetchError && error.reason !== 'unsupported-content') throw error;
    throw notTheJobsDetails(posting.source);
  }
}

/** The posting through its applicant tracking system's public API, its answer read off the event loop. */
async function importTrackedPosting(
  posting: TrackedPosting,
  fallbackUrl: string,
  options: ImportPostingOptions,
): Promise<ImportedPosting> {
  const answer = await fetchApiAnswer(posting, options);
  return readOffThread('readTrackedPosting', { posting, answer, fallbackUrl });
}

/**
 * Reads the job posting at a web address: through the public API of Greenhouse, Lever or Ashby when the address is
 * one of theirs (or a company page that names its Greenhouse board), else from the page's schema.org JobPosting.
 * What was fetched is read in a worker thread. Throws a PostingFetchError (message for the user, status for the
 * route) when it cannot.
 */
export async function importPosting(
  address: string,
  options: ImportPostingOptions,
): Promise<ImportedPosting> {
  const url = parseFetchTarget(address.trim());
  const direct = recogniseTrackedPosting(url);
  if (direct) return importTrackedPosting(direct, url.href, options);
  const page = await safeFetch(url, {
    accept: ['html'],
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    allowedOrigins: options.allowedOrigins,
  });
  const pageUrl = new URL(page.url);
  const redirected = recogniseTrackedPosting(pageUrl);
  if (redirected) return importTrackedPosting(redirected, pageUrl.href, options);
  const greenhouseJobId = greenhouseJobIdOnCompanyPage(url);
  const reading = await readOffThread('readPage', {
    html: page.body,
    pageUrl: page.url,
    findGreenhouseBoard: greenhouseJobId !== null,
  });
  if (reading.kind === 'greenhouse' && greenhouseJobId) {
    const job = { board: reading.board, jobId: greenhouseJobId };
    return importTrackedPosting({ source: 'greenhouse', job }, url.href, options);
  }
  if (reading.kind === 'posting') return reading.posting;
  throw new PostingFetchError(
    'no-posting',
    `No job posting could be read at ${url.hostname}: the page does not describe one in a form that can be read (schema.org JobPosting). ${PASTE_INSTEAD}`,
  );
}
