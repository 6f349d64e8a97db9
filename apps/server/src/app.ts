import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/app-config.js';
import { apiDocsEnabled, devClockEnabled, devMailEnabled } from './config/env.js';
import type { Database } from './db/database.js';
import type { ReplicaStatus } from './db/replica-pool.js';
import { registerErrorHandler } from './http/error-handler.js';
import { responseSerializerCompiler } from './http/response-serializer.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerOpenApi } from './http/openapi.js';
import { registerApiNotFound, registerPortalStatic } from './http/portal-static.js';
import { registerXsrf } from './http/xsrf.js';
import { registerRouteTable } from './http/route-table.js';
import { answerFrameworkError } from './http/framework-errors.js';
import { cookiePolicy } from './http/cookies.js';
import { loggerOptions, type LogStream } from './http/logging.js';
import { helloRoutes } from './modules/hello/index.js';
import { registerAuth, type AuthTuning } from './modules/auth/index.js';
import { passwordResetPlugin } from './modules/password-reset/index.js';
import { devMailRoutes } from './modules/dev-mail/index.js';
import { registerDevClock } from './modules/dev-clock/index.js';
import { stripeWebhookRoutes } from './payments/stripe-webhook.js';
import { portalRoutes } from './portal-routes.js';
import type { Mailer } from './mail/mailer.js';
import { outboxMailer } from './mail/mail-job.js';
import type { MailCatcher } from './mail/mail-catcher.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Reads that may come from the read replica (DatabaseHandle.reads); `db` when not given. */
  reads?: Database;
  /** Where those reads go now and the replica's lag (DatabaseHandle.replicaStatus); no replica when not given. */
  replicaStatus?: () => ReplicaStatus | null;
  /** Overrides the configured log level (tests pass 'silent'). */
  logLevel?: string;
  /** Log lines go here instead of stdout (tests that read the log). */
  logStream?: LogStream;
  /**
   * Outgoing mail: the SMTP mailer the job runner sends the apps' queued mail with (decision 0041); the catcher
   * (no SMTP_URL) is listed at /dev/mail on the member app when DEV_MAIL allows.
   */
  mail: { mailer: Mailer; catcher?: MailCatcher | undefined };
  /** Clock and refresh grace of sessions (tests). */
  auth?: AuthTuning;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    appConfig: AppConfig;
  }
}

/** Builds the API and the served portal for one portal's origin (DESIGN §2: member on PORT, dentist PORT+1, ...). */
export async function buildApp({
  config,
  db,
  reads = db,
  replicaStatus = () => null,
  logLevel,
  logStream,
  mail,
  auth: authTuning,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(logLevel ?? config.env.LOG_LEVEL, logStream),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.env.TRUST_PROXY,
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  registerRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('db', db);
  app.decorate('appConfig', config);
  // Set as the request arrives, synchronously: every answer, errors included, carries it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandler(app, config.env.SUPPORT_EMAIL);
  await app.register(cookie);
  // Uploads (decision 0052): each upload route reads its one file with its entry's limits (http/upload-route.ts);
  // these are the defaults of any other multipart request, which no other route reads.
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: 0 } });
  await registerSecurityHeaders(app, { hsts: config.secure });
  const cookies = cookiePolicy(config.secure);
  // Reads the access cookie before the XSRF check, which binds tokens to its session.
  const auth = await registerAuth(app, { config, db, cookies, tuning: authTuning });
  // Mail is a durable job (decision 0041): the calls enqueue it, the job runner sends it with mail.mailer.
  const outbox = outboxMailer(db);
  registerXsrf(app, { portal: config.portal, secret: config.secret, cookies, sessionBinding: auth.sessionBinding });
  // The business date the portals' calls judge cover on; a browser may move its own on dev and test instances
  // that allow it (decision 0062). Sessions, sign-in codes and reset codes keep auth.clock, the wall clock.
  const clock = devClockEnabled(config.env) ? registerDevClock(app, { base: auth.clock, cookies }) : auth.clock;
  // The API's map is for building and testing the portals, not for the public internet: not in prod.
  if (apiDocsEnabled(config.env)) await registerOpenApi(app, { portal: config.portal, version: config.version });

  await app.register(
    async (api) => {
      registerApiNotFound(api);
      // The calls every portal makes: start-up, sign-in and session, password reset (each for its own accounts).
      await api.register(helloRoutes(config, clock));
      await api.register(auth.routes);
      await api.register(auth.secondFactorRoutes(outbox));
      await api.register(passwordResetPlugin(api, { config, db, mailer: outbox, clock: auth.clock }));
      // The portal's own calls, on its app only (decision 0020): elsewhere they are the API's 404.
      await api.register(
        portalRoutes(api, {
          config,
          db,
          reads,
          replicaStatus,
          mailer: outbox,
          inviteMailer: mail.mailer,
          clock,
        }),
      );
    },
    { prefix: '/api' },
  );

  // Lists reset and sign-up links without sign-in: dev by default, a test instance that opts in (DEV_MAIL).
  if (mail.catcher && devMailEnabled(config.env) && config.portal === 'member')
    await app.register(devMailRoutes(mail.catcher));
  if (config.portal === 'member') await app.register(stripeWebhookRoutes({ env: config.env, db, clock: auth.clock }));

  await registerPortalStatic(app, config.portalDistDir, config.portal, {
    instance: config.env.INSTANCE,
    version: config.version,
  });
  return app;
}
