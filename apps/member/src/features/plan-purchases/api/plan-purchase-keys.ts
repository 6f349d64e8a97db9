import type { PlanPurchasesQuery } from '@dental/domain';
import { memberKeys } from '../../../shared/api/query-keys';

// STYLE "API client and queries": the purchases' keys sit under the member's planPurchases key, so one
// invalidation (spec §4: after auto renew and payoff) also refreshes the header's "has purchases" answer.
export const planPurchaseKeys = {
  all: memberKeys.planPurchases(),
  list: (query: PlanPurchasesQuery) => [...planPurchaseKeys.all, 'list', query] as const,
  one: (id: string) => [...planPurchaseKeys.all, 'one', id] as const,
};
