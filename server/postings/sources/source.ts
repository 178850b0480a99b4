import { PostingFetchError } from '../posting-fetch-error.ts';

/** Lever's and Ashby's posting ids: UUIDs. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A board's name as Greenhouse, Lever and Ashby give them: letters, digits, '-', '_', '.' and (Ashby's "Acme Labs")
 * spaces. It must hold a letter or a digit, so that it is never '.' or '..', which would lead elsewhere on the API
 * host.
 */
const BOARD_NAME = /^[A-Za-z0-9 ._-]{1,100}$/;
const LETTER_OR_DIGIT = /[A-Za-z0-9]/;

export function isBoardName(name: string): boolean {
  return BOARD_NAME.test(name) && LETTER_OR_DIGIT.test(name);
}

/** The error for an API answer or a page that does not hold the posting it should. */
export function noPosting(message: string): PostingFetchError {
  return new PostingFetchError('no-posting', message);
}

/** The board name a path segment or query value gives, decoded and trimmed; null when it is not a board name. */
export function boardNameIn(segment: string | null | undefined): string | null {
  if (!segment) return null;
  try {
    const decoded = decodeURIComponent(segment).trim();
    return isBoardName(decoded) ? decoded : null;
  } catch {
    return null;
  }
}
