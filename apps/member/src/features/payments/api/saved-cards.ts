import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddSavedCardRequest, SavedCard } from '@dental/domain';
import { useApiClient } from '@dental/ui';
import { creditCardsQuery } from '../../../shared/api/credit-cards';
import { CREDIT_CARDS_KEY } from '../../../shared/api/query-keys';

/** GET member/v4/payment-methods/: the household's saved cards, newest first (spec §4: "the credit cards"). */
export function useSavedCards() {
  return useQuery(creditCardsQuery(useApiClient()));
}

/** POST member/v4/payment-methods/: saves a tokenized card (offline gateway or Stripe.js) to the household. */
export function useAddSavedCard() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    // The card dialog shows its errors itself (issue 17: one channel per error).
    meta: { errorToast: false },
    mutationFn: async (request: AddSavedCardRequest): Promise<SavedCard> =>
      (await client.call('member.addSavedCard', { body: request })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CREDIT_CARDS_KEY }),
  });
}

/** DELETE member/v4/payment-methods/{id}/: removes a saved card. */
export function useRemoveSavedCard() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: Pick<SavedCard, 'id'>) =>
      client.call('member.removeSavedCard', { params: { id: String(card.id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CREDIT_CARDS_KEY }),
  });
}
