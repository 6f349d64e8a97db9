import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { UPLOAD_FIELD, type Portal } from '@dental/domain';

/** What an upload's form holds (decision 0052): its one file. The route has no body schema (multipart is read by
 * its handler), so the document is given this one. */
const UPLOAD_FORM = {
  type: 'object',
  required: [UPLOAD_FIELD],
  properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } },
};

/** The zod schemas as JSON Schema, and an upload's form as its multipart request body. */
const transform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const consumes = (input.schema as { consumes?: readonly string[] } | undefined)?.consumes;
  return consumes?.includes('multipart/form-data')
    ? { ...output, schema: { ...output.schema, body: UPLOAD_FORM } }
    : output;
};

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
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
