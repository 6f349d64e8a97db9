import { describe, expect, it } from 'vitest';
import { parsed } from '../testing/schema-testing.js';
import { dataEnvelope, errorBodySchema, messageSchema } from './envelope.js';
import { helloQuerySchema, helloResponseSchema } from './hello.js';

describe('start-up call (spec §3, §7)', () => {
  it('takes the portal as mixpanel_project', () => {
    expect(parsed(helloQuerySchema, { mixpanel_project: 'member' })).toEqual({ mixpanel_project: 'member' });
    expect(helloQuerySchema.safeParse({ mixpanel_project: 'patient' }).success).toBe(false);
  });

  it('answers both forms of the start-up data', () => {
    const body = {
      version_number: '1.2.3',
      version: '1.2.3',
      instance: 'qa',
      environment: 'qa',
      debug: false,
      server_datetime: '2025-01-05T14:07:00.000Z',
      server_date_time: '2025-01-05T14:07:00.000Z',
      stripe_public_api_key: null,
      stripe: { public_api_key: null },
      mixpanel_api_token: null,
      tag_manager_id: null,
      google_maps_api_key: null,
      google_maps_map_id: null,
      support_email: 'help@dental.example',
      portal: 'member',
    };
    expect(parsed(helloResponseSchema, body)).toEqual(body);
  });
});

describe('envelopes (spec §7, DESIGN §3)', () => {
  it('wrap success in data and errors in errors', () => {
    expect(parsed(dataEnvelope(messageSchema), { data: { message: 'ok' } })).toEqual({ data: { message: 'ok' } });
    expect(errorBodySchema.safeParse({ errors: 'Nope.' }).success).toBe(true);
    expect(errorBodySchema.safeParse({ errors: { email: ['Required'] } }).success).toBe(true);
    expect(errorBodySchema.safeParse({ error: 'Nope.' }).success).toBe(false);
  });
});
