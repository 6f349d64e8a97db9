import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPlanPurchaseRequest, PlanPurchase } from '@dental/domain';
import { useApiClient } from '@dental/ui';
import { memberKeys } from '../../../shared/api/query-keys';
import { planPurchaseKeys } from './plan-purchase-keys';

/**
 * POST member/v4/in-office-plan-purchases/ (/complete-plan-purchase): the purchase, its schedule and the first
 * charge in one transaction; the same idempotency key again answers the same purchase and charges nothing.
 * A declined card answers 402 with its message, shown by the form only (issue 17: one channel per error).
 */
export function useConfirmPlanPurchase() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ConfirmPlanPurchaseRequest): Promise<PlanPurchase> =>
      (await client.call('member.confirmPlanPurchase', { body: request })).data,
    // The form shows every error of this call itself (its fields and an alert): no toast as well.
    meta: { errorToast: false },
    onSuccess: async (purchase) => {
      queryClient.setQueryData(planPurchaseKeys.one(String(purchase.id)), purchase);
      // The header's Plan purchases item and the benefit (an in-office plan changes it) follow the purchase.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: planPurchaseKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.benefit() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.idCardData() }),
      ]);
    },
  });
}
