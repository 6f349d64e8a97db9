import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server.js';

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('sends a CSP without inline scripts, nosniff, a referrer policy and frame-ancestors none', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/hello/' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks API answers no-store, including errors', async () => {
    // An answer, a route that does not exist, and a call refused by a hook (not signed in: 401).
    for (const url of ['/api/hello/', '/api/missing/', '/api/member/v4/unread/']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('sends HSTS only when served behind TLS', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/api/hello/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await createTestServer({ env: { SECURE_COOKIES: 'true' } });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/hello/' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const xsrf = (response.cookies as { name: string; secure?: boolean }[]).find((c) => c.name === 'XSRF-TOKEN');
      expect(xsrf?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
