import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AiSettings } from '#server/config.ts';
import { withEngineFallback } from './fallback.ts';
import { createEnginePool, type EnginePool } from './local/engine-pool.ts';
import { createLocalProvider } from './local/provider.ts';
import type { AiProvider } from './provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiProvider;
    /** The built-in engine's worker pool, for features that read a user's texts (e.g. the skills they name). */
    engine: EnginePool;
  }
}

export default fp(
  async function aiProvider(
    app: FastifyInstance,
    {
      settings,
      engineTimeoutMs,
      engineWaitMs,
    }: { settings: AiSettings; engineTimeoutMs: number; engineWaitMs: number },
  ) {
    const pool = createEnginePool({ timeoutMs: engineTimeoutMs, waitMs: engineWaitMs });
    app.decorate('engine', pool);
    const engine = createLocalProvider(pool);
    if (settings.provider === 'local') {
      app.decorate('ai', engine);
      return;
    }
    // Loaded only when configured: the OpenAI client is hundreds of modules that a server on the engine never needs.
    const { createOpenAiProvider } = await import('./openai/provider.ts');
    const model = createOpenAiProvider(settings, engine, pool);
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
