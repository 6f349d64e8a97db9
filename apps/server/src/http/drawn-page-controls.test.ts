// Decisions 0034 and 0036: a page drawn at the server is on screen, buttons and all, before React has hydrated
// it, and a control clicked then does nothing (no handler is attached yet). Twice a browser test on a fast host
// found one the hard way (find a dentist's 'Search within N miles', the sign-in link of the offline test). This
// test reads every page the server draws, as it sends it to a signed-in demo member, and holds each of its
// controls to the rule: disabled until hydrated (`UntilHydrated` or `useHydrated` in @dental/ui), read-only
// (a field of a held form), or something the browser does without a script (a link, a form with an action).
// It serves the member portal's real build (its server render, dist-server/render.mjs), brought up to date first.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_RENDER } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import type { TestClient } from '../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, signedIn } from '../modules/member/member.test-support.js';
import { SERVER_RENDERED_PATHS } from './server-rendered-page.js';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MEMBER_DIST = `${ROOT}apps/member/dist`;

/** The roles a click or a key works on, which a drawn page must not offer before React listens. */
const ACTING_ROLES = new Set(['button', 'tab', 'checkbox', 'switch', 'combobox', 'radio', 'menuitem', 'option']);

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const isElement = (node: Node): node is Element => 'tagName' in node;

/** The element's role: its own, or the one its tag implies for the controls (HTML-AAM). */
function roleOf(element: Element): string | undefined {
  const own = attribute(element, 'role')?.trim().split(/\s+/)[0];
  if (own) return own;
  const type = (attribute(element, 'type') ?? 'text').toLowerCase();
  switch (element.tagName) {
    case 'button':
      return 'button';
    case 'select':
      return 'combobox';
    case 'input':
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox' || type === 'radio') return type;
      return attribute(element, 'list') === undefined ? undefined : 'combobox';
    default:
      return undefined;
  }
}

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
}

function* ancestors(element: Element): Generator<Element> {
  for (let node = element.parentNode; node && isElement(node); node = node.parentNode) yield node;
}

const textOf = (node: Node): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterMap['textNode']).value
    : 'childNodes' in node
      ? node.childNodes.map(textOf).join(' ')
      : '';

/** How a person would find the control: its label, or its words. */
function nameOf(element: Element): string {
  const label = attribute(element, 'aria-label') ?? attribute(element, 'title');
  return (label ?? textOf(element)).replace(/\s+/g, ' ').trim() || '(no name)';
}

/** Why the control is safe before hydration, or null when a click on it then would do nothing. */
function heldBy(element: Element, role: string): string | null {
  if (attribute(element, 'disabled') !== undefined || attribute(element, 'aria-disabled') === 'true') return 'disabled';
  if ([...ancestors(element)].some((a) => a.tagName === 'fieldset' && attribute(a, 'disabled') !== undefined))
    return 'disabled';
  // An inert subtree takes no click, focus or key (the receipts filters until hydrated).
  if ([element, ...ancestors(element)].some((a) => attribute(a, 'inert') !== undefined)) return 'inert';
  // A field of a held form: an input that takes no typing, or MUI's select, which opens on nothing and says
  // so. A native select or checkbox ignores readonly, so it is not held by it.
  const readOnly =
    element.tagName === 'input'
      ? attribute(element, 'readonly') !== undefined
      : element.tagName !== 'select' && attribute(element, 'aria-readonly') === 'true';
  if (role === 'combobox' && readOnly) return 'read-only';
  // The browser follows a link itself.
  if (element.tagName === 'a' && attribute(element, 'href') !== undefined) return 'a link';
  // A submit of a form with an address of its own goes out without a script (React's own actions have none).
  const form = [...ancestors(element)].find((a) => a.tagName === 'form');
  const action = form && attribute(form, 'action');
  const submits = ['submit', 'image'].includes((attribute(element, 'type') ?? 'submit').toLowerCase());
  if (action && !action.startsWith('javascript:') && submits && ['button', 'input'].includes(element.tagName))
    return 'a form';
  return null;
}

interface Control {
  role: string;
  name: string;
  /** Why it is safe before hydration (null: it is not). */
  held: string | null;
  /** Marked by UntilHydrated (`data-until-hydrated`), itself or an element around it. */
  marked: boolean;
}

/** The controls React drew in the page's #root (the page outside it is the server's own, not hydrated). */
function drawnControls(html: string): { controls: Control[]; heldLinks: string[] } {
  const root = [...elements(parse(html))].find((element) => attribute(element, 'id') === 'root');
  if (!root) throw new Error('the page has no #root');
  const controls: Control[] = [];
  const heldLinks: string[] = [];
  for (const element of elements(root)) {
    // A link works before hydration: holding it would take away what the browser does without a script.
    if (
      element.tagName === 'a' &&
      attribute(element, 'href') !== undefined &&
      attribute(element, 'aria-disabled') === 'true'
    )
      heldLinks.push(nameOf(element));
    const role = roleOf(element);
    if (!role || !ACTING_ROLES.has(role)) continue;
    controls.push({
      role,
      name: nameOf(element),
      held: heldBy(element, role),
      marked: [element, ...ancestors(element)].some((a) => attribute(a, 'data-until-hydrated') !== undefined),
    });
  }
  return { controls, heldLinks };
}

describe('the controls of the pages drawn at the server wait for React (decisions 0034, 0036)', () => {
  let server: TestServer;
  // The server says at info why a page was not drawn (server-rendered-page.ts): the failure shows it.
  const log: string[] = [];
  beforeAll(async () => {
    // Up to date with the sources (a no-op when it is): the render under test is the build's.
    // Without the runner's NODE_ENV=test and its own variables, which would build React's development runtime.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
    );
    execFileSync(process.execPath, [`${ROOT}scripts/build.mjs`], { cwd: ROOT, env, stdio: 'pipe' });
    expect(existsSync(`${ROOT}apps/member/${SERVER_RENDER.dir}/${SERVER_RENDER.file}`), 'the server render').toBe(true);
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

  it('opens every path the server draws', () => {
    expect(Object.keys(pages(0)).sort()).toEqual([...SERVER_RENDERED_PATHS.member].sort());
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
        const { controls, heldLinks } = drawnControls(response.body);
        // Every drawn page has the top bar's buttons at least: none found would mean the rule reads nothing.
        expect(controls.filter((control) => control.role === 'button').length, url).toBeGreaterThan(0);
        for (const control of controls) {
          const name = `${url}: ${control.role} "${control.name}"`;
          if (!control.held) offenders.push(name);
          // The guard's mark comes with the button disabled (the browser tests' axe waits for no mark).
          else if (control.marked && control.held !== 'disabled') offenders.push(`${name}, marked but ${control.held}`);
          else held += 1;
        }
        offenders.push(...heldLinks.map((name) => `${url}: link "${name}", disabled though it needs no script`));
      }
      expect(held, 'controls held until hydrated').toBeGreaterThan(0);
      expect(offenders, 'controls live before React has hydrated them').toEqual([]);
    },
  );
});
