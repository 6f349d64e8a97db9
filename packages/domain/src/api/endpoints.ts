// spec §7 and DESIGN §3: every call, its method, path (under /api/) and schemas: one contract for both
// sides. Paths keep the trailing slash; ':id' marks a path parameter.
import type { z } from 'zod';
import { helloEnvelopeSchema, helloQuerySchema } from './hello.js';
import * as auth from './auth.js';
import * as mfa from './mfa.js';
import * as reports from './dentist-reports.js';
import * as adminStaff from './admin-staff.js';
import * as adminSystem from './admin-system.js';
import { eligibilityPrintQuerySchema } from './dentist-eligibility.js';
import type { CallGroup, HttpMethod } from './endpoint-paths.js';
import { PUBLIC_GUARD, SESSION_GUARD, guards } from './guards.js';
import type { Endpoint, ReadsFrom } from './endpoint.js';
import { DENTIST_CONTRACT } from './dentist-endpoints.js';
import { EMPLOYER_CONTRACT } from './employer-endpoints.js';
import { MEMBER_CONTRACT } from './member-endpoints.js';

export type { HttpMethod };
export type { Endpoint, ReadsFrom };

const PUBLIC = PUBLIC_GUARD;
const SESSION = SESSION_GUARD;

/**
 * spec §7: every call with its schemas, grouped as CALLS is ('shared' calls answer on every portal's app;
 * the others on their portal's app only, decision 0022).
 */
export const CONTRACT = {
  shared: {
    // The answer is { data: start-up data } like every other success body (DESIGN §3); the route validates with it.
    hello: { method: 'GET', path: 'hello/', guard: PUBLIC, query: helloQuerySchema, response: helloEnvelopeSchema },
    // A session, or the second step it waits for (decision 0025).
    signIn: {
      method: 'POST',
      path: 'token/',
      guard: PUBLIC,
      body: auth.signInRequestSchema,
      response: mfa.signInResultResponseSchema,
    },
    logout: { method: 'POST', path: 'logout/', guard: PUBLIC, response: auth.logoutResponseSchema },
    tokenRefresh: { method: 'POST', path: 'token/refresh/', guard: PUBLIC, response: auth.tokenRefreshResponseSchema },
    passwordResetInitiate: {
      method: 'POST',
      path: 'password-reset/initiate-forgot/',
      guard: PUBLIC,
      body: auth.passwordResetInitiateRequestSchema,
      response: auth.passwordResetInitiateResponseSchema,
    },
    passwordResetComplete: {
      method: 'PATCH',
      path: 'password-reset/complete/',
      guard: PUBLIC,
      body: auth.passwordResetCompleteRequestSchema,
      response: auth.passwordResetCompleteResponseSchema,
    },
    // The second factor (issue 14 item 3, decision 0025).
    mfaVerify: {
      method: 'POST',
      path: 'token/mfa/',
      guard: PUBLIC,
      body: mfa.mfaVerifyRequestSchema,
      response: auth.signInResponseSchema,
    },
    mfaEmailCode: {
      method: 'POST',
      path: 'token/mfa/email-code/',
      guard: PUBLIC,
      response: mfa.mfaMessageResponseSchema,
    },
    mfaSignInEnrolStart: {
      method: 'POST',
      path: 'token/mfa/enrolment/',
      guard: PUBLIC,
      response: mfa.mfaEnrolmentResponseSchema,
    },
    mfaSignInEnrolConfirm: {
      method: 'POST',
      path: 'token/mfa/enrolment/confirm/',
      guard: PUBLIC,
      body: mfa.mfaEnrolConfirmRequestSchema,
      response: mfa.mfaEnrolConfirmResponseSchema,
    },
    mfaStatus: { method: 'GET', path: 'mfa/', guard: SESSION, response: mfa.mfaStatusResponseSchema },
    mfaEnrolStart: { method: 'POST', path: 'mfa/enrolment/', guard: SESSION, response: mfa.mfaEnrolmentResponseSchema },
    mfaEnrolConfirm: {
      method: 'POST',
      path: 'mfa/enrolment/confirm/',
      guard: SESSION,
      body: mfa.mfaEnrolConfirmRequestSchema,
      response: mfa.mfaEnrolConfirmResponseSchema,
    },
    mfaDisable: {
      method: 'POST',
      path: 'mfa/disable/',
      guard: SESSION,
      body: mfa.mfaDisableRequestSchema,
      response: mfa.mfaMessageResponseSchema,
    },
  },
  member: MEMBER_CONTRACT,
  dentist: DENTIST_CONTRACT,
  employer: EMPLOYER_CONTRACT,
  admin: {
    // Issue 25 item 3: the signed-in staff user, their role and its permissions (decision 0040).
    staffMe: {
      method: 'GET',
      path: 'admin/v1/me/',
      guard: guards.staff('me.read'),
      response: adminStaff.staffMeResponseSchema,
    },
    // Issue 29 item 2: the answering instance and its read replica's lag (the admin portal's home shows it).
    systemStatus: {
      method: 'GET',
      path: 'admin/v1/system/',
      guard: guards.staff('system.read'),
      response: adminSystem.systemStatusResponseSchema,
    },
  },
} as const satisfies Record<CallGroup, Record<string, Endpoint>>;

/**
 * The query schema of each download whose path has no ':id' (decision 0030): the visits report's CSV takes the
 * report's filters. Kept here, with the schemas, so FILES (endpoint-paths.ts) stays free of them.
 */
export const FILE_QUERIES: Readonly<Record<string, z.ZodType>> = {
  'dentist.visitsReportCsv': reports.visitsReportFilterSchema,
  'dentist.eligibilityPdf': eligibilityPrintQuerySchema,
};
