import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClientConfig } from '#common/api/config.ts';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import type { Config } from '#server/config.ts';
import { endpointRoute } from '#server/endpoint-route.ts';

const ENGINE_LABEL = 'the built-in CareerPilot engine';

/** The footer's credit: the engine, or the model; never the address of the server it runs on. */
function aiProviderLabel(ai: Config['ai']): string {
  if (ai.provider === 'local') return ENGINE_LABEL;
  const model = `${ai.model} with ${ENGINE_LABEL}`;
  return ai.fallback === 'local' ? `${model}, which also stands in when the model does not answer` : model;
}

const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const clientConfig: ClientConfig = {
    aiProvider: config.ai.provider,
    aiProviderLabel: aiProviderLabel(config.ai),
    supportEmail: config.supportEmail,
    payments: {
      provider: app.payments.name,
      publishableKey: app.payments.publishableKey,
      priceIds: app.payments.priceIds,
    },
  };
  app.route({
    ...endpointRoute(ENDPOINTS.clientConfig, {
      summary: 'What the browser needs to know of the configuration',
      tags: ['config'],
    }),
    handler: async () => clientConfig,
  });
};

export default configRoutes;
