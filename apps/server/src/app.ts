import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/app-config.js';
import type { Database } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerOpenApi } from './http/openapi.js';
import { registerPortalStatic } from './http/portal-static.js';
import { registerXsrf } from './http/xsrf.js';
import { cookiePolicy } from './http/cookies.js';
import { loggerOptions } from './http/logging.js';
import { helloRoutes } from './modules/hello/hello.routes.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Overrides the configured log level (tests pass 'silent'). */
  logLevel?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    appConfig: AppConfig;
  }
}

/** Builds the API and the served portal for one portal's origin (DESIGN §2: member on PORT, dentist PORT+1, ...). */
export async function buildApp({ config, db, logLevel }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(logLevel ?? config.env.LOG_LEVEL),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    requestIdLogLabel: 'request_id',
    trustProxy: config.env.TRUST_PROXY,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('appConfig', config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app, config.env.SUPPORT_EMAIL);
  await app.register(cookie);
  await registerSecurityHeaders(app, { hsts: config.secure });
  const cookies = cookiePolicy(config.secure);
  registerXsrf(app, { portal: config.portal, secret: config.secret, cookies });
  await registerOpenApi(app, { portal: config.portal, version: config.version });

  await app.register(
    async (api) => {
      await api.register(helloRoutes(config));
    },
    { prefix: '/api' },
  );

  await registerPortalStatic(app, config.portalDistDir);
  return app;
}
