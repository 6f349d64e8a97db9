// The codes of the answers a portal matches (decision 0043), apart from ERRORS: ERRORS names messages of
// every area (and so imports their modules), and the API client and sign-in screens load on a portal's first
// screen, where those modules would cost some 40 KB (bench: initial JavaScript). ERRORS uses these codes.
/** DESIGN §3: the code of the XSRF refusal (a constant of its own: the API client, on every first screen, needs no other). */
export const CSRF_REJECTED_CODE = 'csrf';

export const ERROR_CODES = {
  csrfRejected: CSRF_REJECTED_CODE,
  emailNotVerified: 'email_not_verified',
  signInThrottled: 'sign_in_throttled',
  mfaChallengeEnded: 'mfa_challenge_ended',
  lookupsThrottled: 'lookups_throttled',
} as const;

/** DESIGN §3: the status of the XSRF refusal, which the client answers by fetching a fresh token once. */
export const CSRF_REJECTED_STATUS = 403;
