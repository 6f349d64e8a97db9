import { useMutation } from '@tanstack/react-query';
import type { OfflineTokenizeRequest } from '@dental/domain';
import { useApiClient } from '@dental/ui';

/**
 * POST member/v4/payment-methods/offline-tokenize/: the offline gateway's card form sends the number only
 * here (our own tokenizing endpoint), and gets back a payment method id with brand, last four and expiry.
 */
export function useOfflineTokenize() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (request: OfflineTokenizeRequest) =>
      (await client.call('member.offlineTokenize', { body: request })).data,
    // The form shows the field messages itself; a card number never goes into a toast or a log.
    meta: { errorToast: false },
  });
}
