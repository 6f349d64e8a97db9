import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Portal } from '@dental/domain';

/** OpenAPI generated from the routes' zod schemas: the page at /api/docs, the document at /api/docs/json. */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { portal: Portal; version: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `Dental benefits API (${options.portal} portal)`,
        description:
          'One API for the member, dentist, employer and admin portals. Success bodies are { data }, errors { errors }.',
        version: options.version,
      },
      components: {
        securitySchemes: {
          xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
