// Decisions 0034, 0036 and 0063: what a page drawn at the server offers before React has hydrated it. A control
// clicked then does nothing (no handler is attached yet), so each must be disabled until hydrated (`UntilHydrated`
// or `useHydrated` in @dental/ui), read-only (a field of a held form), inert, or something the browser does
// without a script (a link, a form with an action). Read with parse5 from the page as the server sends it; used
// by the member's and the dentist's drawn-page tests.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** The repository's root, where scripts/build.mjs and the portals' builds are. */
export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

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

/**
 * Brings the portals' builds up to date with the sources (a no-op when they are): the render under test is the
 * build's. Without the runner's NODE_ENV=test and its own variables, which would build React's development runtime.
 */
export function buildPortals(): void {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );
  execFileSync(process.execPath, [`${ROOT}scripts/build.mjs`], { cwd: ROOT, env, stdio: 'pipe' });
}

/**
 * The drawn page's controls held to the rule: how many are held, how many buttons there are (every drawn page
 * has the top bar's at least: none would mean the rule read nothing), and each offender, named with `url`.
 */
export function controlsAgainstRule(html: string, url: string): { held: number; buttons: number; offenders: string[] } {
  const { controls, heldLinks } = drawnControls(html);
  const offenders: string[] = [];
  let held = 0;
  for (const control of controls) {
    const name = `${url}: ${control.role} "${control.name}"`;
    if (!control.held) offenders.push(name);
    // The guard's mark comes with the button disabled (the browser tests' axe waits for no mark).
    else if (control.marked && control.held !== 'disabled') offenders.push(`${name}, marked but ${control.held}`);
    else held += 1;
  }
  offenders.push(...heldLinks.map((name) => `${url}: link "${name}", disabled though it needs no script`));
  return { held, buttons: controls.filter((control) => control.role === 'button').length, offenders };
}
