import { useMutation } from '@tanstack/react-query';
import type { PasswordResetCompleteRequest } from '@dental/domain';
import { useApiClient } from '../../../api/api-client-context';

/** spec §7: PATCH password-reset/complete/ with { password, code }; answers a message. */
export function useCompletePasswordReset() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: PasswordResetCompleteRequest) =>
      client.call('shared.passwordResetComplete', { body: request }),
  });
}
