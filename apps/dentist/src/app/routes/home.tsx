// Issue 16 item 1: the signed-in home (`/`): the practice's day. Drawn at the server (router.tsx, decision 0063).
import { dashboardQuery } from '../../features/home/api/dashboard';
import { prefetchQueries } from '../first-screen';

export { HomePage as Component } from '../../features/home/components/home-page';

/** The page's calls, before its first render (decision 0031) and at the server (decision 0063). */
export const prefetch = prefetchQueries(dashboardQuery);
