// Generated from the contract by scripts/contract/call-tables.ts (npm run generate:calls): do not edit.
// The shared calls' method, path and guard, without their schemas (issue 25 item 2, decision 0047).
import { PUBLIC_GUARD, SESSION_GUARD } from './guards.js';
import type { CallRoute } from './call-route.js';

export const SHARED_CALLS = {
  hello: { method: 'GET', path: 'hello/', guard: PUBLIC_GUARD },
  signIn: { method: 'POST', path: 'token/', guard: PUBLIC_GUARD },
  logout: { method: 'POST', path: 'logout/', guard: PUBLIC_GUARD },
  tokenRefresh: { method: 'POST', path: 'token/refresh/', guard: PUBLIC_GUARD },
  passwordResetInitiate: { method: 'POST', path: 'password-reset/initiate-forgot/', guard: PUBLIC_GUARD },
  passwordResetComplete: { method: 'PATCH', path: 'password-reset/complete/', guard: PUBLIC_GUARD },
  mfaVerify: { method: 'POST', path: 'token/mfa/', guard: PUBLIC_GUARD },
  mfaEmailCode: { method: 'POST', path: 'token/mfa/email-code/', guard: PUBLIC_GUARD },
  mfaSignInEnrolStart: { method: 'POST', path: 'token/mfa/enrolment/', guard: PUBLIC_GUARD },
  mfaSignInEnrolConfirm: { method: 'POST', path: 'token/mfa/enrolment/confirm/', guard: PUBLIC_GUARD },
  mfaStatus: { method: 'GET', path: 'mfa/', guard: SESSION_GUARD },
  mfaEnrolStart: { method: 'POST', path: 'mfa/enrolment/', guard: SESSION_GUARD },
  mfaEnrolConfirm: { method: 'POST', path: 'mfa/enrolment/confirm/', guard: SESSION_GUARD },
  mfaDisable: { method: 'POST', path: 'mfa/disable/', guard: SESSION_GUARD },
} as const satisfies Record<string, CallRoute>;
