// Issue 27 item 2: `/plan`, the group plan. Drawn at the server (router.tsx, decision 0067).
import { groupPlanQuery } from '../../features/plan/api/plan';
import { prefetchQueries } from '../first-screen';

export { PlanPage as Component } from '../../features/plan/components/plan-page';

/** The group plan, decisions 0031 and 0063. */
export const prefetch = prefetchQueries(groupPlanQuery);
