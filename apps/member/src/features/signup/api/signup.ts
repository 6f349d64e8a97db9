import { useMutation } from '@tanstack/react-query';
import {
  type NewMemberSignupRequest,
  type ResendVerificationRequest,
  type SignupCompleteRequest,
  type SignupInitiateRequest,
  type VerifyEmailRequest,
} from '@dental/domain';
import { useApiClient } from '@dental/ui';

// The sign-up calls answer `{ data: { message } }`, the same whether or not a person or account exists.
// A 401 here is no ended session (nobody is signed in), so the auth handler is skipped.
const options = { skipAuthHandler: true } as const;

/** POST member/v4/signup/initiate/ (/member-sign-up). */
export function useSignupInitiate() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: SignupInitiateRequest) => client.call('member.signupInitiate', { body: request, ...options }),
  });
}

/** POST member/v4/signup/complete/ (/signup?code=...). */
export function useSignupComplete() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: SignupCompleteRequest) => client.call('member.signupComplete', { body: request, ...options }),
  });
}

/** POST member/v4/signup/new-member/ (/new-member-signup). */
export function useNewMemberSignup() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: NewMemberSignupRequest) =>
      client.call('member.newMemberSignup', { body: request, ...options }),
  });
}

/** POST member/v4/signup/resend-verification/ (/email-not-verified). */
export function useResendVerification() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: ResendVerificationRequest) =>
      client.call('member.resendVerification', { body: request, ...options }),
  });
}

/** POST member/v4/signup/verify-email/ (/signup-authenticated). Its page shows the failure itself: no toast. */
export function useVerifyEmail() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: VerifyEmailRequest) => client.call('member.verifyEmail', { body: request, ...options }),
    meta: { errorToast: false },
  });
}
