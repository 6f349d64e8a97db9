import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@dental/ui';
import { hasPastDuePlanPurchasesQuery, hasPlanPurchasesQuery } from '../../../shared/api/plan-purchases-presence';

/** spec §2 and §6: 'Plan purchases' shows only when the member has at least one in-office plan purchase. */
export function useHasPlanPurchases() {
  return useQuery(hasPlanPurchasesQuery(useApiClient()));
}

/** Issue 7: a past-due payment puts a warning in the side navigation; asked only when purchases exist. */
export function useHasPastDuePlanPurchases(enabled: boolean) {
  return useQuery({ ...hasPastDuePlanPurchasesQuery(useApiClient()), enabled });
}
