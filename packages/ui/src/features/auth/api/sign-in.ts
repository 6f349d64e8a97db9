import { useMutation } from '@tanstack/react-query';
import type { SecondStep, SignInRequest } from '@dental/domain';
import { useAnalytics } from '../../../analytics/analytics-context';
import { useApiClient } from '../../../api/api-client-context';
import { usePortal } from '../../../portal/portal-context';
import { useSession } from '../../../session/session-context';

export type SignInFields = Omit<SignInRequest, 'account_type'>;

/** The second step a sign-in answer asks for, if any ('verify': a code; 'enrol': a required set-up first). */
export function secondStepOf(answer: unknown): SecondStep['second_step'] | null {
  const step = (answer as { data?: Partial<SecondStep> } | null)?.data?.second_step;
  return step === 'verify' || step === 'enrol' ? step : null;
}

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
    onSuccess: (answer) => {
      // A second factor: no session yet; the sign-in page goes on to the second step (decision 0025).
      if (secondStepOf(answer)) return;
      analytics.track('Login');
      session.login();
    },
  });
}
