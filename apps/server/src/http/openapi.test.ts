import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server.js';

describe('OpenAPI document', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('serves the document generated from the zod schemas at /api/docs/json', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    const hello = document.paths['/api/hello/']?.get;
    expect(hello?.responses['200']).toBeDefined();
    expect(JSON.stringify(hello)).toContain('server_datetime');
  });

  it("shows each route's guard (decision 0023): an x-guard extension and a line of its description", async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { 'x-guard'?: string; description?: string; tags?: string[] }>>;
    }>();
    const benefit = document.paths['/api/member/v4/benefit/']?.get;
    expect(benefit).toMatchObject({ 'x-guard': 'member (household)', tags: ['member'] });
    expect(benefit?.description).toContain('Guard: member (household).');
    expect(document.paths['/api/token/']?.post?.['x-guard']).toBe('public');
    const withoutGuard = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => !op['x-guard'])
        .map(([method]) => `${method} ${path}`),
    );
    expect(withoutGuard).toEqual([]);
  });

  it('shows a staff route’s permission and the roles it admits (decision 0040)', async () => {
    const admin = await server.appFor('admin');
    const document = (await admin.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { 'x-guard'?: string; description?: string }>>;
    }>();
    const me = document.paths['/api/admin/v1/me/']?.get;
    expect(me?.['x-guard']).toBe('staff(me.read: support, operations, finance, super_admin)');
    expect(me?.description).toContain('Guard: staff(me.read: support, operations, finance, super_admin).');
  });

  it('shows an upload as a multipart form with its one file (decision 0052)', async () => {
    const employer = await server.appFor('employer');
    const document = (await employer.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { 'x-guard'?: string; requestBody?: { content: Record<string, unknown> } }>>;
    }>();
    const census = document.paths['/api/employer/v1/census/check/']?.post;
    expect(census?.['x-guard']).toBe('employer(company_admin) (one company)');
    expect(census?.requestBody?.content).toEqual({
      'multipart/form-data': {
        schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
      },
    });
  });

  it('serves a page at /api/docs', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('is not served in prod: the page and the document are 404 (issue 15)', async () => {
    const prod = await createTestServer({
      env: {
        INSTANCE: 'prod',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PUBLIC_URL_MEMBER: 'https://member.dental.example',
        PUBLIC_URL_DENTIST: 'https://dentist.dental.example',
        PUBLIC_URL_EMPLOYER: 'https://employer.dental.example',
        PUBLIC_URL_ADMIN: 'https://admin.dental.example',
      },
    });
    try {
      for (const url of [
        '/api/docs',
        '/api/docs/',
        '/api/docs/json',
        '/api/docs/yaml',
        '/api/docs/static/index.html',
      ]) {
        const response = await prod.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ errors: 'Not found.' });
      }
    } finally {
      await prod.close();
    }
  });
});
