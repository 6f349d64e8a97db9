// The member portal's route patterns, read from the app's own route table (apps/member/src/app/router.tsx)
// and the routes every portal shares (packages/ui/src/app/portal-routes.tsx), so a sweep over "every member
// route" fails when a route is added to the app and not to the sweep. Read as text: importing the route
// table would load React and MUI into the test runner.
import { readFileSync } from 'node:fs';

const read = (relative: string): string => readFileSync(new URL(`../../${relative}`, import.meta.url), 'utf8');

/** The literal `path: '...'` patterns of a source file ('*' included), and '/' for an `index: true` route. */
function patternsIn(source: string): string[] {
  const paths = [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1] ?? '');
  const index = /\bindex:\s*true\b/.test(source) ? ['/'] : [];
  return [...index, ...paths.map((path) => (path === '*' ? path : `/${path}`))];
}

/** Every route pattern of the member portal: its own, the shared signed-out screens and the 404 catch-all. */
export function memberRoutePatterns(): string[] {
  const own = read('apps/member/src/app/router.tsx');
  // The shared tree's own index route is the sign-in layout's (RedirectIfSignedIn), not a screen of its own.
  const shared = patternsIn(read('packages/ui/src/app/portal-routes.tsx')).filter((path) => path !== '/');
  return [...new Set([...patternsIn(own), ...shared])].sort();
}
