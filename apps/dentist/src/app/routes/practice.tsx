// Issue 16 item 2: `/practice`. Drawn at the server (router.tsx, decision 0063).
import { prefetchQueries } from '../first-screen';

export { PracticePage as Component } from '../../features/practice/components/practice-page';

/** The profile, the tab that opens, is the signed-in frame's own call (decisions 0031 and 0063). */
export const prefetch = prefetchQueries();
