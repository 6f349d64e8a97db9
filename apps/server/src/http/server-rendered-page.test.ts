// Decision 0034: a signed-in page drawn at the server. The portal's server build is stood in for by a small
// module with the same contract (renderSignedIn): it makes the page's calls through the fetch the server
// gives it, so these tests show what that fetch reaches (the guarded API, with the request's cookies) and
// what the server does with the answer; the real build's render is tested by the browser tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STATE_ID, SERVER_RENDER } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { TestClient } from '../testing/test-client.js';
import { patients } from '../db/schema/index.js';
import { DEMO_EMAILS, memberByEmail, signedIn, type DemoPerson } from '../modules/member/member.test-support.js';

const SIGNED_IN =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"><div id="boot-layout"></div></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', name: 'index', isEntry: true },
  'src/app/routes/home.tsx': { file: 'assets/home-2.js', name: 'home', imports: ['index.html'] },
  'src/app/routes/estimates.tsx': { file: 'assets/estimates-3.js', name: 'estimates', imports: ['index.html'] },
  'src/app/routes/transactions.tsx': {
    file: 'assets/transactions-4.js',
    name: 'transactions',
    imports: ['index.html'],
  },
  // The pages drawn whose forms wait for React (decision 0034).
  ...Object.fromEntries(
    ['find-dentist', 'price-check', 'in-office-plans'].map((name, index) => [
      `src/app/routes/${name}.tsx`,
      { file: `assets/${name}-${index + 5}.js`, name, imports: ['index.html'] },
    ]),
  ),
};
// The render's contract, as packages/ui prerender/render-signed-in.tsx keeps it: the member's own answer in
// the markup and in the state; any answer other than 2xx is no drawing. Which pages are drawn is the build's
// to say (its routes' DRAWN_AT_SERVER, decision 0063): the server asks drawsPage and nothing else.
const RENDER = `
export const drawsPage = (path) =>
  ['/', '/transactions', '/estimates', '/find-dentist', '/price-check', '/in-office-plans'].includes(path) ||
  path.startsWith('/estimates-estimate-details/');
export async function renderSignedIn({ url, cookies, fetch }) {
  if (!/member_refresh_present=/.test(cookies)) return { drawn: false, reason: 'no session cookies' };
  const user = await fetch('/api/member/v4/user/', { method: 'GET', headers: {} });
  const hello = await fetch('/api/hello/?mixpanel_project=member', { method: 'GET', headers: {} });
  if (user.status !== 200 || hello.status !== 200) return { drawn: false, reason: 'a first-screen call failed' };
  const member = (await user.json()).data;
  return {
    drawn: true,
    markup: '<main><h1>Home</h1><p>' + member.member_id + '</p><p>' + url.replace(/&/g, '&amp;') + '</p></main>',
    styleTags: '<style data-emotion="css a1">.css-a1{color:red}</style>',
    state: { hello: (await hello.json()).data, queries: [{ key: ['member', 'user'], data: member }] },
  };
}`;

/** The state the page carries, parsed as the browser reads it (the script element's text). */
function stateOf(html: string): { queries: { data: { first_name: string; member_id: string } }[] } {
  const open = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">`;
  const start = html.indexOf(open) + open.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start))) as never;
}

const page = (client: TestClient, url = '/') => client.get(url, { headers: { accept: 'text/html' } });

describe('signed-in pages drawn at the server (decision 0034)', () => {
  let server: TestServer;
  let root: string;
  let carter: DemoPerson;
  let patel: DemoPerson;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portal-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), SIGNED_IN.replace('<div id="boot-layout"></div>', ''));
    writeFileSync(join(dist, 'signed-in.html'), SIGNED_IN);
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    mkdirSync(join(root, SERVER_RENDER.dir));
    writeFileSync(join(root, SERVER_RENDER.dir, SERVER_RENDER.file), RENDER);
    // The bound is the production fallback for a slow render; here the render itself is under test.
    server = await createTestServer({ portalDistDir: dist, env: { SERVER_RENDER_BOUND_MS: '10000' } });
    carter = await memberByEmail(server.db, DEMO_EMAILS.member);
    patel = await memberByEmail(server.db, DEMO_EMAILS.healthshare);
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("sends the member's own page drawn with their data, never to be stored, and no other household's", async () => {
    const response = await page(await signedIn(server.app, DEMO_EMAILS.member));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store, private');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.body).toContain('<div id="root" data-prerendered="/"><main><h1>Home</h1>');
    expect(response.body).toContain('<style data-emotion="css a1">');
    expect(response.body).toContain(carter.memberId);
    expect(stateOf(response.body).queries[0]?.data.member_id).toBe(carter.memberId);
    expect(response.body).not.toContain(patel.memberId);
    // The other household's session gets its own page.
    const theirs = await page(await signedIn(server.app, DEMO_EMAILS.healthshare));
    expect(theirs.body).toContain(patel.memberId);
    expect(theirs.body).not.toContain(carter.memberId);
  });

  it('holds the first paint until the element after the drawn screen is parsed (no part-parsed screen painted)', async () => {
    const { body } = await page(await signedIn(server.app, DEMO_EMAILS.member));
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(`<link rel="expect" href="#${FIRST_SCREEN_STATE_ID}" blocking="render">`);
    const rootStart = body.indexOf('<div id="root" data-prerendered="/">');
    expect(rootStart).toBeGreaterThan(head.length);
    expect(body.indexOf(`id="${FIRST_SCREEN_STATE_ID}"`, rootStart)).toBeGreaterThan(
      body.indexOf('</main>', rootStart),
    );
  });

  it('draws the pages whose forms wait for React (the query string goes to the render)', async () => {
    for (const url of ['/find-dentist?zip=78701', '/price-check', '/in-office-plans']) {
      const response = await page(await signedIn(server.app, DEMO_EMAILS.member), url);
      expect(response.headers['cache-control'], url).toBe('no-store, private');
      expect(response.body, url).toContain(`<div id="root" data-prerendered="${url.split('?')[0]}">`);
      expect(response.body, url).toContain(carter.memberId);
    }
  });

  it('sends the client-rendered page without a session, with an invalid one, and for pages it does not draw', async () => {
    const anonymous = await page(new TestClient(server.app));
    expect(anonymous.body).not.toContain('data-prerendered');
    expect(anonymous.headers['cache-control']).toBe('no-cache');

    // The presence cookie is there, the session is not: the API answers 401 and the page is the skeleton,
    // which signs the browser out as before.
    const forged = new TestClient(server.app);
    forged.cookies.set('member_refresh_present', '1');
    forged.cookies.set('member_access_present', '1');
    forged.cookies.set('member_access', 'not-a-token');
    const invalid = await page(forged);
    expect(invalid.statusCode).toBe(200);
    expect(invalid.body).toContain('<div id="root"><div id="boot-layout"></div></div>');
    expect(invalid.body).not.toContain(FIRST_SCREEN_STATE_ID);
    expect(invalid.headers['cache-control']).toBe('no-cache');

    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const notDrawn = await page(client, '/notifications');
    expect(notDrawn.body).not.toContain('data-prerendered');
    expect(notDrawn.body).not.toContain(carter.memberId);
  });

  it('draws receipts and estimates too, the render given the address with its query (the receipts filters)', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const receipts = await page(client, '/transactions?view=all&page=2');
    expect(receipts.headers['cache-control']).toBe('no-store, private');
    expect(receipts.body).toContain('<div id="root" data-prerendered="/transactions">');
    expect(receipts.body).toContain('<p>/transactions?view=all&amp;page=2</p>');
    const estimates = await page(client, '/estimates');
    expect(estimates.body).toContain('<div id="root" data-prerendered="/estimates">');
    expect(estimates.body).toContain(carter.memberId);
  });

  it("draws a page with an id in its path into the layout's page (decision 0063), and only those the build names", async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const details = await page(client, '/estimates-estimate-details/12');
    expect(details.headers['cache-control']).toBe('no-store, private');
    expect(details.body).toContain('<div id="root" data-prerendered="/estimates-estimate-details/12">');
    expect(details.body).toContain('<p>/estimates-estimate-details/12</p>');
    const notNamed = await page(client, '/transactions-appointment-details/12');
    expect(notNamed.body).not.toContain('data-prerendered');
    expect(notNamed.body).not.toContain(carter.memberId);
  });

  it('writes the data so that no value can close its script element', async () => {
    const evil = 'Daniel</script><script>alert(1)</script><!--';
    const [before] = await server.db.select().from(patients).where(eq(patients.id, carter.patientId));
    await server.db.update(patients).set({ firstName: evil }).where(eq(patients.id, carter.patientId));
    try {
      const response = await page(await signedIn(server.app, DEMO_EMAILS.member));
      expect(response.body).toContain('data-prerendered="/"');
      expect(response.body).not.toContain('<script>alert(1)');
      expect(response.body).not.toContain('<!--');
      // One script element of data, which the browser reads back to the very name.
      expect(response.body.match(/<\/script>/g)).toHaveLength(1);
      expect(stateOf(response.body).queries[0]?.data.first_name).toBe(evil);
    } finally {
      await server.db.update(patients).set({ firstName: before!.firstName }).where(eq(patients.id, carter.patientId));
    }
  });
});
