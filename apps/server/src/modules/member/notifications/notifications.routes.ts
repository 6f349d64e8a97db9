// spec §7: GET member/v4/unread/, GET member/v4/benefit/notifications/ and marking one read (designed here).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@dental/domain';
import { requireMember } from '../shared/member-auth.js';
import { memberRoute } from '../shared/member-route.js';
import type { NotificationsService } from './notifications.service.js';

export function notificationsRoutes(service: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      memberRoute('unread'),
      { onRequest: app.authenticate, schema: { tags: ['member'], summary: "The caller's unread notification count", response: { 200: ENDPOINTS.unread.response } } },
      async (request) => ({ data: await service.unread(requireMember(request).user.id) }),
    );
    app.get(
      memberRoute('notifications'),
      {
        onRequest: app.authenticate,
        schema: { tags: ['member'], summary: "The caller's notifications, newest first, paginated", querystring: ENDPOINTS.notifications.query, response: { 200: ENDPOINTS.notifications.response } },
      },
      async (request) => service.list(requireMember(request).user.id, request.query),
    );
    app.post(
      memberRoute('markNotificationRead'),
      {
        onRequest: app.authenticate,
        schema: { tags: ['member'], summary: 'Marks one of the caller\'s notifications read (another user\'s: 404)', params: ENDPOINTS.markNotificationRead.params, response: { 200: ENDPOINTS.markNotificationRead.response } },
      },
      async (request) => ({ data: await service.markRead(requireMember(request).user.id, request.params.id) }),
    );
  };
}
