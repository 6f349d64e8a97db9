import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context';
import { usePortal } from '../../../portal/portal-context';

/** spec §7: POST password-reset/initiate-forgot/ with { email, account_type }; answers a message. */
export function useInitiateForgotPassword() {
  const client = useApiClient();
  const { portal } = usePortal();
  return useMutation({
    mutationFn: (email: string) =>
      client.call('shared.passwordResetInitiate', { body: { email, account_type: portal } }),
  });
}
