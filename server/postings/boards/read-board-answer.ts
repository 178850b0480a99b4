import type { BoardPosting, BoardRef, BoardSource } from '../posting.ts';
import { objectAt } from '../posting.ts';
import { ashbyBoardPosting } from '../sources/ashby.ts';
import { greenhouseBoardPosting } from '../sources/greenhouse.ts';
import { leverBoardPosting } from '../sources/lever.ts';

/** One answer of a board's API read: its postings and how many items it listed, or why it could not be read. */
export type BoardAnswer =
  | { kind: 'read'; postings: BoardPosting[]; items: number }
  | { kind: 'not-json' }
  | { kind: 'unexpected-shape' };

const POSTING_READERS: Record<BoardSource, (item: unknown, board: string) => BoardPosting | null> = {
  greenhouse: greenhouseBoardPosting,
  lever: leverBoardPosting,
  ashby: ashbyBoardPosting,
};

/**
 * The postings of one answer of a board's API (the JSON as text): the `jobs` of Greenhouse's and Ashby's, the items of
 * a page of Lever's. Items without an id or title are left out but counted.
 */
export function readBoardAnswer({ source, board }: BoardRef, answer: string): BoardAnswer {
  let json: unknown;
  try {
    json = JSON.parse(answer);
  } catch {
    return { kind: 'not-json' };
  }
  const items = source === 'lever' ? json : objectAt(json).jobs;
  if (!Array.isArray(items)) return { kind: 'unexpected-shape' };
  const read = POSTING_READERS[source];
  const postings = items.map((item) => read(item, board)).filter((posting) => posting !== null);
  return { kind: 'read', postings, items: items.length };
}
