import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helloResponseSchema, PORTAL_CONFIG } from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { TestClient } from '../../testing/test-client.js';

describe('GET /api/hello/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      env: {
        STRIPE_PUBLIC_API_KEY: 'pk_test_123',
        STRIPE_SECRET_KEY: 'sk_test_123',
        SUPPORT_EMAIL: 'help@dental.example',
      },
    });
  });
  afterAll(() => server.close());

  it('answers the start-up data of spec §3 in a data envelope', async () => {
    const response = await new TestClient(server.app).hello('member');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: unknown }>();
    const hello = helloResponseSchema.parse(data);
    expect(hello.instance).toBe('test');
    expect(hello.environment).toBe('test');
    expect(hello.version_number).toMatch(/^\d+\.\d+\.\d+/);
    expect(hello.stripe_public_api_key).toBe('pk_test_123');
    expect(hello.stripe.public_api_key).toBe('pk_test_123');
    expect(hello.mixpanel_api_token).toBeNull();
    expect(hello.google_maps_api_key).toBeNull();
    expect(hello.support_email).toBe('help@dental.example');
    expect(hello.portal).toBe('member');
    expect(Math.abs(Date.parse(hello.server_datetime) - Date.now())).toBeLessThan(60_000);
    expect(hello.server_datetime).toBe(hello.server_date_time);
  });

  it('sets a readable XSRF-TOKEN cookie and an httpOnly binding cookie', async () => {
    const response = await new TestClient(server.app).hello();
    const cookies = response.cookies as {
      name: string;
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      path?: string;
    }[];
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.sameSite).toBe('Lax');
    expect(xsrf?.path).toBe('/');
    const binding = cookies.find((c) => c.name === 'member_xsrf_binding');
    expect(binding?.httpOnly).toBe(true);
  });

  it('refuses an unknown portal in mixpanel_project with field messages', async () => {
    const response = await new TestClient(server.app).get('/api/hello/?mixpanel_project=dentists');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { mixpanel_project: expect.any(String) } });
  });

  it('answers each portal its own name', async () => {
    for (const portal of Object.keys(PORTAL_CONFIG)) {
      const app = await server.appFor(portal as keyof typeof PORTAL_CONFIG);
      const response = await new TestClient(app).get('/api/hello/');
      expect(response.json<{ data: { portal: string } }>().data.portal).toBe(portal);
    }
  });
});
