import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, prerenderedPageFile, SCREEN_PATHS } from '#common/routes.ts';
import { generateSessionToken } from '#server/sessions/tokens.ts';
import { SECURE_VISITOR_COOKIE, VISITOR_COOKIE } from '#server/sessions/visitor-cookie.ts';
import { buildTestApp } from '#server/testing/test-app.ts';

let clientRoot: string;

beforeAll(async () => {
  clientRoot = await mkdtemp(join(tmpdir(), 'careerpilot-client-'));
  await mkdir(join(clientRoot, 'assets'));
  for (const path of [...SCREEN_PATHS, NOT_FOUND_PATH]) {
    const page = join(clientRoot, prerenderedPageFile(path));
    await mkdir(dirname(page), { recursive: true });
    await writeFile(page, `<!doctype html><div id="root" data-prerendered-path="${path}"></div>`);
  }
  await writeFile(
    join(clientRoot, prerenderedPageFile('/applications', { withoutSession: true })),
    '<!doctype html><div id="root" data-prerendered-path="/applications" data-answered-without-session="/api/applications"></div>',
  );
  await writeFile(join(clientRoot, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(clientRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(() => rm(clientRoot, { recursive: true, force: true }));

describe('the web client', () => {
  it.each([
    '/',
    '/waitlist',
    '/subscribe',
    '/dashboard',
    '/resume',
    '/linkedin',
    '/interview',
    '/career',
    '/subscription',
    '/applications',
    '/resume/tailor',
    '/auth',
    '/signin',
    '/waitlist/confirm',
  ])('serves the page pre-rendered for the screen at %s', async (path) => {
    const app = await buildTestApp({ clientRoot });
    const response = await app.inject({ method: 'GET', url: `${path}?from=email` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain(`data-prerendered-path="${path}"`);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves a visitor without a session cookie the page rendered for them, where the build wrote one', async () => {
    const app = await buildTestApp({ clientRoot });
    const page = async (cookie?: string) => {
      const response = await app.inject({
        method: 'GET',
        url: '/applications',
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toMatch(/\bCookie\b/);
      return response.body.includes('data-answered-without-session') ? 'without session' : 'for everyone';
    };
    expect(await page()).toBe('without session');
    expect(await page('theme=dark; other=1')).toBe('without session');
    expect(await page('theme=dark; cp_session=anything')).toBe('for everyone');
    expect(await page('__Host-cp_session=anything')).toBe('for everyone');
    expect(await page(`cp_visitor=${generateSessionToken()}`)).toBe('without session');
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.body).toContain('data-prerendered-path="/dashboard"');
  });

  it.each([
    ['development', VISITOR_COOKIE, false],
    ['production', SECURE_VISITOR_COOKIE, true],
  ] as const)('gives a browser its visitor id with its first page (%s)', async (nodeEnv, name, secure) => {
    const app = await buildTestApp({ clientRoot, config: { nodeEnv } });
    const first = await app.inject({ method: 'GET', url: '/interview' });
    const given = first.cookies.find((cookie) => cookie.name === name);
    expect(given).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(Boolean(given?.secure)).toBe(secure);
    expect(given?.value).toMatch(/^[\w-]{43}$/);
    const visitorId = `${name}=${given?.value}`;
    for (const cookie of [
      visitorId,
      `${visitorId}; theme=dark`,
      'cp_session=anything',
      '__Host-cp_session=x',
    ]) {
      const again = await app.inject({ method: 'GET', url: '/interview', headers: { cookie } });
      expect(again.cookies, cookie).toEqual([]);
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.cookies).toEqual([]);
  });

  it("serves a screen's page for its path with a trailing slash", async () => {
    const app = await buildTestApp({ clientRoot });
    const response = await app.inject({ method: 'GET', url: '/dashboard/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-prerendered-path="/dashboard"');
  });

  it.each(['/no-such-page', '/dashboard.html', '/resume/tailor/7'])(
    'serves the not-found page with status 404 at %s, a path that is no screen',
    async (path) => {
      const app = await buildTestApp({ clientRoot });
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain(`data-prerendered-path="${NOT_FOUND_PATH}"`);
    },
  );

  it('caches hashed assets for a year and other files not at all', async () => {
    const app = await buildTestApp({ clientRoot });
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset and non-GET requests outside /api with 404', async () => {
    const app = await buildTestApp({ clientRoot });
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toMatch(/^Not found/);
  });

  it('keeps /api paths JSON even with a client', async () => {
    const app = await buildTestApp({ clientRoot });
    const response = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No API route for GET /api/nothing' });
  });
});

describe('the precompressed copies the build writes', () => {
  let builtRoot: string;

  beforeAll(async () => {
    builtRoot = await mkdtemp(join(tmpdir(), 'careerpilot-built-client-'));
    await mkdir(join(builtRoot, 'assets'));
    await mkdir(join(builtRoot, 'pages'));
    await writeFile(join(builtRoot, prerenderedPageFile('/')), '<!doctype html><div id="root"></div>');
    const script = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);
    await writeFile(join(builtRoot, 'assets', 'index-1.js'), script);
    await writeFile(join(builtRoot, 'assets', 'index-1.js.br'), brotliCompressSync(script));
  });

  afterAll(() => rm(builtRoot, { recursive: true, force: true }));

  it('sends the Brotli copy of an asset to a browser that accepts it', async () => {
    const app = await buildTestApp({ clientRoot: builtRoot });
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/index-1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toMatch(/^console\.log/);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^console\.log/);
  });
});
