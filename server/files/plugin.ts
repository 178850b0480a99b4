import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTextExtractor, type TextExtractor, type TextExtractorOptions } from './text-extractor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    textExtractor: TextExtractor;
  }
}

/** The worker pool that reads uploaded files; its threads start on demand and stop with the app. */
export default fp(
  async function textExtraction(app: FastifyInstance, options: TextExtractorOptions) {
    const extractor = createTextExtractor(options);
    app.decorate('textExtractor', extractor);
    app.addHook('onClose', () => extractor.close());
  },
  { name: 'text-extraction' },
);
