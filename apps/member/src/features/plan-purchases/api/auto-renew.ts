import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG_AUTO_RENEW_UPDATED, type AutoRenewRequest } from '@dental/domain';
import { useApiClient, useNotifications } from '@dental/ui';
import { idCardDataQuery } from '../../../shared/api/id-card-data';
import { planPurchaseKeys } from './plan-purchase-keys';

/**
 * spec §7: PATCH member/v4/in-office-plan-purchases/{id}/ with auto_renew. spec §4: then the purchases and
 * the member ID card data are refreshed; spec §8: 'Updated auto renew setting for this purchase'.
 */
export function useUpdateAutoRenew(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notifications = useNotifications();
  return useMutation({
    mutationFn: (request: AutoRenewRequest) => client.call('member.updateAutoRenew', { params: { id }, body: request }),
    onSuccess: async (body) => {
      queryClient.setQueryData(planPurchaseKeys.one(id), body.data);
      notifications.notify({ severity: 'success', message: MSG_AUTO_RENEW_UPDATED });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: planPurchaseKeys.all }),
        // Fetched, not only invalidated: this screen does not show the card.
        queryClient.prefetchQuery(idCardDataQuery(client)),
      ]);
    },
  });
}
