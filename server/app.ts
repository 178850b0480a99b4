import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '#common/api/routes.ts';
import aiProvider from './ai/plugin.ts';
import api from './api.ts';
import type { Config, TrustProxy } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import healthRoutes from './features/health/routes.ts';
import jobBoards from './features/jobs/boards/plugin.ts';
import jobDigest from './features/jobs/digest/plugin.ts';
import textExtraction from './files/plugin.ts';
import { clientErrorHandler, timeoutOptions } from './http-timeouts.ts';
import jobs, { type JobEnginePolling } from './jobs/plugin.ts';
import mail from './mail/plugin.ts';
import payments from './payments/plugin.ts';
import plans from './plans/plugin.ts';
import database from './plugins/database.ts';
import errorHandler from './plugins/error-handler.ts';
import openApi from './plugins/openapi.ts';
import securityHeaders from './plugins/security-headers.ts';
import userReads from './plugins/user-reads.ts';
import webClient, { builtInlineScripts } from './plugins/web-client.ts';

const DEFAULT_CLIENT_ROOT = fileURLToPath(new URL('../dist/client', import.meta.url));

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** The built web client; defaults to dist/client. */
  clientRoot?: string;
  /** The job engine's default polling unless given. */
  jobEngine?: JobEnginePolling;
};

/**
 * Fastify takes addresses as they are, but answers a hop count by trusting no one (it cannot check the peer).
 * The nearest `hops` addresses (the socket's first) are the proxies', as Express counts them.
 */
function proxyTrust(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    ...(config.nodeEnv === 'development' && process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

export async function buildApp({
  config,
  database: handle,
  clientRoot = DEFAULT_CLIENT_ROOT,
  jobEngine,
}: AppOptions) {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...timeoutOptions(config),
    clientErrorHandler: clientErrorHandler(config.requestTimeoutMs),
    // A caller's request id is kept when it is a sane token, so a request can be followed across services.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set as the request arrives (the first hook), so every answer carries it, errors and 404s included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(securityHeaders, {
    production: config.nodeEnv === 'production',
    stripe: config.payments.provider === 'stripe',
    inlineScripts: await builtInlineScripts(clientRoot),
  });
  await app.register(openApi);
  await app.register(database, { handle });
  await app.register(userReads);
  await app.register(jobs, { handle, engine: jobEngine });
  await app.register(mail, config.mail);
  await app.register(errorHandler);
  await app.register(aiProvider, {
    settings: config.ai,
    engineTimeoutMs: config.engineTimeoutMs,
    engineWaitMs: config.engineWaitMs,
  });
  await app.register(textExtraction, { timeoutMs: config.extractionTimeoutMs });
  await app.register(payments, { settings: config.payments });
  await app.register(plans, { enforced: config.planLimits });
  await app.register(jobBoards, { ...config.jobBoards, apiUrls: config.postingApis });
  await app.register(jobDigest);

  await app.register(healthRoutes);
  await app.register(api, { prefix: API_PREFIX, config, driver: handle.driver });
  await app.register(webClient, { root: clientRoot, secureCookies: config.nodeEnv === 'production' });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
