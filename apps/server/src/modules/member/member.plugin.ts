// The member portal's API (issue 4), registered on the member app only (portal-routes.ts, decision 0020).
// Closing the app waits for mail still being sent.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/app-config.js';
import { publicUrlOf } from '../../config/env.js';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Clock } from '../../platform/clock.js';
import { benefitRepository } from '../coverage/index.js';
import { authRepository } from '../auth/index.js';
import { benefitRoutes } from './benefit/benefit.routes.js';
import { benefitService } from './benefit/benefit.service.js';
import { completeEmailChangeRoutes, initiateEmailChangeRoutes } from './email-change/email-change.routes.js';
import { emailChangeService } from './email-change/email-change.service.js';
import { familyRepository } from './family/family.repository.js';
import { familyRoutes } from './family/family.routes.js';
import { familyService } from './family/family.service.js';
import { idCardsRepository } from './id-cards/id-cards.repository.js';
import { idCardsRoutes } from './id-cards/id-cards.routes.js';
import { idCardsService } from './id-cards/id-cards.service.js';
import { groupIdCardsRepository } from './id-cards/group-id-cards.repository.js';
import { groupIdCardService } from './id-cards/group-id-card.service.js';
import { memberUserRepository } from './member-user/member-user.repository.js';
import { memberUserRoutes } from './member-user/member-user.routes.js';
import { memberUserService } from './member-user/member-user.service.js';
import { notificationsRepository } from './notifications/notifications.repository.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { notificationsService } from './notifications/notifications.service.js';
import { backgroundTasks } from '../../platform/background-tasks.js';
import { writeAudit, type AuditBy, type AuditEntry } from '../../platform/audit.repository.js';
import { memberCodesRepository } from './shared/member-codes.repository.js';
import { signupRepository } from './signup/signup.repository.js';
import { signupRoutes } from './signup/signup.routes.js';
import { signupService } from './signup/signup.service.js';
import { priceCheckPlugin } from './price-check/index.js';
import {
  estimatesRepository,
  estimatesRoutes,
  estimatesService,
  receiptsRepository,
  receiptsRoutes,
  receiptsService,
} from './receipts/index.js';

export function memberPlugin(
  app: FastifyInstance,
  options: { config: AppConfig; db: Database; reads: Database; mailer: Mailer; clock: Clock },
): FastifyPluginAsyncZod {
  const { config, db, reads, mailer, clock } = options;
  const tasks = backgroundTasks(app.log);
  app.addHook('onClose', () => tasks.settle());
  const publicUrl = publicUrlOf(config.env, 'member');
  const audit = (by: AuditBy, entry: AuditEntry) => writeAudit(db, by, entry);
  const benefits = benefitRepository(db);
  const codes = memberCodesRepository(db);
  const emailChange = emailChangeService({ codes, mailer, clock, tasks, publicUrl, audit });

  return async (api) => {
    await api.register(
      memberUserRoutes(memberUserService({ repo: memberUserRepository(db), clock, auth: authRepository(db) })),
    );
    await api.register(initiateEmailChangeRoutes(emailChange));
    await api.register(benefitRoutes(benefitService({ repo: benefits, clock })));
    await api.register(
      idCardsRoutes(
        idCardsService({ db, repo: idCardsRepository(db), benefits, clock }),
        groupIdCardService({ db, repo: groupIdCardsRepository(db), benefits, clock }),
      ),
    );
    await api.register(notificationsRoutes(notificationsService({ repo: notificationsRepository(db), clock })));
    await api.register(familyRoutes(familyService({ repo: familyRepository(db), clock })));
    await api.register(receiptsRoutes(receiptsService({ repo: receiptsRepository(db), clock })));
    await api.register(estimatesRoutes(estimatesService({ repo: estimatesRepository(db), clock })));
    await api.register(priceCheckPlugin({ db, reads }, clock));
    await api.register(completeEmailChangeRoutes(emailChange));
    await api.register(
      signupRoutes(
        signupService({
          repo: signupRepository(db),
          codes,
          mailer,
          clock,
          tasks,
          publicUrl,
          supportEmail: config.env.SUPPORT_EMAIL,
          audit,
        }),
      ),
    );
  };
}
