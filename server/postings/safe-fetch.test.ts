import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandIn, sendHtml, sendJson, startStandIn } from '#server/testing/posting-stand-in.ts';
import { PostingFetchError } from './posting-fetch-error.ts';
import { safeFetch } from './safe-fetch.ts';

const MEGABYTE = 1024 * 1024;

async function failureOf(promise: Promise<unknown>): Promise<PostingFetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PostingFetchError) return error;
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

let site: StandIn;
let otherSite: StandIn;
const allowed = () => ({ allowedOrigins: [site.origin] });

beforeAll(async () => {
  otherSite = await startStandIn((_request, response) => sendHtml(response, '<p>private</p>'));
  site = await startStandIn((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    switch (path) {
      case '/page':
        return sendHtml(response, '<p>Hello</p>');
      case '/latin1':
        response.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
        return response.end(Buffer.from('<p>Caf\xe9</p>', 'latin1'));
      case '/meta-charset':
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end(Buffer.from('<meta charset="windows-1252"><p>\x93quoted\x94</p>', 'latin1'));
      case '/gzip':
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return response.end(gzipSync('<p>Compressed</p>'));
      case '/gzip-bomb':
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return response.end(gzipSync(Buffer.alloc(10 * MEGABYTE, 'a')));
      case '/corrupt-gzip':
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return response.end('this is not gzip');
      case '/json':
        return sendJson(response, { ok: true });
      case '/pdf':
        response.writeHead(200, { 'content-type': 'application/pdf' });
        return response.end('%PDF-1.7');
      case '/no-type':
        response.writeHead(200);
        return response.end('<p>Untyped</p>');
      case '/huge-unannounced':
        response.writeHead(200, { 'content-type': 'text/html' });
        for (let chunk = 0; chunk < 10; chunk += 1) response.write(Buffer.alloc(MEGABYTE, 'x'));
        return response.end();
      case '/huge-announced':
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(10 * MEGABYTE) });
        return response.write('<p>start');
      case '/slow-headers':
        setTimeout(() => sendHtml(response, '<p>late</p>'), 2_000).unref();
        return;
      case '/slow-body':
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<p>first part');
        return;
      case '/missing':
        return sendHtml(response, 'gone', 404);
      case '/broken':
        return sendHtml(response, 'oops', 500);
      case '/rate-limited':
        response.writeHead(429, { 'content-type': 'text/html', 'retry-after': '90' });
        return response.end('slow down');
      case '/redirect-relative':
        response.writeHead(302, { location: '/page' });
        return response.end();
      case '/redirect-chain': {
        const hops = Number(new URL(request.url ?? '', 'http://x').searchParams.get('hops'));
        response.writeHead(301, { location: hops > 1 ? `/redirect-chain?hops=${hops - 1}` : '/page' });
        return response.end();
      }
      case '/redirect-other-port':
        response.writeHead(302, { location: `${otherSite.origin}/secret` });
        return response.end();
      case '/redirect-metadata':
        response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' });
        return response.end();
      case '/redirect-decimal-loopback':
        response.writeHead(302, { location: 'http://2130706433/' });
        return response.end();
      case '/redirect-file':
        response.writeHead(302, { location: 'file:///etc/passwd' });
        return response.end();
      default:
        return sendHtml(response, 'not found', 404);
    }
  });
});

afterAll(async () => {
  await site.close();
  await otherSite.close();
});

describe('safeFetch', () => {
  it('reads a page from an allowed origin', async () => {
    const page = await safeFetch(`${site.origin}/page`, allowed());
    expect(page).toEqual({
      url: `${site.origin}/page`,
      kind: 'html',
      mediaType: 'text/html',
      body: '<p>Hello</p>',
    });
  });

  it('decodes the charset the header names, else the one the page declares', async () => {
    expect((await safeFetch(`${site.origin}/latin1`, allowed())).body).toBe('<p>Café</p>');
    expect((await safeFetch(`${site.origin}/meta-charset`, allowed())).body).toContain('“quoted”');
  });

  it('decompresses a gzip body', async () => {
    expect((await safeFetch(`${site.origin}/gzip`, allowed())).body).toBe('<p>Compressed</p>');
  });

  it('says a body that cannot be unpacked could not be read', async () => {
    const failure = await failureOf(safeFetch(`${site.origin}/corrupt-gzip`, allowed()));
    expect(failure).toMatchObject({ reason: 'upstream-error', statusCode: 502 });
  });

  it('reads JSON only when asked to', async () => {
    const json = await safeFetch(`${site.origin}/json`, { ...allowed(), accept: ['json'] });
    expect(JSON.parse(json.body)).toEqual({ ok: true });
    const failure = await failureOf(safeFetch(`${site.origin}/json`, allowed()));
    expect(failure).toMatchObject({ reason: 'unsupported-content', statusCode: 422 });
  });

  it('refuses content that is not a web page, or does not say what it is', async () => {
    const pdf = await failureOf(safeFetch(`${site.origin}/pdf`, allowed()));
    expect(pdf).toMatchObject({ reason: 'unsupported-content', statusCode: 422 });
    expect(pdf.message).toContain('application/pdf');
    const untyped = await failureOf(safeFetch(`${site.origin}/no-type`, allowed()));
    expect(untyped).toMatchObject({ reason: 'unsupported-content', statusCode: 422 });
  });

  it('refuses a loopback address unless its origin is allowed, without connecting to it', async () => {
    const before = site.requests.length;
    const failure = await failureOf(safeFetch(`${site.origin}/page`));
    expect(failure).toMatchObject({ reason: 'refused-address', statusCode: 400 });
    expect(failure.message).toContain('127.0.0.1 is a private or local address');
    expect(site.requests.length).toBe(before);
  });

  it('refuses a name that resolves to a loopback address', async () => {
    const port = new URL(site.origin).port;
    const failure = await failureOf(safeFetch(`http://localhost:${port}/page`));
    expect(failure).toMatchObject({ reason: 'refused-address', statusCode: 400 });
  });

  it.each([
    'http://2130706433/',
    'http://0x7f.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]/',
    'http://10.0.0.1/',
    'http://0.0.0.0/',
  ])('refuses %s', async (address) => {
    expect(await failureOf(safeFetch(address))).toMatchObject({ reason: 'refused-address', statusCode: 400 });
  });

  it.each([
    'ftp://example.com/job',
    'file:///etc/passwd',
    'not an address',
    'https://user:secret@example.com/',
  ])('refuses %j as an address', async (address) => {
    expect(await failureOf(safeFetch(address))).toMatchObject({ reason: 'bad-address', statusCode: 400 });
  });

  it('follows redirects within allowed origins, up to three', async () => {
    expect((await safeFetch(`${site.origin}/redirect-relative`, allowed())).url).toBe(`${site.origin}/page`);
    expect((await safeFetch(`${site.origin}/redirect-chain?hops=3`, allowed())).body).toBe('<p>Hello</p>');
    const failure = await failureOf(safeFetch(`${site.origin}/redirect-chain?hops=4`, allowed()));
    expect(failure).toMatchObject({ reason: 'too-many-redirects', statusCode: 502 });
  });

  it('refuses a redirect to 127.0.0.1 on another port, which is not allowed', async () => {
    const failure = await failureOf(safeFetch(`${site.origin}/redirect-other-port`, allowed()));
    expect(failure).toMatchObject({ reason: 'refused-address', statusCode: 400 });
    expect(otherSite.requests).toEqual([]);
  });

  it.each(['/redirect-metadata', '/redirect-decimal-loopback'])(
    'refuses the private redirect %s',
    async (path) => {
      const failure = await failureOf(safeFetch(`${site.origin}${path}`, allowed()));
      expect(failure).toMatchObject({ reason: 'refused-address', statusCode: 400 });
    },
  );

  it('refuses a redirect away from http(s)', async () => {
    const failure = await failureOf(safeFetch(`${site.origin}/redirect-file`, allowed()));
    expect(failure).toMatchObject({ reason: 'bad-address', statusCode: 400 });
  });

  it('refuses a 10 MB page that sends no Content-Length, having read no more than the limit', async () => {
    const failure = await failureOf(safeFetch(`${site.origin}/huge-unannounced`, allowed()));
    expect(failure).toMatchObject({ reason: 'too-large', statusCode: 413 });
    expect(failure.message).toContain('larger than 3 MB');
  });

  it('refuses a page whose Content-Length is over the limit without reading it', async () => {
    const failure = await failureOf(safeFetch(`${site.origin}/huge-announced`, allowed()));
    expect(failure).toMatchObject({ reason: 'too-large', statusCode: 413 });
  });

  it('refuses a small compressed body that unpacks beyond the limit', async () => {
    const failure = await failureOf(safeFetch(`${site.origin}/gzip-bomb`, allowed()));
    expect(failure).toMatchObject({ reason: 'too-large', statusCode: 413 });
  });

  it('gives up on a site that is slow to answer, or slow to finish', async () => {
    for (const path of ['/slow-headers', '/slow-body']) {
      const started = Date.now();
      const failure = await failureOf(safeFetch(`${site.origin}${path}`, { ...allowed(), timeoutMs: 300 }));
      expect(failure).toMatchObject({ reason: 'timeout', statusCode: 504 });
      expect(Date.now() - started).toBeLessThan(1_500);
    }
  });

  it('says a removed page is not there, and passes on a server error', async () => {
    const missing = await failureOf(safeFetch(`${site.origin}/missing`, allowed()));
    expect(missing).toMatchObject({ reason: 'not-found', statusCode: 422 });
    const broken = await failureOf(safeFetch(`${site.origin}/broken`, allowed()));
    expect(broken).toMatchObject({ reason: 'upstream-error', statusCode: 502 });
    expect(broken.message).toContain('(500)');
  });

  it('tells the status and Retry-After of an error answer', async () => {
    const missing = await failureOf(safeFetch(`${site.origin}/missing`, allowed()));
    expect(missing.upstream).toEqual({ status: 404, retryAfter: null });
    const limited = await failureOf(safeFetch(`${site.origin}/rate-limited`, allowed()));
    expect(limited).toMatchObject({ reason: 'upstream-error', upstream: { status: 429, retryAfter: '90' } });
    const unreachable = await failureOf(
      safeFetch(`${site.origin}/slow-headers`, { ...allowed(), timeoutMs: 100 }),
    );
    expect(unreachable.upstream).toBeNull();
  });

  it("ends when the caller's signal aborts, with the signal's reason", async () => {
    const controller = new AbortController();
    const fetching = safeFetch(`${site.origin}/slow-headers`, { ...allowed(), signal: controller.signal });
    setTimeout(() => controller.abort(new Error('shutting down')), 20);
    await expect(fetching).rejects.toThrow('shutting down');
  });

  it('says a site that cannot be reached cannot be reached', async () => {
    const closed = await startStandIn(() => undefined);
    await closed.close();
    const failure = await failureOf(safeFetch(`${closed.origin}/page`, { allowedOrigins: [closed.origin] }));
    expect(failure).toMatchObject({ reason: 'unreachable', statusCode: 503 });
    expect(failure.message).toBe(
      'Could not reach 127.0.0.1. Check the address, or paste the job description instead.',
    );
  });

  it('says a name that does not resolve cannot be reached', async () => {
    const failure = await failureOf(safeFetch('https://no-such-host.invalid/jobs/1', { timeoutMs: 5_000 }));
    expect(failure.reason === 'unreachable' || failure.reason === 'timeout').toBe(true);
  });
});
