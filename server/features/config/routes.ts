import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ClientConfig, clientConfigSchema } from '#common/api/config.ts';
import type { Config } from '#server/config.ts';

const AI_PROVIDER_LABELS: Record<Config['aiProvider'], string> = { local: 'the built-in CareerPilot engine' };

const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const clientConfig: ClientConfig = {
    aiProvider: config.aiProvider,
    aiProviderLabel: AI_PROVIDER_LABELS[config.aiProvider],
    supportEmail: config.supportEmail,
    payments: {
      provider: app.payments.name,
      publishableKey: app.payments.publishableKey,
      priceIds: app.payments.priceIds,
    },
  };
  app.get(
    '/config',
    {
      schema: {
        summary: 'What the browser needs to know of the configuration',
        tags: ['config'],
        response: { 200: clientConfigSchema },
      },
    },
    async () => clientConfig,
  );
};

export default configRoutes;
