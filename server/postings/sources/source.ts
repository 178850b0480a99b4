import { PostingFetchError } from '../posting-fetch-error.ts';

/** GETs a JSON document from an applicant tracking system's API and parses it. */
export type FetchJson = (url: string) => Promise<unknown>;

/** Lever's and Ashby's posting ids: UUIDs. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The error for an API answer or a page that does not hold the posting it should. */
export function noPosting(message: string): PostingFetchError {
  return new PostingFetchError('no-posting', message);
}

/** A board name or posting id from a path segment, decoded; null when it is empty or not plain text. */
export function pathSegment(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    const decoded = decodeURIComponent(segment).trim();
    return decoded && !decoded.includes('/') ? decoded : null;
  } catch {
    return null;
  }
}
