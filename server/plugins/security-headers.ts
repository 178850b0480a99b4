import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type SecurityHeadersOptions = { production: boolean };

/** The page may load only what this server serves; nothing from a CDN, nothing inline but styles. */
export function contentSecurityPolicy(production: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // React and Radix set style attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      upgradeInsecureRequests: production ? [] : null,
    },
  };
}

export default fp(
  async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(options.production),
      strictTransportSecurity: options.production,
    });
  },
  { name: 'security-headers' },
);
