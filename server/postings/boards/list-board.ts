import type { BoardListing, BoardPosting, BoardRef, PostingApiUrls } from '../posting.ts';
import { PostingFetchError } from '../posting-fetch-error.ts';
import { readOffThread } from '../posting-reader.ts';
import { safeFetch } from '../safe-fetch.ts';
import { ashbyBoardApiUrl } from '../sources/ashby.ts';
import { greenhouseBoardApiUrl } from '../sources/greenhouse.ts';
import { leverPostingsApiUrl } from '../sources/lever.ts';
import type { SourceRateLimiter } from './rate-limiter.ts';
import type { BoardAnswer } from './read-board-answer.ts';

export const DEFAULT_BOARD_TIMEOUT_MS = 30_000;
export const DEFAULT_BOARD_MAX_BYTES = 32 * 1024 * 1024;
export const DEFAULT_LEVER_PAGE_SIZE = 100;
/** A Lever board longer than this many pages is refused rather than listed in part. */
export const MAX_LEVER_PAGES = 50;
/** How long a source is left alone after a 429 that does not say (Retry-After absent or unreadable). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;
/** The longest pause a Retry-After can ask for; a longer one is cut to this. */
export const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60;
/** The time one answer (up to the largest read) may take to be read in a worker thread, its wait for one included. */
export const BOARD_READ_TIME_LIMIT_MS = 60_000;

export type ListBoardOptions = {
  /** The applicant tracking systems' API servers, from configuration; the only origins fetched. */
  apiUrls: PostingApiUrls;
  /** Every request (each Lever page) waits its turn here; a 429 pauses its source. */
  limiter: SourceRateLimiter;
  /** Each request's time limit. */
  timeoutMs?: number;
  /** The largest answer read (after decompression). */
  maxBytes?: number;
  /** Ends the listing early: the signal's reason is thrown as it is, not as a BoardFetchError. */
  signal?: AbortSignal;
  /** Postings asked for per Lever page. */
  leverPageSize?: number;
};

/** A board that could not be listed this time; the message is for an operator's log. */
export class BoardFetchError extends Error {
  readonly board: BoardRef;
  /** Whether asking again later may succeed (rate limits, server errors, timeouts, lost connections). */
  readonly retryable: boolean;
  /** How long the source asked to be left alone (a 429's Retry-After), else null. */
  readonly retryAfterSeconds: number | null;
  /** The HTTP status the source answered with, when it answered with an error. */
  readonly status: number | null;

  constructor(
    board: BoardRef,
    message: string,
    details: { retryable: boolean; retryAfterSeconds?: number | null; status?: number | null },
  ) {
    super(`${board.source}:${board.board}: ${message}`);
    this.name = 'BoardFetchError';
    this.board = board;
    this.retryable = details.retryable;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
    this.status = details.status ?? null;
  }
}

const DIGITS = /^\d{1,10}$/;
/** HTTP dates name their day and month ("Tue, 24 Nov 2026 12:00:00 GMT"); a bare number is never one. */
const HAS_LETTER = /[a-z]/i;

/** A Retry-After header (delay in seconds or an HTTP date) in whole seconds from now; the default when unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? '';
  let seconds = DEFAULT_RETRY_AFTER_SECONDS;
  if (DIGITS.test(value)) seconds = Number(value);
  else if (HAS_LETTER.test(value)) {
    const date = Date.parse(value);
    if (!Number.isNaN(date)) seconds = Math.max(0, Math.ceil((date - now) / 1000));
  }
  return Math.min(seconds, MAX_RETRY_AFTER_SECONDS);
}

type Answer = Extract<BoardAnswer, { kind: 'read' }> | { kind: 'removed' };

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** What a failed fetch means for the board: gone (404, 410), or an error saying whether to try again. */
function failureOf(ref: BoardRef, url: string, error: unknown, options: ListBoardOptions): Answer {
  if (!(error instanceof PostingFetchError))
    throw new BoardFetchError(ref, `fetching ${url} failed: ${String(error)}`, { retryable: true });
  const status = error.upstream?.status ?? null;
  if (status === 404 || status === 410) return { kind: 'removed' };
  if (status === 429) {
    const seconds = retryAfterSeconds(error.upstream?.retryAfter ?? null);
    options.limiter.pauseUntil(ref.source, new Date(Date.now() + seconds * 1000));
    throw new BoardFetchError(ref, `${url} answered 429 (rate limited); retry after ${seconds} s`, {
      retryable: true,
      retryAfterSeconds: seconds,
      status,
    });
  }
  if (status !== null) {
    const retryable = status >= 500 || status === 408;
    throw new BoardFetchError(ref, `${url} answered ${status}`, { retryable, status });
  }
  const reasons: Record<PostingFetchError['reason'], [string, boolean]> = {
    timeout: [`${url} did not answer within the time limit`, true],
    unreachable: [`${url} could not be reached`, true],
    'upstream-error': [`the answer from ${url} broke off or could not be read`, true],
    'too-large': [`the answer from ${url} is larger than the limit`, false],
    'unsupported-content': [`${url} answered with something other than JSON`, false],
    'too-many-redirects': [`${url} redirected too many times`, false],
    'bad-address': [`${url} is not an address that can be fetched`, false],
    'refused-address': [`${url} leads to an address that is refused`, false],
    'not-found': [`${url} answered that the board does not exist`, false],
    'no-posting': [`${url} did not answer with a job board`, false],
    busy: [`no thread was free in time to read the answer from ${url}`, true],
  };
  const [message, retryable] = reasons[error.reason];
  throw new BoardFetchError(ref, message, { retryable });
}

/** GETs one API answer in its turn and reads its postings in a worker thread; a board that is gone answers removed. */
async function fetchBoardAnswer(ref: BoardRef, url: string, options: ListBoardOptions): Promise<Answer> {
  await options.limiter.wait(ref.source, options.signal);
  const allowedOrigins = Object.values(options.apiUrls)
    .map(originOf)
    .filter((origin) => origin !== null);
  let body: string;
  try {
    const document = await safeFetch(url, {
      accept: ['json'],
      timeoutMs: options.timeoutMs ?? DEFAULT_BOARD_TIMEOUT_MS,
      maxBytes: options.maxBytes ?? DEFAULT_BOARD_MAX_BYTES,
      allowedOrigins,
      signal: options.signal,
    });
    body = document.body;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return failureOf(ref, url, error, options);
  }
  let reading: BoardAnswer;
  try {
    reading = await readOffThread('readBoardAnswer', { board: ref, answer: body }, BOARD_READ_TIME_LIMIT_MS);
  } catch (error) {
    if (error instanceof PostingFetchError) return failureOf(ref, url, error, options);
    throw error;
  }
  if (reading.kind === 'not-json')
    throw new BoardFetchError(ref, `${url} answered with a body that is not JSON`, { retryable: false });
  if (reading.kind === 'unexpected-shape') {
    const expected = ref.source === 'lever' ? 'an array of postings' : 'a jobs array';
    throw new BoardFetchError(ref, `${url} answered without ${expected}`, { retryable: false });
  }
  return reading;
}

/** The postings read, each once: an id seen twice (a listing that shifted between pages) counts once. */
function distinctPostings(postings: BoardPosting[]): BoardPosting[] {
  const byId = new Map<string, BoardPosting>();
  for (const posting of postings) if (!byId.has(posting.sourceId)) byId.set(posting.sourceId, posting);
  return [...byId.values()];
}

/** The `jobs` array of a Greenhouse or Ashby board answer. */
async function listJobsArray(ref: BoardRef, url: string, options: ListBoardOptions): Promise<BoardListing> {
  const answer = await fetchBoardAnswer(ref, url, options);
  if (answer.kind === 'removed') return answer;
  return { kind: 'listed', postings: distinctPostings(answer.postings) };
}

/** Lever answers a page at a time; the last page is the first shorter than asked for. */
async function listLever(ref: BoardRef, options: ListBoardOptions): Promise<BoardListing> {
  const pageSize = options.leverPageSize ?? DEFAULT_LEVER_PAGE_SIZE;
  const postings: BoardPosting[] = [];
  for (let page = 0; page < MAX_LEVER_PAGES; page += 1) {
    const url = leverPostingsApiUrl(options.apiUrls.lever, ref.board, page * pageSize, pageSize);
    const answer = await fetchBoardAnswer(ref, url, options);
    if (answer.kind === 'removed') return answer;
    postings.push(...answer.postings);
    if (answer.items < pageSize) return { kind: 'listed', postings: distinctPostings(postings) };
  }
  throw new BoardFetchError(
    ref,
    `the board has more than ${MAX_LEVER_PAGES} pages of ${pageSize} postings; not listed in part`,
    { retryable: false },
  );
}

/**
 * A followed board's open postings, through its source's public API, each request in its turn on the limiter.
 * Postings without an id or title are left out. A board that is gone (404, 410) is `removed`; any other failure
 * throws a BoardFetchError saying whether to try again (a 429 also pauses the source on the limiter).
 */
export function listBoard(ref: BoardRef, options: ListBoardOptions): Promise<BoardListing> {
  switch (ref.source) {
    case 'greenhouse':
      return listJobsArray(ref, greenhouseBoardApiUrl(options.apiUrls.greenhouse, ref.board), options);
    case 'lever':
      return listLever(ref, options);
    case 'ashby':
      return listJobsArray(ref, ashbyBoardApiUrl(options.apiUrls.ashby, ref.board), options);
  }
}
