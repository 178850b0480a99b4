import type { BoardSource, ImportedPosting, PostingApiUrls } from './posting.ts';
import { PASTE_INSTEAD, PostingFetchError } from './posting-fetch-error.ts';
import { type AshbyJobRef, ashbyBoardApiUrl, ashbyJobOnBoard, recogniseAshbyUrl } from './sources/ashby.ts';
import {
  type GreenhouseJobRef,
  greenhouseJobApiUrl,
  normaliseGreenhouseJob,
  recogniseGreenhouseUrl,
} from './sources/greenhouse.ts';
import {
  type LeverPostingRef,
  leverPostingApiUrl,
  normaliseLeverPosting,
  recogniseLeverUrl,
} from './sources/lever.ts';

/** A posting on an applicant tracking system, as its address names it. */
export type TrackedPosting =
  | { source: 'greenhouse'; job: GreenhouseJobRef }
  | { source: 'lever'; job: LeverPostingRef }
  | { source: 'ashby'; job: AshbyJobRef };

export const SOURCE_NAMES: Record<BoardSource, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
};

/** The posting at a Greenhouse, Lever or Ashby address; null for any other address. */
export function recogniseTrackedPosting(url: URL): TrackedPosting | null {
  const greenhouse = recogniseGreenhouseUrl(url);
  if (greenhouse) return { source: 'greenhouse', job: greenhouse };
  const lever = recogniseLeverUrl(url);
  if (lever) return { source: 'lever', job: lever };
  const ashby = recogniseAshbyUrl(url);
  return ashby ? { source: 'ashby', job: ashby } : null;
}

/** The address of the API answer that holds the posting (Ashby's holds the whole board). */
export function trackedPostingApiUrl(posting: TrackedPosting, apiUrls: PostingApiUrls): string {
  switch (posting.source) {
    case 'greenhouse':
      return greenhouseJobApiUrl(apiUrls.greenhouse, posting.job);
    case 'lever':
      return leverPostingApiUrl(apiUrls.lever, posting.job);
    case 'ashby':
      return ashbyBoardApiUrl(apiUrls.ashby, posting.job.board);
  }
}

/** The error for an answer that is not the job's details: a web page instead of JSON, or JSON cut short. */
export function notTheJobsDetails(source: BoardSource): PostingFetchError {
  return new PostingFetchError(
    'upstream-error',
    `${SOURCE_NAMES[source]} answered with something other than the job's details. Try again later. ${PASTE_INSTEAD}`,
  );
}

/**
 * The posting in its API's answer (the JSON as text); `fallbackUrl` is the address it was asked for by. Throws a
 * PostingFetchError when the answer does not hold it.
 */
export function readTrackedPosting(
  posting: TrackedPosting,
  answer: string,
  fallbackUrl: string,
): ImportedPosting {
  let json: unknown;
  try {
    json = JSON.parse(answer);
  } catch {
    throw notTheJobsDetails(posting.source);
  }
  switch (posting.source) {
    case 'greenhouse':
      return normaliseGreenhouseJob(json, posting.job.board, fallbackUrl);
    case 'lever':
      return normaliseLeverPosting(json, posting.job.company, fallbackUrl);
    case 'ashby':
      return ashbyJobOnBoard(json, posting.job, fallbackUrl);
  }
}
