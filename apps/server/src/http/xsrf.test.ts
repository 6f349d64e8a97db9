import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_FORBIDDEN } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { TestClient } from '../testing/test-client.js';

describe('cross-site request forgery defence', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    // A harmless unsafe route to probe the check with (feature routes are tested in their modules).
    server.app.post('/api/test-echo/', async (request) => ({ data: request.body }));
  });
  afterAll(() => server.close());

  it('accepts an unsafe call that echoes its own XSRF-TOKEN', async () => {
    const client = new TestClient(server.app);
    await client.hello();
    const response = await client.post('/api/test-echo/', { ok: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
  });

  it('refuses an unsafe call without the header: 403 with the spec message', async () => {
    const client = new TestClient(server.app);
    await client.hello();
    const response = await client.post('/api/test-echo/', {}, { xsrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: MSG_FORBIDDEN, code: 'csrf' });
  });

  it('refuses an unsafe call with no cookies at all', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/test-echo/', payload: {} });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a header that differs from the cookie', async () => {
    const client = new TestClient(server.app);
    await client.hello();
    const response = await client.post('/api/test-echo/', {}, { headers: { 'x-xsrf-token': 'abc.def' }, xsrf: false });
    expect(response.statusCode).toBe(403);
  });

  it("refuses another browser's token planted as both cookie and header (bound to its binding)", async () => {
    const victim = new TestClient(server.app);
    const attacker = new TestClient(server.app);
    await victim.hello();
    await attacker.hello();
    victim.cookies.set('XSRF-TOKEN', attacker.cookies.get('XSRF-TOKEN') ?? '');
    const response = await victim.post('/api/test-echo/', {});
    expect(response.statusCode).toBe(403);
  });

  it('refuses a forged token whose signature was not made by the server', async () => {
    const client = new TestClient(server.app);
    await client.hello();
    client.cookies.set('XSRF-TOKEN', 'nonce.forgedsignature');
    const response = await client.post('/api/test-echo/', {});
    expect(response.statusCode).toBe(403);
  });

  it("refuses a token issued by another portal's origin", async () => {
    const admin = await server.appFor('admin');
    const client = new TestClient(admin);
    await client.hello('admin');
    const memberClient = new TestClient(server.app);
    await memberClient.hello();
    memberClient.cookies.set('XSRF-TOKEN', client.cookies.get('XSRF-TOKEN') ?? '');
    const response = await memberClient.post('/api/test-echo/', {});
    expect(response.statusCode).toBe(403);
  });

  it('keeps a token still good for the binding: a start-up call beside an unsafe call does not pull the token from under it', async () => {
    const client = new TestClient(server.app);
    await client.hello();
    const token = client.cookies.get('XSRF-TOKEN');
    const again = await client.hello();
    expect(again.cookies.map((cookie) => cookie.name)).not.toContain('XSRF-TOKEN');
    expect(client.cookies.get('XSRF-TOKEN')).toBe(token);
    // The browser's race: the header was read before the start-up answer came back; the call is still accepted.
    const response = await client.post(
      '/api/test-echo/',
      {},
      { headers: { 'x-xsrf-token': token ?? '' }, xsrf: false },
    );
    expect(response.statusCode).toBe(200);
  });

  it('replaces a token that is not good for the binding with a new one', async () => {
    const client = new TestClient(server.app);
    await client.hello();
    client.cookies.set('XSRF-TOKEN', 'nonce.forgedsignature');
    const again = await client.hello();
    const issued = again.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    expect(issued).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(issued).not.toBe('nonce.forgedsignature');
    expect((await client.post('/api/test-echo/', {})).statusCode).toBe(200);
  });

  it('does not check safe methods', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/hello/' });
    expect(response.statusCode).toBe(200);
  });
});
