import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AiSettings } from '#server/config.ts';
import { withEngineFallback } from './fallback.ts';
import { createLocalProvider } from './local/provider.ts';
import { createOpenAiProvider } from './openai/provider.ts';
import type { AiProvider } from './provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiProvider;
  }
}

export default fp(
  async function aiProvider(app: FastifyInstance, { settings }: { settings: AiSettings }) {
    const engine = createLocalProvider();
    if (settings.provider === 'local') {
      app.decorate('ai', engine);
      return;
    }
    const model = createOpenAiProvider(settings, engine);
    app.decorate(
      'ai',
      settings.fallback === 'local'
        ? withEngineFallback(model, engine, (operation, error) =>
            app.log.warn(
              { operation, failure: error.failure, detail: error.detail },
              'AI fell back to the engine',
            ),
          )
        : model,
    );
  },
  { name: 'ai' },
);
