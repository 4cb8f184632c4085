import fastifySwagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route registered after it, served with its UI at `{prefix}/docs`. */
export async function swagger(app: FastifyInstance, prefix: string) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'TecnoBazar API',
        version: '1.0.0',
        description: 'Marketplace API. Every path is under /v1.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${prefix}/docs` });
}
