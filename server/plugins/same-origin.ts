import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '#server/http-error.ts';
import { hookRoutesOf } from '#server/route-hooks.ts';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request of this method may change something (POST, PUT, PATCH, DELETE). */
export const changesState = (method: string): boolean => STATE_CHANGING_METHODS.has(method);

export type SameOriginOptions = { publicOrigin: string | undefined };

/**
 * A browser names the page's origin on every state-changing request; one from another site is refused, so a
 * page elsewhere cannot act with a visitor's session cookie. Clients that are not browsers send no Origin.
 */
export function isCrossSiteWrite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (!changesState(request.method)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'cross-site';
  const claimed = normalizeOrigin(origin);
  return (
    claimed === undefined ||
    (claimed !== normalizeOrigin(`${request.protocol}://${request.host}`) && claimed !== publicOrigin)
  );
}

/** Scheme, host and port, without a default port; undefined for anything that is not an http(s) origin ("null"). */
function normalizeOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
}

export default fp(
  async function sameOrigin(app: FastifyInstance, options: SameOriginOptions) {
    hookRoutesOf(app, 'onRequest', changesState, (request, _reply, done) => {
      done(
        isCrossSiteWrite(request, options.publicOrigin)
          ? new HttpError(403, 'Requests from other sites are not allowed')
          : undefined,
      );
    });
  },
  { name: 'same-origin' },
);
