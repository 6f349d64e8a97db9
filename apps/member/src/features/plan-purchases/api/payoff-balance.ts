import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINT_PATHS,
  balanceChargedMessage,
  chargingCardMessage,
  type PayoffBalanceRequest,
  type PayoffBalanceResponse,
} from '@dental/domain';
import { useApiClient, useNotifications } from '@dental/ui';
import { endpointPath } from '../../../shared/api/endpoint-path';
import { planPurchaseKeys } from './plan-purchase-keys';

/** What the payoff charges: the saved card's payment method id and its last four digits (for the messages). */
export interface PayoffCard {
  paymentMethodId: string;
  last4: string;
}

/**
 * spec §7: POST member/v4/in-office-plan-purchases/{id}/payoff-balance/ with use_stripe_payment_method_id.
 * spec §4 and §8: charging (its message names the card) to success; then the purchases are refreshed.
 */
export function usePayoffBalance(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notifications = useNotifications();
  return useMutation({
    mutationFn: (card: PayoffCard) => {
      const request: PayoffBalanceRequest = { use_stripe_payment_method_id: card.paymentMethodId };
      return client.post<PayoffBalanceResponse>(endpointPath(ENDPOINT_PATHS.payoffBalance, { id }), request);
    },
    onMutate: (card) => {
      notifications.notify({ severity: 'info', message: chargingCardMessage(card.last4), durationMs: null });
    },
    onSuccess: async (body) => {
      queryClient.setQueryData(planPurchaseKeys.one(id), body.data.purchase);
      notifications.notify({ severity: 'success', message: balanceChargedMessage(body.data.card_last4) });
      await queryClient.invalidateQueries({ queryKey: planPurchaseKeys.all });
    },
  });
}
