import { z } from 'zod';
import { PORTALS, INSTANCES } from '../portals/portals.js';
import { dataEnvelope } from './envelope.js';

/** spec §7: GET hello/?mixpanel_project={portal}. */
export const helloQuerySchema = z.object({
  mixpanel_project: z.enum(PORTALS).optional(),
});

/**
 * spec §3: the start-up response. Both forms the spec names are answered in one body: the first
 * (version_number, instance, server_datetime, stripe_public_api_key, mixpanel_api_token) and the
 * initializer's (version, environment, server_date_time, stripe, google_maps_api_key, google_maps_map_id).
 */
export const helloResponseSchema = z.object({
  version_number: z.string(),
  version: z.string(),
  instance: z.enum(INSTANCES),
  environment: z.enum(INSTANCES),
  debug: z.boolean(),
  server_datetime: z.string(),
  server_date_time: z.string(),
  stripe_public_api_key: z.string().nullable(),
  stripe: z.object({ public_api_key: z.string().nullable() }),
  mixpanel_api_token: z.string().nullable(),
  tag_manager_id: z.string().nullable(),
  google_maps_api_key: z.string().nullable(),
  google_maps_map_id: z.string().nullable(),
  support_email: z.string(),
  portal: z.enum(PORTALS).nullable(),
});
export type HelloResponse = z.infer<typeof helloResponseSchema>;

/** The answer as it travels, in the { data } envelope of every success (DESIGN §3): the contract's and the route's. */
export const helloEnvelopeSchema = dataEnvelope(helloResponseSchema);
