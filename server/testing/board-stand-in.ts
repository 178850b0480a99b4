import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BoardRef, BoardSource, PostingApiUrls } from '#server/postings/posting.ts';
import { sendJson, startStandIn } from './posting-stand-in.ts';

/** How a registered board answers; normally, with its postings in its API's documented shape. */
export type BoardBehaviour = {
  /** Answer with this status (and the API's error body) instead of the postings. */
  status?: 404 | 500;
  /** How many requests answer with `status` before the board answers normally; all of them when unset. */
  statusTimes?: number;
  /** The first `times` requests answer 429 with this Retry-After header. */
  rateLimited?: { retryAfter: string; times: number };
  /** Wait this long before answering. */
  delayMs?: number;
  /** Answer 200 with this body and content type instead of the postings: a malformed answer. */
  rawBody?: { contentType: string; body: string };
};

export type BoardStandIn = {
  origin: string;
  /** The three API base URLs, each on its own path of the stand-in, to give to listBoard. */
  apiUrls: PostingApiUrls;
  /** Serves the board's postings (items in its API's shape) with the behaviour given; replaces an earlier one. */
  register(ref: BoardRef, postings: unknown[], behaviour?: BoardBehaviour): void;
  /** How many requests a path (without its query) has had. */
  requestCount(path: string): number;
  /** Every request so far, path and query. */
  requests: string[];
  close(): Promise<void>;
};

/** A recorded board answer of server/testing/fixtures/boards/, e.g. 'greenhouse-acme.json'. */
export function boardFixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/boards/${name}`, import.meta.url), 'utf8')) as unknown;
}

type Registered = { postings: unknown[]; behaviour: BoardBehaviour; served: number };

const BOARD_PATHS: Record<BoardSource, { prefix: string; suffix: string }> = {
  greenhouse: { prefix: '/greenhouse/v1/boards/', suffix: '/jobs' },
  lever: { prefix: '/lever/v0/postings/', suffix: '' },
  ashby: { prefix: '/ashby/posting-api/job-board/', suffix: '' },
};

/** The board a path asks for, when it has that shape. */
function boardOfPath(path: string): BoardRef | null {
  for (const [source, { prefix, suffix }] of Object.entries(BOARD_PATHS) as [
    BoardSource,
    (typeof BOARD_PATHS)[BoardSource],
  ][]) {
    if (!path.startsWith(prefix) || !path.endsWith(suffix)) continue;
    const board = decodeURIComponent(path.slice(prefix.length, path.length - suffix.length));
    if (board && !board.includes('/')) return { source, board };
  }
  return null;
}

const NOT_FOUND_BODIES: Record<BoardSource, unknown> = {
  greenhouse: { status: 404, error: 'Job not found' },
  lever: { ok: false, error: 'Document not found' },
  ashby: { success: false, errors: ['Job board not found'] },
};

/** The board's answer in its API's documented shape; Lever's honours skip and limit. */
function documentedAnswer(source: BoardSource, postings: unknown[], query: URLSearchParams): unknown {
  if (source === 'greenhouse') return { jobs: postings, meta: { total: postings.length } };
  if (source === 'ashby') return { apiVersion: '1', jobs: postings };
  const skip = Number(query.get('skip') ?? 0);
  const limit = query.has('limit') ? Number(query.get('limit')) : postings.length;
  return postings.slice(skip, skip + limit);
}

function answer(source: BoardSource, entry: Registered, query: URLSearchParams, response: ServerResponse) {
  const { behaviour } = entry;
  entry.served += 1;
  if (behaviour.rateLimited && entry.served <= behaviour.rateLimited.times) {
    response.writeHead(429, {
      'content-type': 'application/json',
      'retry-after': behaviour.rateLimited.retryAfter,
    });
    response.end(JSON.stringify({ error: 'Too many requests' }));
    return;
  }
  const failing = behaviour.status !== undefined && entry.served <= (behaviour.statusTimes ?? Infinity);
  if (failing && behaviour.status === 404) return sendJson(response, NOT_FOUND_BODIES[source], 404);
  if (failing) return sendJson(response, { error: 'Internal server error' }, behaviour.status);
  if (behaviour.rawBody) {
    response.writeHead(200, { 'content-type': behaviour.rawBody.contentType });
    response.end(behaviour.rawBody.body);
    return;
  }
  sendJson(response, documentedAnswer(source, entry.postings, query));
}

/**
 * The public job board APIs of Greenhouse, Lever and Ashby on 127.0.0.1 (a free port), each under its own path
 * (/greenhouse, /lever, /ashby), serving the boards registered with their behaviours; any other board answers 404
 * as the real APIs do.
 */
export async function startBoardStandIn(): Promise<BoardStandIn> {
  const boards = new Map<string, Registered>();
  const keyOf = (ref: BoardRef) => `${ref.source}:${ref.board}`;
  const counts = new Map<string, number>();
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    const ref = boardOfPath(url.pathname);
    const entry = ref ? boards.get(keyOf(ref)) : undefined;
    if (!ref || !entry) return sendJson(response, { error: 'Not found' }, 404);
    const delayMs = entry.behaviour.delayMs ?? 0;
    if (delayMs > 0) {
      const timer = setTimeout(() => answer(ref.source, entry, url.searchParams, response), delayMs);
      response.on('close', () => clearTimeout(timer));
    } else answer(ref.source, entry, url.searchParams, response);
  };
  const standIn = await startStandIn(handle);
  return {
    origin: standIn.origin,
    apiUrls: {
      greenhouse: `${standIn.origin}/greenhouse`,
      lever: `${standIn.origin}/lever`,
      ashby: `${standIn.origin}/ashby`,
    },
    register(ref, postings, behaviour = {}) {
      boards.set(keyOf(ref), { postings, behaviour, served: 0 });
    },
    requestCount: (path) => counts.get(path) ?? 0,
    requests: standIn.requests,
    close: standIn.close,
  };
}
