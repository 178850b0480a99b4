import { readBoardAnswer } from './boards/read-board-answer.ts';
import type { BoardRef } from './posting.ts';
import { PostingFetchError, type PostingFetchFailure } from './posting-fetch-error.ts';
import { readPostingPage } from './read-page.ts';
import { readTrackedPosting, type TrackedPosting } from './tracked-posting.ts';

/** What the posting readers do with fetched text, by name: each of these parses what a stranger's server sent. */
const operations = {
  /** A posting page: the Greenhouse board it embeds, or its schema.org JobPosting. */
  readPage: ({
    html,
    pageUrl,
    findGreenhouseBoard,
  }: {
    html: string;
    pageUrl: string;
    findGreenhouseBoard: boolean;
  }) => readPostingPage(html, pageUrl, { findGreenhouseBoard }),
  /** The answer of Greenhouse's, Lever's or Ashby's API for one posting. */
  readTrackedPosting: ({
    posting,
    answer,
    fallbackUrl,
  }: {
    posting: TrackedPosting;
    answer: string;
    fallbackUrl: string;
  }) => readTrackedPosting(posting, answer, fallbackUrl),
  /** One answer of a followed board's API: its postings. */
  readBoardAnswer: ({ board, answer }: { board: BoardRef; answer: string }) => readBoardAnswer(board, answer),
};

type Operations = typeof operations;
export type PostingOperation = keyof Operations;
export type PostingRequest<K extends PostingOperation> = Parameters<Operations[K]>[0];
export type PostingResult<K extends PostingOperation> = ReturnType<Operations[K]>;
export type PostingTask<K extends PostingOperation = PostingOperation> = {
  operation: K;
  request: PostingRequest<K>;
};

/** The result, or why the text holds no posting: an error class does not cross the thread boundary, so it goes back as a value. */
export type PostingOutcome<K extends PostingOperation = PostingOperation> =
  | { ok: true; value: PostingResult<K> }
  | { ok: false; reason: PostingFetchFailure; message: string };

/**
 * Runs in a worker thread of the posting readers: a page or an API answer of several megabytes, built to be slow to
 * read, holds up one of these threads, never the server's event loop.
 */
export default function readInWorker<K extends PostingOperation>({
  operation,
  request,
}: PostingTask<K>): PostingOutcome<K> {
  try {
    const read = operations[operation] as (request: PostingRequest<K>) => PostingResult<K>;
    return { ok: true, value: read(request) };
  } catch (error) {
    if (error instanceof PostingFetchError)
      return { ok: false, reason: error.reason, message: error.message };
    throw error;
  }
}
