import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export type SecurityHeadersOptions = {
  production: boolean;
  stripe: boolean;
  /** The hash (`sha256-…`) of every script inline in the built client's pages (server/plugins/web-client.ts). */
  inlineScripts: readonly string[];
};

/** Stripe.js and its Payment Element, when Stripe takes the payments (its script must come from its host). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The page may load only what this server serves; nothing from a CDN, nothing inline but styles and the pages' own
 * scripts, each allowed by its hash (decision 0062). The one exception is Stripe's own script and frames, and only
 * when Stripe is the payment provider.
 */
export function contentSecurityPolicy({ production, stripe, inlineScripts }: SecurityHeadersOptions) {
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
      scriptSrc: ["'self'", ...inlineScripts.map((hash) => `'${hash}'`), ...third(STRIPE_SOURCES.script)],
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

/**
 * The headers of an API answer, which is data and never a document (OWASP's REST Security Cheat Sheet): it may load
 * nothing and be framed by no one, is not sniffed into something else, and is read by this origin only. The page's
 * dozen headers (its CSP alone is 300 bytes) went with every JSON answer before; the browser ignores them there.
 * Its HSTS, sent in production, is the page's.
 */
function apiSecurityHeaderValues(pageHeaders: Record<string, string>): Record<string, string> {
  const { 'strict-transport-security': transportSecurity } = pageHeaders;
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(transportSecurity && { 'strict-transport-security': transportSecurity }),
  };
}

/** An answer of the API proper; its documentation under /api/docs is a page. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export default fp(
  async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
    const pageHeaders = securityHeaderValues(options);
    const apiHeaders = apiSecurityHeaderValues(pageHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
