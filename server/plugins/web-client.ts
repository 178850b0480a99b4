import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isAppPath, prerenderedPageFile } from '#common/routes.ts';

export type WebClientOptions = { root: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client: hashed assets cached for a year, and for every screen's path the page the build
 * pre-rendered for it (scripts/prerender.ts). A path that is no screen gets the not-found page with status 404.
 */
export default fp(
  async function webClient(app: FastifyInstance, options: WebClientOptions) {
    if (!existsSync(join(options.root, prerenderedPageFile('/')))) {
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

    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(404).send({ message: `Not found: ${request.method} ${request.url}` });
      }
      const pathname = new URL(request.url, 'http://localhost').pathname;
      return reply
        .code(isAppPath(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile(prerenderedPageFile(pathname));
    });
  },
  { name: 'web-client' },
);
