// Issue 27 item 2: `/plan`, the group plan.
export { PlanPage as Component } from '../../features/plan/components/plan-page';
