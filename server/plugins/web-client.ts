import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { INLINE_SCRIPTS_FILE, isAppPath, prerenderedPageFile } from '#common/routes.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '#server/sessions/plugin.ts';
import { visitorCookieForPage } from '#server/sessions/visitor-cookie.ts';

export type WebClientOptions = { root: string; secureCookies: boolean };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether `root` holds a built client, its pages pre-rendered (scripts/prerender.ts). */
const hasBuiltClient = (root: string) => existsSync(join(root, prerenderedPageFile('/')));

/** A script's SHA-256, as a content security policy names it. */
const INLINE_SCRIPT_HASHES = z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/));

/**
 * The hash of every script inline in the built client's pages, which the build lists beside them, for the pages'
 * content security policy to allow (none without a built client). A built client without the list, or with one
 * that is no list of hashes, is a stale or broken build: the policy would refuse its pages' scripts.
 */
export async function builtInlineScripts(root: string): Promise<string[]> {
  if (!hasBuiltClient(root)) return [];
  const file = join(root, INLINE_SCRIPTS_FILE);
  try {
    return INLINE_SCRIPT_HASHES.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (cause) {
    throw new Error(
      `the built client's ${file} lists no inline scripts' hashes: build it again (npm run build)`,
      {
        cause,
      },
    );
  }
}

/** Whether the request names a session cookie (valid or not: only one without any surely has no session). */
function sendsSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => {
    const name = pair.split('=', 1)[0]?.trim();
    return name === SESSION_COOKIE || name === SECURE_SESSION_COOKIE;
  });
}

/** The pages the build wrote for a visitor without a session (decision 0043), as paths inside the client root. */
async function pagesWithoutSession(root: string): Promise<Set<string>> {
  const entries = await readdir(join(root, 'pages'), { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.without-session.html'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );
}

/**
 * Serves the built client: hashed assets cached for a year, and for every screen's path the page the build
 * pre-rendered for it (scripts/prerender.ts). A path that is no screen gets the not-found page with status 404.
 */
export default fp(
  async function webClient(app: FastifyInstance, options: WebClientOptions) {
    if (!hasBuiltClient(options.root)) {
      app.log.warn({ root: options.root }, 'no built web client; serving the API only (run "npm run build")');
      app.setNotFoundHandler((request, reply) =>
        reply.code(404).send({ message: `Not found: ${request.method} ${request.url}` }),
      );
      return;
    }

    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of every text asset (scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });

    const withoutSession = await pagesWithoutSession(options.root);
    /** A first visit (no session cookie) gets the page rendered with what it owns: nothing (decision 0043). */
    const pageFor = (pathname: string, firstVisit: boolean) => {
      const page = prerenderedPageFile(pathname, { withoutSession: true });
      return withoutSession.has(page) && firstVisit ? page : prerenderedPageFile(pathname);
    };

    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(404).send({ message: `Not found: ${request.method} ${request.url}` });
      }
      const pathname = new URL(request.url, 'http://localhost').pathname;
      const firstVisit = !sendsSessionCookie(request.headers.cookie);
      // The page is a browser's first answer: its visitor id comes with it (decision 0061).
      const visitorCookie = firstVisit && visitorCookieForPage(request.headers.cookie, options.secureCookies);
      if (visitorCookie) reply.header('set-cookie', visitorCookie);
      return reply
        .code(isAppPath(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .sendFile(pageFor(pathname, firstVisit));
    });
  },
  { name: 'web-client' },
);
