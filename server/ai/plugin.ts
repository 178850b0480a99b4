import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalProvider } from './local/provider.ts';
import type { AiProvider } from './provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiProvider;
  }
}

export type AiPluginOptions = { provider: 'local' };

export default fp(
  async function aiProvider(app: FastifyInstance, _options: AiPluginOptions) {
    app.decorate('ai', createLocalProvider());
  },
  { name: 'ai' },
);
