import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export type SecurityHeadersOptions = { production: boolean; stripe: boolean };

/** Stripe.js and its Payment Element, when Stripe takes the payments (its script must come from its host). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The page may load only what this server serves; nothing from a CDN, nothing inline but styles. The one
 * exception is Stripe's own script and frames, and only when Stripe is the payment provider.
 */
export function contentSecurityPolicy({ production, stripe }: SecurityHeadersOptions) {
  const third = (sources: string[]) => (stripe ? sources : []);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'", ...third(STRIPE_SOURCES.connect)],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'", ...third(STRIPE_SOURCES.script)],
      frameSrc: ["'self'", ...third(STRIPE_SOURCES.frame)],
      scriptSrcAttr: ["'none'"],
      // React and Radix set style attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      upgradeInsecureRequests: production ? [] : null,
    },
  };
}

/**
 * The headers helmet sets with these options, worked out once: they are the same on every response, and helmet
 * working them out again per request was a measurable part of a hot read (decision 0037).
 */
export function securityHeaderValues(options: SecurityHeadersOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  const setHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(options),
    strictTransportSecurity: options.production,
  }) as unknown as (request: object, response: object, next: (error?: unknown) => void) => void;
  setHeaders({}, response, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}

export default fp(
  async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
    const values = securityHeaderValues(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(values);
      done();
    });
  },
  { name: 'security-headers' },
);
