import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server.js';

// A built portal as vite.portal.ts writes it: hashed assets with .br and .gz copies beside them.
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const PAGE = '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';

describe('serving a built portal', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
    server = await createTestServer({ portalDistDir: dist });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli or gzip copy of an asset to a browser that accepts it, cached for good', async () => {
    const brotli = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(brotli.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);

    const gzip = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers any page of the app with index.html, always revalidated', async () => {
    for (const url of ['/', '/sign-in', '/transactions?page=2']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PAGE);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps unknown API paths and missing assets 404', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/nothing-here/', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
