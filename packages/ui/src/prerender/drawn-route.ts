// Decision 0063: a page is drawn at the server (decision 0034) because its route says so, in the portal's own
// route table, not because the server keeps a list. The portal's server build answers `drawsPage(path)` from the
// same table (vite.prerender.ts), so the server asks the portal and knows no portal's pages itself.
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The `handle` of a signed-in route drawn at the server with its first screen's data (React Router keeps it with
 * the route before its module loads): `{ path: 'visits', lazy, handle: DRAWN_AT_SERVER }`. Its module must
 * export `prefetch` (every call its first screen and the signed-in frame make), hold its controls until
 * hydrated (`UntilHydrated`, `useHydrated`) and choose its layout in CSS, not with useMediaQuery (decision 0034).
 * A plain object, not a wrapper: the member's entry script is within a few bytes of its 180 KB budget.
 */
export const DRAWN_AT_SERVER = { drawnAtServer: true } as const;

/** Whether the page at `pathname` is one the portal's routes declare drawn at the server (its deepest match). */
export function isDrawnAtServer(routeTree: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routeTree, pathname);
  const page = matches?.[matches.length - 1]?.route;
  return (page?.handle as Partial<typeof DRAWN_AT_SERVER> | undefined)?.drawnAtServer === true;
}
