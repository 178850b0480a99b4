import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INLINE_SCRIPTS_FILE, NOT_FOUND_PATH, prerenderedPageFile, SCREEN_PATHS } from '#common/routes.ts';
import { buildApp } from '#server/app.ts';
import { generateSessionToken } from '#server/sessions/tokens.ts';
import { SECURE_VISITOR_COOKIE, VISITOR_COOKIE } from '#server/sessions/visitor-cookie.ts';
import { buildTestApp, testConfig } from '#server/testing/test-app.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';

let clientRoot: string;

/** The hash a build lists for its pages' one inline script (any SHA-256 will do for pages without one). */
const LISTED_HASH = `sha256-${createHash('sha256').update('hold()').digest('base64')}`;

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
  await writeFile(join(clientRoot, INLINE_SCRIPTS_FILE), JSON.stringify([LISTED_HASH]));
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

  it("allows the scripts inline in the build's pages in a page's policy, and keeps an API answer's", async () => {
    const app = await buildTestApp({ clientRoot });
    const page = await app.inject({ method: 'GET', url: '/auth' });
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' '${LISTED_HASH}';`);
    for (const url of ['/api/subscribers/count', '/api/nothing']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it.each([
    ['no list of its inline scripts', undefined],
    ['a list that is no JSON', '[sha256-'],
    ['a list of something else than hashes', JSON.stringify(["'unsafe-inline'"])],
  ])('refuses to start on a built client with %s, whose pages the policy would block', async (_, list) => {
    const staleRoot = await mkdtemp(join(tmpdir(), 'careerpilot-stale-client-'));
    const database = await createTestDatabase(inject('testDatabase'));
    try {
      await mkdir(join(staleRoot, 'pages'));
      await writeFile(join(staleRoot, prerenderedPageFile('/')), '<!doctype html><div id="root"></div>');
      if (list !== undefined) await writeFile(join(staleRoot, INLINE_SCRIPTS_FILE), list);
      await expect(buildApp({ config: testConfig(), database, clientRoot: staleRoot })).rejects.toThrow(
        /build it again \(npm run build\)/,
      );
    } finally {
      await database.close();
      await rm(staleRoot, { recursive: true, force: true });
    }
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
    await writeFile(join(builtRoot, INLINE_SCRIPTS_FILE), '[]');
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

/** The scripts written into a page itself, each one's source as the page has it. */
function inlineScriptsOf(html: string): string[] {
  const scripts = DomUtils.findAll((element) => element.name === 'script', parseDocument(html).children);
  return scripts.filter((script) => script.attribs.src === undefined).map(DomUtils.textContent);
}

/** The sources a policy allows scripts from. */
function scriptSources(policy: string): string[] {
  const directive = policy.split(';').find((each) => each.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe("the built client's pages and their content security policy", () => {
  const builtRoot = fileURLToPath(new URL('../../dist/client', import.meta.url));
  const buildScript = fileURLToPath(new URL('../../scripts/build-client-if-stale.ts', import.meta.url));
  /** Every page the build wrote, with the address and cookie the server sends it for. */
  let pages: { file: string; html: string; url: string; cookie?: string }[];

  beforeAll(async () => {
    // As `npm start` builds it, in a process of its own: built here, under the tests' NODE_ENV, React would be its
    // development build, which later runs would take for the current one.
    const { NODE_ENV: _, ...environment } = process.env;
    await promisify(execFile)(process.execPath, [buildScript], { env: environment });
    const files = (await readdir(join(builtRoot, 'pages'), { recursive: true }))
      .filter((file) => file.endsWith('.html'))
      .map((file) => join('pages', file));
    pages = await Promise.all(
      files.map(async (file) => {
        const html = await readFile(join(builtRoot, file), 'utf8');
        const root = DomUtils.getElementById('root', parseDocument(html).children);
        const url = root?.attribs['data-prerendered-path'] ?? '';
        return {
          file,
          html,
          url,
          cookie: file.endsWith('.without-session.html') ? undefined : 'cp_session=x',
        };
      }),
    );
  });

  it('sends each page with a policy that allows every script inline in it, run before any other', async () => {
    const app = await buildTestApp({ clientRoot: builtRoot });
    expect(pages.length).toBeGreaterThan(SCREEN_PATHS.length);
    for (const { file, html, url, cookie } of pages) {
      const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.body, `${file} is what ${url} sends`).toBe(html);
      const inline = inlineScriptsOf(html);
      // What is done on the page is held from its head, before the entry (client/head-script.ts).
      expect(inline, file).toHaveLength(1);
      expect(html.indexOf(`<script>${inline[0]}</script>`), file).toBeLessThan(
        html.indexOf('<script type="module"'),
      );
      const allowed = scriptSources(String(response.headers['content-security-policy']));
      expect(allowed, file).toEqual(expect.arrayContaining(inline.map(hashSource)));
    }
  });

  it('allows no other inline script, in a page or anywhere else, and an API answer none at all', async () => {
    const app = await buildTestApp({ clientRoot: builtRoot });
    const inPages = [...new Set(pages.flatMap(({ html }) => inlineScriptsOf(html)).map(hashSource))];
    for (const url of ['/', '/auth', '/no-such-page', '/healthz', '/favicon.svg']) {
      const policy = String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(scriptSources(policy), url).toEqual(["'self'", ...inPages]);
      expect(policy, url).toContain("script-src-attr 'none'");
    }
    const answer = await app.inject({ method: 'GET', url: '/api/subscribers/count' });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
