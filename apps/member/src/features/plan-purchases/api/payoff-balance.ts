import { useMutation, useQueryClient } from '@tanstack/react-query';
import { balanceChargedMessage, chargingCardMessage, type CardBrand, type PayoffBalanceRequest } from '@dental/domain';
import { useApiClient, useNotifications } from '@dental/ui';
import { planPurchaseKeys } from './plan-purchase-keys';

/** What the payoff charges: the saved card's payment method id, brand and last four digits (for the messages). */
export interface PayoffCard {
  paymentMethodId: string;
  brand: CardBrand;
  last4: string;
}

/** One payoff attempt: the card and the attempt's idempotency key (reused when the same attempt is retried). */
export interface PayoffAttempt {
  card: PayoffCard;
  idempotencyKey: string;
}

/**
 * spec §7: POST member/v4/in-office-plan-purchases/{id}/payoff-balance/ with use_stripe_payment_method_id
 * (and the attempt's idempotency key: a retry answers the first result, issue 15).
 * spec §4 and §8: charging (its message names the card) to success; then the purchases are refreshed.
 * A failure closes the charging banner and is shown by the payoff section only (issue 17: one channel).
 */
export function usePayoffBalance(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notifications = useNotifications();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ card, idempotencyKey }: PayoffAttempt) => {
      const request: PayoffBalanceRequest = {
        use_stripe_payment_method_id: card.paymentMethodId,
        idempotency_key: idempotencyKey,
      };
      return client.call('member.payoffBalance', { params: { id }, body: request });
    },
    onMutate: ({ card }) => ({
      banner: notifications.notify({ severity: 'info', message: chargingCardMessage(card.last4), durationMs: null }),
    }),
    onError: (_error, _attempt, context) => {
      if (context) notifications.close(context.banner);
    },
    onSuccess: async (body) => {
      queryClient.setQueryData(planPurchaseKeys.one(id), body.data.purchase);
      notifications.notify({ severity: 'success', message: balanceChargedMessage(body.data.card_last4) });
      await queryClient.invalidateQueries({ queryKey: planPurchaseKeys.all });
    },
  });
}
