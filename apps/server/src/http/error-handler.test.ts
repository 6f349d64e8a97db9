import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG_FORBIDDEN, MSG_GENERIC, MSG_INVALID, MSG_NOT_FOUND, withSupportEmail } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { TestClient } from '../testing/test-client.js';
import { ForbiddenError, NotFoundError, ValidationError } from './errors.js';
import { notifications } from '../db/schema/index.js';

describe('one error handler', () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await createTestServer({ env: { SUPPORT_EMAIL: 'help@dental.example' } });
    const app = server.app;
    app.get('/api/test/not-found/', async () => {
      throw new NotFoundError();
    });
    app.get('/api/test/forbidden/', async () => {
      throw new ForbiddenError();
    });
    app.get('/api/test/fields/', async () => {
      throw new ValidationError({ zip: 'Invalid' });
    });
    app.get('/api/test/crash/', async () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    });
    app.post(
      '/api/test/body/',
      { schema: { body: z.object({ zip: z.string().regex(/^\d{5}$/, 'Invalid'), name: z.string() }) } },
      async () => ({ data: 'ok' }),
    );
    app.post('/api/test/constraint/', async () => {
      // user 999999 does not exist: a foreign-key violation from the database.
      await server.db.insert(notifications).values({ userId: 999_999, kind: 'info', title: 't', body: 'b' });
      return { data: 'unreachable' };
    });
    client = new TestClient(app);
    await client.hello();
  });
  afterAll(() => server.close());

  it('answers an unknown API path with 404 {"errors":"Not found."}', async () => {
    const response = await client.get('/api/no-such-thing/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: MSG_NOT_FOUND });
  });

  it('turns typed errors into their status and spec message', async () => {
    expect((await client.get('/api/test/not-found/')).json()).toEqual({ errors: MSG_NOT_FOUND });
    const forbidden = await client.get('/api/test/forbidden/');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ errors: MSG_FORBIDDEN });
    const fields = await client.get('/api/test/fields/');
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toEqual({ errors: { zip: 'Invalid' } });
  });

  it('turns zod validation failures into field messages', async () => {
    const response = await client.post('/api/test/body/', { zip: '12' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: Record<string, string> }>();
    expect(body.errors.zip).toBe('Invalid');
    expect(Object.keys(body.errors)).toContain('name');
  });

  it('answers malformed JSON with 400 and no parser detail', async () => {
    const response = await client.request('POST', '/api/test/body/', '{"zip":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: MSG_INVALID });
  });

  it('hides unexpected errors behind the generic message: no stack trace or detail reaches the client', async () => {
    const response = await client.get('/api/test/crash/');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errors: withSupportEmail(MSG_GENERIC, 'help@dental.example') });
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('.ts');
  });

  it('turns a database constraint violation into a 400, never a 2xx or a 500', async () => {
    const response = await client.post('/api/test/constraint/', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: MSG_INVALID });
  });
});
