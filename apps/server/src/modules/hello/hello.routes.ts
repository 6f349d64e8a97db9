import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/app-config.js';
import { contractRoute } from '../../http/contract-route.js';
import type { Clock } from '../../platform/clock.js';

/** spec §7: GET hello/?mixpanel_project={portal}: the start-up data of spec §3, and an XSRF-TOKEN cookie (a new one unless the current one is still good: http/xsrf.ts). */
export function helloRoutes(config: AppConfig, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'shared.hello',
      { summary: 'Start-up data for a portal; sets the XSRF-TOKEN cookie' },
      async (request, _caller, reply) => {
        reply.issueXsrfToken();
        // The business clock (decision 0062): a browser whose date was moved sees it in the environment banner.
        const now = clock().toISOString();
        const { env } = config;
        return {
          data: {
            version_number: config.version,
            version: config.version,
            instance: env.INSTANCE,
            environment: env.INSTANCE,
            debug: env.INSTANCE !== 'prod',
            server_datetime: now,
            server_date_time: now,
            stripe_public_api_key: env.STRIPE_PUBLIC_API_KEY ?? null,
            stripe: { public_api_key: env.STRIPE_PUBLIC_API_KEY ?? null },
            mixpanel_api_token: env.MIXPANEL_API_TOKEN ?? null,
            tag_manager_id: env.TAG_MANAGER_ID ?? null,
            google_maps_api_key: env.GOOGLE_MAPS_API_KEY ?? null,
            google_maps_map_id: env.GOOGLE_MAPS_MAP_ID ?? null,
            support_email: env.SUPPORT_EMAIL,
            portal: request.query.mixpanel_project ?? config.portal,
          },
        };
      },
    );
  };
}
