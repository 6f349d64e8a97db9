import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server.js';

// A built portal as vite.portal.ts writes it: hashed assets with .br and .gz copies beside them.
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const PAGE = '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
// The sign-in screen as vite.prerender.ts writes it (decision 0008).
const PRERENDERED =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root" data-prerendered="/sign-in"><h1>Sign in</h1></div></body></html>';
// Vite's manifest: the entry imports a shared chunk; the sign-in and main layout routes are lazy.
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', name: 'index', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'sign-in-route.tsx': {
    file: 'assets/sign-in-route-2.js',
    name: 'sign-in-route',
    imports: ['index.html', '_shared.js', '_fields.js'],
  },
  '_fields.js': { file: 'assets/fields-3.js', imports: ['_shared.js'] },
  'main-layout-route.tsx': {
    file: 'assets/main-layout-route-4.js',
    name: 'main-layout-route',
    imports: ['index.html'],
  },
  // The portal's own pages and its signed-in chrome (decision 0019).
  'src/app/routes/home.tsx': { file: 'assets/home-5.js', name: 'home', imports: ['index.html', '_cards.js'] },
  '_cards.js': { file: 'assets/cards-6.js', imports: ['_shared.js'] },
  'src/app/routes/transactions.tsx': {
    file: 'assets/transactions-7.js',
    name: 'transactions',
    imports: ['index.html', '_cards.js'],
  },
  'src/features/chrome/components/member-header.tsx': {
    file: 'assets/member-header-8.js',
    name: 'member-header',
    imports: ['index.html'],
  },
};
// The signed-in page as vite.portal.ts writes it: the layout's skeleton in #root.
const SIGNED_IN =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"><div id="boot-layout"></div></div></body></html>';
// The page as built: without the preloads and the environment banner the server adds (portal-page.test.ts).
const asBuilt = (html: string) =>
  html
    .replace(/\s*<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<style>#environment-banner[^]*?<\/div>(?=<div id="root")/, '');
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('serving a built portal', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, 'sign-in.html'), PRERENDERED);
    writeFileSync(join(dist, 'signed-in.html'), SIGNED_IN);
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
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
    const brotli = await server.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(brotli.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);

    const gzip = await server.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await server.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers any page of the app with index.html, always revalidated', async () => {
    for (const url of ['/', '/forgot-password', '/transactions?page=2']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="environment-banner" role="region" aria-label="Environment">');
      expect(asBuilt(response.body)).toBe(PAGE);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('announces the sign-in chunks to a browser without a session, the signed-in layout to one with a session', async () => {
    const signedOut = await server.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    // Not the entry or what the entry already loads: only what the route adds.
    expect(preloads(signedOut.body)).toEqual(['/assets/sign-in-route-2.js', '/assets/fields-3.js']);
    const signedIn = await server.app.inject({
      method: 'GET',
      url: '/forgot-password',
      headers: { accept: 'text/html' },
      cookies: { member_refresh_present: '1' },
    });
    expect(preloads(signedIn.body)).toEqual(['/assets/main-layout-route-4.js', '/assets/member-header-8.js']);
    expect(String(signedIn.headers.vary)).toMatch(/Cookie/);
  });

  it('sends a browser with a session the layout skeleton, with the layout, its chrome and the own chunk of the page announced', async () => {
    const cookies = { member_refresh_present: '1' };
    const home = await server.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' }, cookies });
    expect(asBuilt(home.body)).toBe(SIGNED_IN);
    expect(preloads(home.body)).toEqual([
      '/assets/main-layout-route-4.js',
      '/assets/member-header-8.js',
      '/assets/home-5.js',
      '/assets/cards-6.js',
    ]);
    const receipts = await server.app.inject({
      method: 'GET',
      url: '/transactions?page=2',
      headers: { accept: 'text/html' },
      cookies,
    });
    expect(preloads(receipts.body)).toEqual([
      '/assets/main-layout-route-4.js',
      '/assets/member-header-8.js',
      '/assets/transactions-7.js',
      '/assets/cards-6.js',
    ]);
    // A page below one segment (a detail with its id) gets the layout and chrome alone.
    const detail = await server.app.inject({
      method: 'GET',
      url: '/transactions/12',
      headers: { accept: 'text/html' },
      cookies,
    });
    expect(preloads(detail.body)).toEqual(['/assets/main-layout-route-4.js', '/assets/member-header-8.js']);
    // Without a session the skeleton is never sent.
    const signedOut = await server.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(signedOut.body).not.toContain('boot-layout');
  });

  it('sends the prerendered sign-in screen for /sign-in to a browser without a session, with its chunks announced', async () => {
    for (const url of ['/sign-in', '/sign-in?return-url=%2Fplan-details']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(asBuilt(response.body)).toBe(PRERENDERED);
      expect(preloads(response.body)).toEqual(['/assets/sign-in-route-2.js', '/assets/fields-3.js']);
      expect(response.headers['cache-control']).toBe('no-cache');
      // Its own XSRF token, so the form can be sent before the start-up call answers.
      expect(response.cookies.map((cookie) => cookie.name)).toContain('XSRF-TOKEN');
    }
    // A browser with a session gets the signed-in page (the screen will send it on), never the prerendered one.
    const signedIn = await server.app.inject({
      method: 'GET',
      url: '/sign-in',
      headers: { accept: 'text/html' },
      cookies: { member_refresh_present: '1' },
    });
    expect(signedIn.body).not.toContain('data-prerendered');
    expect(preloads(signedIn.body)).toEqual(['/assets/main-layout-route-4.js', '/assets/member-header-8.js']);
  });

  it('sends the page compressed when the browser accepts it, honouring q=0', async () => {
    const brotli = await server.app.inject({
      method: 'GET',
      url: '/sign-in',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await server.app.inject({
      method: 'GET',
      url: '/sign-in',
      headers: { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(preloads(gunzipSync(gzip.rawPayload).toString())).toContain('/assets/sign-in-route-2.js');
  });

  it('keeps unknown API paths and missing assets 404', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/nothing-here/', headers: { accept: 'text/html' } }))
        .statusCode,
    ).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('decides on the path as the router decodes it (issue 15): /%61pi/x is an API 404, /%73ign-in the sign-in page', async () => {
    for (const url of ['/%61pi/nothing-here/', '/api/nothing-%68ere/']) {
      const answer = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ errors: 'Not found.' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const signIn = await server.app.inject({ method: 'GET', url: '/%73ign-in', headers: { accept: 'text/html' } });
    expect(signIn.body).toContain('data-prerendered');
  });
});
