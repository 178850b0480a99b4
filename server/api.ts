import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseDriver } from './db/client.ts';
import authRoutes from './features/auth/routes.ts';
import careerRoutes from './features/career/routes.ts';
import configRoutes from './features/config/routes.ts';
import interviewRoutes from './features/interview/routes.ts';
import digestRoutes from './features/jobs/digest/routes.ts';
import jobRoutes from './features/jobs/routes.ts';
import linkedinRoutes from './features/linkedin/routes.ts';
import progressRoutes from './features/progress/routes.ts';
import resumeRoutes from './features/resume/routes.ts';
import subscriptionRoutes from './features/subscription/routes.ts';
import tailoringRoutes from './features/tailoring/routes.ts';
import trackerRoutes from './features/tracker/routes.ts';
import waitlistRoutes from './features/waitlist/routes.ts';
import arrivalOrder from './plugins/arrival-order.ts';
import rateLimit from './plugins/rate-limit.ts';
import sameOrigin from './plugins/same-origin.ts';
import wellFormedText from './plugins/well-formed-text.ts';
import sessions from './sessions/plugin.ts';

export type ApiOptions = { config: Config; driver: DatabaseDriver };

/**
 * Everything under /api: rate limited, same-origin writes dated as they arrive, well-formed text, sessions, then the
 * routes. The hooks take a callback rather than return a promise (decision 0041); those for writes are on the routes
 * of writes alone (decision 0047).
 */
export default async function api(app: FastifyInstance, { config, driver }: ApiOptions) {
  await app.register(rateLimit, { perMinute: config.rateLimitPerMinute, driver });
  await app.register(sameOrigin, { publicOrigin: config.publicOrigin });
  await app.register(arrivalOrder);
  await app.register(wellFormedText);
  await app.register(sessions, { secureCookies: config.nodeEnv === 'production' });

  await app.register(authRoutes);
  await app.register(careerRoutes);
  await app.register(configRoutes, { config });
  await app.register(interviewRoutes);
  await app.register(jobRoutes);
  await app.register(digestRoutes);
  await app.register(linkedinRoutes);
  await app.register(progressRoutes);
  await app.register(resumeRoutes);
  await app.register(subscriptionRoutes);
  await app.register(tailoringRoutes, {
    postingImport: { apiUrls: config.postingApis, allowedOrigins: config.postingAllowedOrigins },
  });
  await app.register(trackerRoutes, { appOrigin: config.mail.linkOrigin });
  await app.register(waitlistRoutes);

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No API route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}
