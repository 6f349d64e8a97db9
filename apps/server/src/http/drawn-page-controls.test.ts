// Decisions 0034 and 0036: a page drawn at the server is on screen, buttons and all, before React has hydrated
// it, and a control clicked then does nothing (no handler is attached yet). Twice a browser test on a fast host
// found one the hard way (find a dentist's 'Search within N miles', the sign-in link of the offline test). This
// test reads every page the server draws, as it sends it to a signed-in demo member, and holds each of its
// controls to the rule: disabled until hydrated (`UntilHydrated` or `useHydrated` in @dental/ui), read-only
// (a field of a held form), or something the browser does without a script (a link, a form with an action).
// It serves the member portal's real build (its server render, dist-server/render.mjs), brought up to date first.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_RENDER } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import type { TestClient } from '../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, signedIn } from '../modules/member/member.test-support.js';
import { loadServerRender, type ServerRender } from './server-rendered-page.js';
import { buildPortals, controlsAgainstRule, ROOT } from './drawn-page-controls.test-support.js';

const MEMBER_DIST = `${ROOT}apps/member/dist`;

describe('the controls of the pages drawn at the server wait for React (decisions 0034, 0036)', () => {
  let server: TestServer;
  let serverRender: ServerRender | null = null;
  // The server says at info why a page was not drawn (server-rendered-page.ts): the failure shows it.
  const log: string[] = [];
  beforeAll(async () => {
    buildPortals();
    expect(existsSync(`${ROOT}apps/member/${SERVER_RENDER.dir}/${SERVER_RENDER.file}`), 'the server render').toBe(true);
    serverRender = await loadServerRender(MEMBER_DIST);
    server = await createTestServer({
      portalDistDir: MEMBER_DIST,
      env: { SERVER_RENDER_BOUND_MS: '20000' },
      logLines: log,
    });
  }, 300_000);
  afterAll(() => server?.close());

  /** Each drawn path, opened as the browser tests open it: with a search or a check where the page takes one. */
  const pages = (patientId: number): Record<string, string[]> => ({
    '/': ['/'],
    '/transactions': ['/transactions', '/transactions?view=all'],
    '/estimates': ['/estimates'],
    '/plan-details': ['/plan-details'],
    '/find-dentist': ['/find-dentist', '/find-dentist?zip=78701', '/find-dentist?zip=59001&radius=5'],
    '/price-check': ['/price-check', `/price-check?codes=D1110,D2740&patient_id=${patientId}&zip=78701`],
    '/in-office-plans': ['/in-office-plans', '/in-office-plans?zip=78701'],
    '/my-account': ['/my-account'],
  });

  it('opens every path the server draws (the member routes whose handle is DRAWN_AT_SERVER, decision 0063)', () => {
    for (const path of Object.keys(pages(0))) expect(serverRender?.draws(path), path).toBe(true);
    // The member's other signed-in pages are not drawn (yet): the list above is the whole of it.
    for (const path of ['/member', '/notifications', '/plan-purchases', '/estimates-estimate-details/1'])
      expect(serverRender?.draws(path), path).toBe(false);
  });

  const page = (client: TestClient, url: string) => client.get(url, { headers: { accept: 'text/html' } });

  it.each([DEMO_EMAILS.member, DEMO_EMAILS.inOffice, DEMO_EMAILS.healthshare])(
    "holds every control of %s's drawn pages until hydrated",
    async (email) => {
      const client = await signedIn(server.app, email);
      const member = await memberByEmail(server.db, email);
      const offenders: string[] = [];
      let held = 0;
      for (const url of Object.values(pages(member.patientId)).flat()) {
        const response = await page(client, url);
        // Drawn, not the skeleton the browser renders itself: a page that fell back has nothing to check.
        const drawn = response.body.includes(`<div id="root" data-prerendered="${url.split('?')[0]}">`);
        expect(drawn, `${url} drawn (${log.filter((line) => line.includes('not drawn')).join('; ')})`).toBe(true);
        const rule = controlsAgainstRule(response.body, url);
        // Every drawn page has the top bar's buttons at least: none found would mean the rule reads nothing.
        expect(rule.buttons, url).toBeGreaterThan(0);
        held += rule.held;
        offenders.push(...rule.offenders);
      }
      expect(held, 'controls held until hydrated').toBeGreaterThan(0);
      expect(offenders, 'controls live before React has hydrated them').toEqual([]);
    },
  );
});
