import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod schemas the routes validate with; served at /api/docs. */
export default fp(
  async function openApi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'CareerPilot API',
          description:
            'Every request and response of the CareerPilot web app. Errors answer `{ "message": string }`.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
