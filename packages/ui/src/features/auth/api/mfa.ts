// The second factor's calls (decision 0025 of the server), typed by their contract entries (decision 24).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MfaDisableRequest, MfaEnrolConfirmRequest, MfaVerifyRequest } from '@dental/domain';
import { useAnalytics } from '../../../analytics/analytics-context';
import { useApiClient } from '../../../api/api-client-context';
import { useSession } from '../../../session/session-context';

/** During sign-in there is no session yet: a 401 means the pending sign-in ended, not a session. */
const PENDING_SIGN_IN = { skipAuthHandler: true } as const;
export const MFA_STATUS_KEY = ['mfa-status'] as const;

/** POST token/mfa/: the code of the second step; success logs the session in. */
export function useMfaVerify() {
  const client = useApiClient();
  const session = useSession();
  const analytics = useAnalytics();
  return useMutation({
    mutationFn: (request: MfaVerifyRequest) => client.call('shared.mfaVerify', { body: request, ...PENDING_SIGN_IN }),
    onSuccess: () => {
      analytics.track('Login');
      session.login();
    },
  });
}

/** POST token/mfa/email-code/: mails a 6-digit code; answers the message to show. */
export function useMfaEmailCode() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () => (await client.call('shared.mfaEmailCode', PENDING_SIGN_IN)).data.message,
  });
}

/** Where an enrolment runs: in sign-in (a required set-up, no session yet) or on the signed-in user's page. */
export type EnrolmentMode = 'sign-in' | 'account';

/** Starts an enrolment: a new secret and its QR code. */
export function useMfaEnrolStart(mode: EnrolmentMode) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () => {
      const answer =
        mode === 'sign-in'
          ? await client.call('shared.mfaSignInEnrolStart', PENDING_SIGN_IN)
          : await client.call('shared.mfaEnrolStart');
      return answer.data;
    },
  });
}

/** Confirms an enrolment with the app's first code; answers the recovery codes. */
export function useMfaEnrolConfirm(mode: EnrolmentMode) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: MfaEnrolConfirmRequest) => {
      const answer =
        mode === 'sign-in'
          ? await client.call('shared.mfaSignInEnrolConfirm', { body: request, ...PENDING_SIGN_IN })
          : await client.call('shared.mfaEnrolConfirm', { body: request });
      return answer.data.recovery_codes;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY }),
  });
}

/** GET mfa/: on or off, required or offered, recovery codes left. */
export function useMfaStatus() {
  const client = useApiClient();
  return useQuery({
    queryKey: MFA_STATUS_KEY,
    queryFn: async () => (await client.call('shared.mfaStatus')).data,
  });
}

/** POST mfa/disable/ with the password. */
export function useMfaDisable() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: MfaDisableRequest) =>
      (await client.call('shared.mfaDisable', { body: request })).data.message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY }),
  });
}
