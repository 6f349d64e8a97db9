import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/app-config.js';
import { publicUrlOf } from '../../config/env.js';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import { authRepository, writeSessionAudit } from '../auth/index.js';
import type { Clock } from '../../platform/clock.js';
import { passwordResetRepository } from './password-reset.repository.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { passwordResetService } from './password-reset.service.js';

/** Builds the password reset routes of a portal; closing the app waits for mail still being sent. */
export function passwordResetPlugin(
  app: FastifyInstance,
  options: { config: AppConfig; db: Database; mailer: Mailer; clock: Clock },
): FastifyPluginAsyncZod {
  const { config, db } = options;
  const service = passwordResetService({
    portal: config.portal,
    publicUrl: publicUrlOf(config.env, config.portal),
    repo: passwordResetRepository(db),
    users: authRepository(db),
    mailer: options.mailer,
    clock: options.clock,
    log: app.log,
    audit: (origin, entry) => writeSessionAudit(db, origin, { ...entry, portal: config.portal }),
  });
  app.addHook('onClose', () => service.settle());
  return passwordResetRoutes(service);
}
