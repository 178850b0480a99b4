import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { addressRefusal } from './address-policy.ts';
import { PASTE_INSTEAD, PostingFetchError } from './posting-fetch-error.ts';

export const DEFAULT_FETCH_TIMEOUT_MS = 8_000;
export const DEFAULT_FETCH_MAX_BYTES = 3 * 1024 * 1024;
const MAX_REDIRECTS = 3;

/** What a caller can read: a web page, or a JSON document (an API's answer). */
export type ContentKind = 'html' | 'json';

const MEDIA_TYPES: Record<ContentKind, readonly string[]> = {
  html: ['text/html'],
  json: ['application/json', 'application/ld+json'],
};

const ACCEPT_HEADERS: Record<ContentKind, string> = {
  html: 'text/html',
  json: 'application/json, application/ld+json',
};

export type SafeFetchOptions = {
  /** The whole fetch, redirects and body included. */
  timeoutMs?: number;
  /** The most bytes of (decompressed) body read before the fetch is refused. */
  maxBytes?: number;
  /** The kinds of content accepted; anything else is refused. */
  accept?: readonly ContentKind[];
  /**
   * Origins (scheme, host and port) let through although their address is not public: the configured API servers
   * (not user input) and, in tests, a stand-in on 127.0.0.1. Every other origin must resolve to public addresses.
   */
  allowedOrigins?: readonly string[];
  /** Ends the fetch early; the signal's reason is thrown as it is. */
  signal?: AbortSignal;
};

export type FetchedDocument = {
  /** The address the body came from, after redirects. */
  url: string;
  kind: ContentKind;
  mediaType: string;
  body: string;
};

type VettedAddress = { address: string; family: 4 | 6 };
/** Every address the host resolved to, each checked; connections try them in order. */
type VettedAddresses = [VettedAddress, ...VettedAddress[]];

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

function unreachable(url: URL): PostingFetchError {
  return new PostingFetchError(
    'unreachable',
    `Could not reach ${hostOf(url)}. Check the address, or paste the job description instead.`,
  );
}

/** The address as a URL, when it is one we may fetch at all (http or https, no user name or password). */
export function parseFetchTarget(address: string | URL): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new PostingFetchError(
      'bad-address',
      `That is not a web address: enter one that starts with https://. ${PASTE_INSTEAD}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PostingFetchError(
      'bad-address',
      `Only http:// and https:// addresses can be imported. ${PASTE_INSTEAD}`,
    );
  if (url.username || url.password)
    throw new PostingFetchError(
      'bad-address',
      `A web address with a user name or password cannot be imported. ${PASTE_INSTEAD}`,
    );
  return url;
}

function refusedAddress(url: URL): PostingFetchError {
  return new PostingFetchError(
    'refused-address',
    `${hostOf(url)} is a private or local address, which cannot be imported from. Use the posting's public address. ${PASTE_INSTEAD}`,
  );
}

/** The promise's outcome, or the signal's reason (a resolver can take far longer than the time limit). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The address to connect to: a literal IP, or every address the name resolves to, each of them public. */
async function vetAddresses(url: URL, allowed: boolean, signal: AbortSignal): Promise<VettedAddresses> {
  const host = hostOf(url);
  const literalFamily = isIP(host);
  if (literalFamily !== 0) {
    if (!allowed && addressRefusal(host) !== null) throw refusedAddress(url);
    return [{ address: host, family: literalFamily === 4 ? 4 : 6 }];
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = await untilAborted(dnsLookup(host, { all: true, verbatim: true }), signal);
  } catch (error) {
    if (signal.aborted || isAbort(error)) throw error;
    throw unreachable(url);
  }
  const [first, ...rest] = addresses.map(
    ({ address, family }): VettedAddress => ({ address, family: family === 6 ? 6 : 4 }),
  );
  if (!first) throw unreachable(url);
  if (!allowed && [first, ...rest].some(({ address }) => addressRefusal(address) !== null))
    throw refusedAddress(url);
  return [first, ...rest];
}

/** A lookup that answers with the addresses already vetted, so that DNS cannot re-point the connection. */
function pinnedLookup(addresses: VettedAddresses): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}

function send(url: URL, vetted: VettedAddresses, accept: readonly ContentKind[], signal: AbortSignal) {
  const options: RequestOptions = {
    method: 'GET',
    hostname: hostOf(url),
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    headers: {
      accept: accept.map((kind) => ACCEPT_HEADERS[kind]).join(', '),
      'accept-encoding': 'gzip, deflate, br',
      'user-agent': 'CareerPilot/1.0 (job posting import)',
    },
    lookup: pinnedLookup(vetted),
    agent: false,
    signal,
  };
  const requestFunction = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = requestFunction(options, resolve);
    request.on('error', reject);
    request.end();
  });
}

function mediaTypeOf(response: IncomingMessage): string {
  return (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function contentKindOf(mediaType: string, accept: readonly ContentKind[]): ContentKind | null {
  return accept.find((kind) => MEDIA_TYPES[kind].includes(mediaType)) ?? null;
}

function tooLarge(url: URL, maxBytes: number): PostingFetchError {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new PostingFetchError(
    'too-large',
    `The page at ${hostOf(url)} is larger than ${megabytes} MB, too large to read as a job posting. ${PASTE_INSTEAD}`,
  );
}

function decompressorFor(response: IncomingMessage): Transform | null {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip();
  if (encoding === 'deflate') return createInflate();
  if (encoding === 'br') return createBrotliDecompress();
  return null;
}

/** The body, at most `maxBytes` of it after decompression, whatever Content-Length claims. */
async function readBody(response: IncomingMessage, url: URL, maxBytes: number, signal: AbortSignal) {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(url, maxBytes);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      total += chunk.length;
      if (total > maxBytes) throw tooLarge(url, maxBytes);
      chunks.push(chunk);
    }
  };
  const decompressor = decompressorFor(response);
  try {
    if (decompressor) await pipeline(response, decompressor, collect, { signal });
    else await pipeline(response, collect, { signal });
  } catch (error) {
    if (error instanceof PostingFetchError || signal.aborted || isAbort(error)) throw error;
    throw new PostingFetchError(
      'upstream-error',
      `The answer from ${hostOf(url)} broke off or could not be read. Try again later. ${PASTE_INSTEAD}`,
    );
  }
  return Buffer.concat(chunks);
}

const META_CHARSET = /<meta[^<>]{0,200}?charset\s{0,4}=\s{0,4}["']?([\w.:-]{1,40})/i;
const HEADER_CHARSET = /charset\s{0,4}=\s{0,4}"?([\w.:-]{1,40})/i;

/** The body as text, in the charset the header names, else the one an HTML page declares, else UTF-8. */
function decodeBody(bytes: Buffer, contentType: string, kind: ContentKind): string {
  const declared =
    HEADER_CHARSET.exec(contentType)?.[1] ??
    (kind === 'html' ? META_CHARSET.exec(bytes.subarray(0, 2048).toString('latin1'))?.[1] : undefined);
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function failureForStatus(url: URL, response: IncomingMessage): PostingFetchError {
  const status = response.statusCode ?? 0;
  const retryAfter = response.headers['retry-after'];
  const upstream = { status, retryAfter: typeof retryAfter === 'string' ? retryAfter : null };
  if (status === 404 || status === 410)
    return new PostingFetchError(
      'not-found',
      `${hostOf(url)} has no job posting at that address: it may have been filled or taken down. Check the address. ${PASTE_INSTEAD}`,
      upstream,
    );
  return new PostingFetchError(
    'upstream-error',
    `${hostOf(url)} answered with an error (${status}). Try again later. ${PASTE_INSTEAD}`,
    upstream,
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

async function fetchFollowingRedirects(
  start: URL,
  options: Required<Omit<SafeFetchOptions, 'signal'>>,
  signal: AbortSignal,
): Promise<FetchedDocument> {
  const allowedOrigins = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    const vetted = await vetAddresses(url, allowedOrigins.has(url.origin), signal);
    const response = await send(url, vetted, options.accept, signal).catch((error: unknown) => {
      if (signal.aborted || isAbort(error)) throw error;
      throw unreachable(url);
    });
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      response.destroy();
      if (redirects >= MAX_REDIRECTS)
        throw new PostingFetchError(
          'too-many-redirects',
          `${hostOf(start)} redirected more than ${MAX_REDIRECTS} times. Open the posting in a browser and copy its final address. ${PASTE_INSTEAD}`,
        );
      url = parseFetchTarget(new URL(location, url));
      continue;
    }
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.destroy();
      throw failureForStatus(url, response);
    }
    const mediaType = mediaTypeOf(response);
    const kind = contentKindOf(mediaType, options.accept);
    if (!kind) {
      response.destroy();
      throw new PostingFetchError(
        'unsupported-content',
        `The address leads to ${mediaType ? `a ${mediaType} file` : 'something'} rather than a web page with a job posting. ${PASTE_INSTEAD}`,
      );
    }
    const bytes = await readBody(response, url, options.maxBytes, signal);
    const contentType = String(response.headers['content-type'] ?? '');
    return { url: url.href, kind, mediaType, body: decodeBody(bytes, contentType, kind) };
  }
}

/**
 * GETs a user-supplied address without letting it reach the server's own network: http(s) only; every hop (at most
 * three redirects, followed by hand) must resolve only to public addresses, and the connection goes to the address
 * that was checked; the whole fetch has a time limit and the body a size limit; only the accepted kinds of content
 * are read. Throws a PostingFetchError with the user's message and the route's status.
 */
export async function safeFetch(
  address: string | URL,
  options: SafeFetchOptions = {},
): Promise<FetchedDocument> {
  const settings: Required<Omit<SafeFetchOptions, 'signal'>> = {
    timeoutMs: options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? DEFAULT_FETCH_MAX_BYTES,
    accept: options.accept ?? ['html'],
    allowedOrigins: options.allowedOrigins ?? [],
  };
  const start = parseFetchTarget(address);
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    return await fetchFollowingRedirects(start, settings, signal);
  } catch (error) {
    if (error instanceof PostingFetchError) throw error;
    if (options.signal?.aborted) throw options.signal.reason;
    if (signal.aborted || isAbort(error))
      throw new PostingFetchError(
        'timeout',
        `${hostOf(start)} took too long to answer. Try again later. ${PASTE_INSTEAD}`,
      );
    throw unreachable(start);
  }
}
