import { useMutation } from '@tanstack/react-query';
import type { SignInRequest } from '@dental/domain';
import { useAnalytics } from '../../../analytics/analytics-context';
import { useApiClient } from '../../../api/api-client-context';
import { usePortal } from '../../../portal/portal-context';
import { useSession } from '../../../session/session-context';

export type SignInFields = Omit<SignInRequest, 'account_type'>;

/** DESIGN §3: POST token/ with the portal as account_type; success logs the session in (spec §4). */
export function useSignIn() {
  const client = useApiClient();
  const session = useSession();
  const analytics = useAnalytics();
  const { portal } = usePortal();
  return useMutation({
    mutationFn: (fields: SignInFields) =>
      client.call('shared.signIn', {
        body: { ...fields, account_type: portal },
        // A wrong password is a 400; a 401 here is not an ended session.
        skipAuthHandler: true,
      }),
    onSuccess: () => {
      analytics.track('Login');
      session.login();
    },
  });
}
