// spec §7 and DESIGN §3: every call, its method, path (under /api/) and schemas: one contract for both
// sides. Paths keep the trailing slash; ':id' marks a path parameter.
import type { z } from 'zod';
import { helloEnvelopeSchema, helloQuerySchema } from './hello.js';
import * as auth from './auth.js';
import * as mfa from './mfa.js';
import * as user from './member-user.js';
import * as benefit from './benefit.js';
import * as notifications from './notifications.js';
import * as family from './family.js';
import * as purchases from './plan-purchases.js';
import * as signup from './signup.js';
import * as planDetails from './plan-details.js';
import * as receipts from './receipts.js';
import * as inOfficePlans from './in-office-plans.js';
import * as payments from './payments.js';
import * as dentistSearch from './dentist-search.js';
import * as priceCheck from './price-check.js';
import * as reports from './dentist-reports.js';
import * as adminStaff from './admin-staff.js';
import * as adminSystem from './admin-system.js';
import * as groupIdCards from './employer-id-cards.js';
import { MEMBER_GROUP_ID_CARD_DATA_PATH } from './employer-id-card-paths.js';
import { eligibilityPrintQuerySchema } from './dentist-eligibility.js';
import { idParamsSchema } from './common.js';
import type { CallGroup, HttpMethod } from './endpoint-paths.js';
import { MEMBER_GUARD, PUBLIC_GUARD, SESSION_GUARD, guards } from './guards.js';
import type { Endpoint, ReadsFrom } from './endpoint.js';
import { DENTIST_CONTRACT } from './dentist-endpoints.js';
import { EMPLOYER_CONTRACT } from './employer-endpoints.js';

export type { HttpMethod };
export type { Endpoint, ReadsFrom };

const PUBLIC = PUBLIC_GUARD;
const SESSION = SESSION_GUARD;
const MEMBER = MEMBER_GUARD;

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
  member: {
    getMemberUser: { method: 'GET', path: 'member/v4/user/', guard: MEMBER, response: user.memberResponseSchema },
    updateMemberUser: {
      method: 'PATCH',
      path: 'member/v4/user/',
      guard: MEMBER,
      body: user.memberUpdateRequestSchema,
      response: user.memberResponseSchema,
    },
    initiateEmailChange: {
      method: 'POST',
      path: 'member/v4/user/initiate-email-change/',
      guard: MEMBER,
      body: user.initiateEmailChangeRequestSchema,
      response: user.initiateEmailChangeResponseSchema,
    },
    changePassword: {
      method: 'PATCH',
      path: 'member/v4/user/password/',
      guard: MEMBER,
      body: user.passwordChangeRequestSchema,
      response: user.passwordChangeResponseSchema,
    },
    customUiData: {
      method: 'GET',
      path: 'member/v4/user/custom-ui-data/',
      guard: MEMBER,
      response: user.customUiDataResponseSchema,
    },
    benefit: { method: 'GET', path: 'member/v4/benefit/', guard: MEMBER, response: benefit.benefitResponseSchema },
    memberIdCardData: {
      method: 'GET',
      path: 'member/v5/benefit/member-id-card-data/',
      guard: MEMBER,
      response: benefit.memberIdCardDataResponseSchema,
    },
    idCardsLinks: {
      method: 'GET',
      path: 'member/v4/patient/get-id-cards-links/',
      guard: MEMBER,
      response: benefit.idCardsLinksResponseSchema,
    },
    // Issue 27 item 7: the household's group ID card (decision 0059); null without an employer benefit.
    groupIdCard: {
      method: 'GET',
      path: MEMBER_GROUP_ID_CARD_DATA_PATH,
      guard: MEMBER,
      response: groupIdCards.memberGroupIdCardResponseSchema,
    },
    unread: { method: 'GET', path: 'member/v4/unread/', guard: MEMBER, response: notifications.unreadResponseSchema },
    notifications: {
      method: 'GET',
      path: 'member/v4/benefit/notifications/',
      guard: MEMBER,
      query: notifications.notificationsQuerySchema,
      response: notifications.notificationsResponseSchema,
    },
    markNotificationRead: {
      method: 'POST',
      path: 'member/v4/benefit/notifications/:id/read/',
      guard: MEMBER,
      params: idParamsSchema,
      response: notifications.notificationReadResponseSchema,
    },
    planDetails: {
      method: 'GET',
      path: 'member/v4/benefit/plan-details/',
      guard: MEMBER,
      response: planDetails.planDetailsResponseSchema,
    },
    signupInitiate: {
      method: 'POST',
      path: 'member/v4/signup/initiate/',
      guard: PUBLIC,
      body: signup.signupInitiateRequestSchema,
      response: signup.signupInitiateResponseSchema,
    },
    signupComplete: {
      method: 'POST',
      path: 'member/v4/signup/complete/',
      guard: PUBLIC,
      body: signup.signupCompleteRequestSchema,
      response: signup.signupCompleteResponseSchema,
    },
    newMemberSignup: {
      method: 'POST',
      path: 'member/v4/signup/new-member/',
      guard: PUBLIC,
      body: signup.newMemberSignupRequestSchema,
      response: signup.newMemberSignupResponseSchema,
    },
    resendVerification: {
      method: 'POST',
      path: 'member/v4/signup/resend-verification/',
      guard: PUBLIC,
      body: signup.resendVerificationRequestSchema,
      response: signup.resendVerificationResponseSchema,
    },
    verifyEmail: {
      method: 'POST',
      path: 'member/v4/signup/verify-email/',
      guard: PUBLIC,
      body: signup.verifyEmailRequestSchema,
      response: signup.verifyEmailResponseSchema,
    },
    completeEmailChange: {
      method: 'POST',
      path: 'member/v4/user/complete-email-change/',
      guard: PUBLIC,
      body: signup.completeEmailChangeRequestSchema,
      response: signup.completeEmailChangeResponseSchema,
    },
    familyMembers: {
      method: 'GET',
      path: 'member/v4/family-members/',
      guard: MEMBER,
      response: family.familyMembersResponseSchema,
    },
    updateFamilyMember: {
      method: 'PATCH',
      path: 'member/v4/family-members/:id/',
      guard: MEMBER,
      params: idParamsSchema,
      body: family.familyMemberUpdateRequestSchema,
      response: family.familyMemberUpdateResponseSchema,
    },
    planPurchases: {
      method: 'GET',
      path: 'member/v4/in-office-plan-purchases/',
      guard: MEMBER,
      query: purchases.planPurchasesQuerySchema,
      response: purchases.planPurchasesResponseSchema,
    },
    planPurchase: {
      method: 'GET',
      path: 'member/v4/in-office-plan-purchases/:id/',
      guard: MEMBER,
      params: idParamsSchema,
      response: purchases.planPurchaseResponseSchema,
    },
    payoffBalance: {
      method: 'POST',
      path: 'member/v4/in-office-plan-purchases/:id/payoff-balance/',
      guard: MEMBER,
      params: idParamsSchema,
      body: purchases.payoffBalanceRequestSchema,
      response: purchases.payoffBalanceResponseSchema,
    },
    updateAutoRenew: {
      method: 'PATCH',
      path: 'member/v4/in-office-plan-purchases/:id/',
      guard: MEMBER,
      params: idParamsSchema,
      body: purchases.autoRenewRequestSchema,
      response: purchases.autoRenewResponseSchema,
    },
    transactions: {
      method: 'GET',
      path: 'member/v4/transactions/',
      guard: MEMBER,
      query: receipts.transactionsQuerySchema,
      response: receipts.transactionsResponseSchema,
    },
    appointmentDetails: {
      method: 'GET',
      path: 'member/v4/appointments/:id/',
      guard: MEMBER,
      params: idParamsSchema,
      response: receipts.appointmentDetailsResponseSchema,
    },
    reimbursementDetails: {
      method: 'GET',
      path: 'member/v4/reimbursements/:id/',
      guard: MEMBER,
      params: idParamsSchema,
      response: receipts.reimbursementDetailsResponseSchema,
    },
    estimates: {
      method: 'GET',
      path: 'member/v4/estimates/',
      guard: MEMBER,
      query: receipts.estimatesQuerySchema,
      response: receipts.estimatesResponseSchema,
    },
    estimateDetails: {
      method: 'GET',
      path: 'member/v4/estimates/:id/',
      guard: MEMBER,
      params: idParamsSchema,
      response: receipts.estimateDetailsResponseSchema,
    },
    inOfficePlans: {
      method: 'GET',
      path: 'member/v4/in-office-plans/',
      guard: MEMBER,
      query: inOfficePlans.inOfficePlansQuerySchema,
      response: inOfficePlans.inOfficePlansResponseSchema,
    },
    inOfficePlan: {
      method: 'GET',
      path: 'member/v4/in-office-plans/:id/',
      guard: PUBLIC,
      params: idParamsSchema,
      query: inOfficePlans.inOfficePlanQuerySchema,
      response: inOfficePlans.inOfficePlanResponseSchema,
    },
    confirmPlanPurchase: {
      method: 'POST',
      path: 'member/v4/in-office-plan-purchases/',
      guard: MEMBER,
      body: purchases.confirmPlanPurchaseRequestSchema,
      response: purchases.confirmPlanPurchaseResponseSchema,
    },
    savedCards: {
      method: 'GET',
      path: 'member/v4/payment-methods/',
      guard: MEMBER,
      response: payments.savedCardsResponseSchema,
    },
    addSavedCard: {
      method: 'POST',
      path: 'member/v4/payment-methods/',
      guard: MEMBER,
      body: payments.addSavedCardRequestSchema,
      response: payments.addSavedCardResponseSchema,
    },
    removeSavedCard: {
      method: 'DELETE',
      path: 'member/v4/payment-methods/:id/',
      guard: MEMBER,
      params: idParamsSchema,
      response: payments.removeSavedCardResponseSchema,
    },
    offlineTokenize: {
      method: 'POST',
      path: 'member/v4/payment-methods/offline-tokenize/',
      guard: MEMBER,
      body: payments.offlineTokenizeRequestSchema,
      response: payments.offlineTokenizeResponseSchema,
    },
    receiptPractices: {
      method: 'GET',
      path: 'member/v4/transactions/practices/',
      guard: MEMBER,
      response: receipts.receiptPracticesResponseSchema,
    },
    dentistSearch: {
      method: 'GET',
      path: 'member/v4/dentist-search/',
      guard: MEMBER,
      query: dentistSearch.dentistSearchQuerySchema,
      response: dentistSearch.dentistSearchResponseSchema,
      reads: 'replica',
    },
    publicDentistSearch: {
      method: 'GET',
      path: 'public/v4/dentist-search/',
      guard: PUBLIC,
      query: dentistSearch.dentistSearchQuerySchema,
      response: dentistSearch.dentistSearchResponseSchema,
      reads: 'replica',
    },
    practiceDetails: {
      method: 'GET',
      path: 'member/v4/practices/:id/',
      guard: MEMBER,
      params: idParamsSchema,
      response: dentistSearch.practiceDetailsResponseSchema,
      reads: 'replica',
    },
    priceCheck: {
      method: 'GET',
      path: 'member/v4/price-check/',
      guard: MEMBER,
      query: priceCheck.priceCheckQuerySchema,
      response: priceCheck.priceCheckResponseSchema,
      reads: 'replica',
    },
  },
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
