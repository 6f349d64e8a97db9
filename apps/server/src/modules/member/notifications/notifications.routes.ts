// spec §7: GET member/v4/unread/, GET member/v4/benefit/notifications/ and marking one read (designed here).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { NotificationsService } from './notifications.service.js';

export function notificationsRoutes(service: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.unread',
      { summary: "The caller's unread notification count" },
      async (_request, caller) => ({ data: await service.unread(caller) }),
    );
    contractRoute(
      app,
      'member.notifications',
      { summary: "The caller's notifications, newest first, paginated" },
      async (request, caller) => service.list(caller, request.query),
    );
    contractRoute(
      app,
      'member.markNotificationRead',
      { summary: "Marks one of the caller's notifications read (another user's: 404)" },
      async (request, caller) => ({
        data: await service.markRead(caller, request.params.id),
      }),
    );
  };
}
