// The calls every portal's app answers (spec §7): sign-in, tokens, the start-up call, password reset, MFA.
import { PUBLIC_GUARD, SESSION_GUARD } from './guards.js';
import type { CallRoute } from './call-route.js';

const PUBLIC = PUBLIC_GUARD;
const SESSION = SESSION_GUARD;

/** The calls every portal's app answers: sign-in, tokens, the start-up call, password reset, MFA. */
export const SHARED_CALLS = {
  hello: { method: 'GET', path: 'hello/', guard: PUBLIC },
  signIn: { method: 'POST', path: 'token/', guard: PUBLIC },
  logout: { method: 'POST', path: 'logout/', guard: PUBLIC },
  tokenRefresh: { method: 'POST', path: 'token/refresh/', guard: PUBLIC },
  passwordResetInitiate: { method: 'POST', path: 'password-reset/initiate-forgot/', guard: PUBLIC },
  passwordResetComplete: { method: 'PATCH', path: 'password-reset/complete/', guard: PUBLIC },
  // The second factor (issue 14 item 3, decision 0025): token/mfa/* during sign-in (public: the pending
  // challenge cookie is the credential), mfa/* for whoever is signed in to this portal.
  mfaVerify: { method: 'POST', path: 'token/mfa/', guard: PUBLIC },
  mfaEmailCode: { method: 'POST', path: 'token/mfa/email-code/', guard: PUBLIC },
  mfaSignInEnrolStart: { method: 'POST', path: 'token/mfa/enrolment/', guard: PUBLIC },
  mfaSignInEnrolConfirm: { method: 'POST', path: 'token/mfa/enrolment/confirm/', guard: PUBLIC },
  mfaStatus: { method: 'GET', path: 'mfa/', guard: SESSION },
  mfaEnrolStart: { method: 'POST', path: 'mfa/enrolment/', guard: SESSION },
  mfaEnrolConfirm: { method: 'POST', path: 'mfa/enrolment/confirm/', guard: SESSION },
  mfaDisable: { method: 'POST', path: 'mfa/disable/', guard: SESSION },
} as const satisfies Record<string, CallRoute>;
