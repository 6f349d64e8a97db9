import { useQuery } from '@tanstack/react-query';
import type { PlanPurchase } from '@dental/domain';
import { useApiClient } from '@dental/ui';
import { planPurchaseKeys } from './plan-purchase-keys';

/** spec §7: GET member/v4/in-office-plan-purchases/{id}/ (data.data is the purchase; another household's: 404). */
export function usePlanPurchase(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: planPurchaseKeys.one(id),
    queryFn: async (): Promise<PlanPurchase> => (await client.call('member.planPurchase', { params: { id } })).data,
  });
}
