import { useMutation } from '@tanstack/react-query';
import { ENDPOINT_PATHS, type MessageEnvelope, type PasswordResetInitiateRequest } from '@dental/domain';
import { useApiClient } from '../../../api/api-client-context';
import { usePortal } from '../../../portal/portal-context';

/** spec §7: POST password-reset/initiate-forgot/ with { email, account_type }; answers a message. */
export function useInitiateForgotPassword() {
  const client = useApiClient();
  const { portal } = usePortal();
  return useMutation({
    mutationFn: (email: string) =>
      client.post<MessageEnvelope>(ENDPOINT_PATHS.passwordResetInitiate, {
        email,
        account_type: portal,
      } satisfies PasswordResetInitiateRequest),
  });
}
