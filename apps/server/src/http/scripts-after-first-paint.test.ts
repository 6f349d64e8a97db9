// Issue 17: a page drawn at the server asks for its scripts after its first paint (scripts-after-first-paint.ts).
// The browser side (the inline script runs under the CSP, the page hydrates) is shown by the browser tests
// (member-first-screen.spec.ts waits for #root[data-hydrated]).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import {
  SCRIPTS_AFTER_FIRST_PAINT,
  SCRIPTS_TEMPLATE_ID,
  withScriptsAfterFirstPaint,
} from './scripts-after-first-paint.js';

const PAGE = [
  '<!doctype html><html><head><title>Portal</title>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">',
  '    <style data-emotion="css a1">.css-a1{color:red}</style>',
  '    <link rel="modulepreload" crossorigin href="/assets/home-3.js">',
  '  </head><body><div id="root" data-prerendered="/"><main>Home</main></div>',
  '    <script type="application/json" id="first-screen-state">{}</script>',
  '  </body></html>',
].join('\n');

describe('scripts after the first paint', () => {
  it('takes the module script and preloads out of <head> and keeps them, entry first, in a template before </body>', () => {
    const html = withScriptsAfterFirstPaint(PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<style data-emotion="css a1">'); // the drawn page's styles stay for its first paint
    const template = new RegExp(`<template id="${SCRIPTS_TEMPLATE_ID}">(.*?)</template>`).exec(html)?.[1];
    expect(template).toBe(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/home-3.js">',
    );
    // After the page and its state, the one inline script, then the end of the body.
    expect(html.indexOf('first-screen-state')).toBeLessThan(html.indexOf(`<template id="${SCRIPTS_TEMPLATE_ID}">`));
    expect(html).toMatch(new RegExp(`</template><script>${escape(SCRIPTS_AFTER_FIRST_PAINT)}</script>\\s*</body>`));
    expect(html).toContain('<main>Home</main>');
  });

  it('leaves a page without a module script as it is', () => {
    const page = '<!doctype html><html><head><title>x</title></head><body><p>x</p></body></html>';
    expect(withScriptsAfterFirstPaint(page)).toBe(page);
  });

  describe('the Content-Security-Policy', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer();
    });
    afterAll(() => server.close());

    it('allows that one inline script by its hash, and no inline script in general', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/hello/' });
      const scriptSrc =
        String(response.headers['content-security-policy'])
          .split(';')
          .find((directive) => directive.trim().startsWith('script-src')) ?? '';
      const hash = createHash('sha256').update(SCRIPTS_AFTER_FIRST_PAINT).digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
      expect(scriptSrc).not.toContain('unsafe-inline');
    });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
