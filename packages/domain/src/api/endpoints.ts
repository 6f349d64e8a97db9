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
import { eligibilityPrintQuerySchema } from './dentist-eligibility.js';
import { idParamsSchema } from './common.js';
import { CALLS, type CallGroup, type HttpMethod } from './endpoint-paths.js';
import type { Endpoint } from './endpoint.js';
import { DENTIST_CONTRACT } from './dentist-endpoints.js';

export type { HttpMethod };
export type { Endpoint };

/**
 * spec §7: every call with its schemas, grouped as CALLS is ('shared' calls answer on every portal's app;
 * the others on their portal's app only, decision 0022).
 */
export const CONTRACT = {
  shared: {
    // The answer is { data: start-up data } like every other success body (DESIGN §3); the route validates with it.
    hello: { ...CALLS.shared.hello, query: helloQuerySchema, response: helloEnvelopeSchema },
    // A session, or the second step it waits for (decision 0025).
    signIn: { ...CALLS.shared.signIn, body: auth.signInRequestSchema, response: mfa.signInResultResponseSchema },
    logout: { ...CALLS.shared.logout, response: auth.logoutResponseSchema },
    tokenRefresh: { ...CALLS.shared.tokenRefresh, response: auth.tokenRefreshResponseSchema },
    passwordResetInitiate: {
      ...CALLS.shared.passwordResetInitiate,
      body: auth.passwordResetInitiateRequestSchema,
      response: auth.passwordResetInitiateResponseSchema,
    },
    passwordResetComplete: {
      ...CALLS.shared.passwordResetComplete,
      body: auth.passwordResetCompleteRequestSchema,
      response: auth.passwordResetCompleteResponseSchema,
    },
    // The second factor (issue 14 item 3, decision 0025).
    mfaVerify: { ...CALLS.shared.mfaVerify, body: mfa.mfaVerifyRequestSchema, response: auth.signInResponseSchema },
    mfaEmailCode: { ...CALLS.shared.mfaEmailCode, response: mfa.mfaMessageResponseSchema },
    mfaSignInEnrolStart: { ...CALLS.shared.mfaSignInEnrolStart, response: mfa.mfaEnrolmentResponseSchema },
    mfaSignInEnrolConfirm: {
      ...CALLS.shared.mfaSignInEnrolConfirm,
      body: mfa.mfaEnrolConfirmRequestSchema,
      response: mfa.mfaEnrolConfirmResponseSchema,
    },
    mfaStatus: { ...CALLS.shared.mfaStatus, response: mfa.mfaStatusResponseSchema },
    mfaEnrolStart: { ...CALLS.shared.mfaEnrolStart, response: mfa.mfaEnrolmentResponseSchema },
    mfaEnrolConfirm: {
      ...CALLS.shared.mfaEnrolConfirm,
      body: mfa.mfaEnrolConfirmRequestSchema,
      response: mfa.mfaEnrolConfirmResponseSchema,
    },
    mfaDisable: {
      ...CALLS.shared.mfaDisable,
      body: mfa.mfaDisableRequestSchema,
      response: mfa.mfaMessageResponseSchema,
    },
  },
  member: {
    getMemberUser: { ...CALLS.member.getMemberUser, response: user.memberResponseSchema },
    updateMemberUser: {
      ...CALLS.member.updateMemberUser,
      body: user.memberUpdateRequestSchema,
      response: user.memberResponseSchema,
    },
    initiateEmailChange: {
      ...CALLS.member.initiateEmailChange,
      body: user.initiateEmailChangeRequestSchema,
      response: user.initiateEmailChangeResponseSchema,
    },
    changePassword: {
      ...CALLS.member.changePassword,
      body: user.passwordChangeRequestSchema,
      response: user.passwordChangeResponseSchema,
    },
    customUiData: { ...CALLS.member.customUiData, response: user.customUiDataResponseSchema },
    benefit: { ...CALLS.member.benefit, response: benefit.benefitResponseSchema },
    memberIdCardData: {
      ...CALLS.member.memberIdCardData,
      response: benefit.memberIdCardDataResponseSchema,
    },
    idCardsLinks: {
      ...CALLS.member.idCardsLinks,
      response: benefit.idCardsLinksResponseSchema,
    },
    unread: { ...CALLS.member.unread, response: notifications.unreadResponseSchema },
    notifications: {
      ...CALLS.member.notifications,
      query: notifications.notificationsQuerySchema,
      response: notifications.notificationsResponseSchema,
    },
    markNotificationRead: {
      ...CALLS.member.markNotificationRead,
      params: idParamsSchema,
      response: notifications.notificationReadResponseSchema,
    },
    planDetails: { ...CALLS.member.planDetails, response: planDetails.planDetailsResponseSchema },
    signupInitiate: {
      ...CALLS.member.signupInitiate,
      body: signup.signupInitiateRequestSchema,
      response: signup.signupInitiateResponseSchema,
    },
    signupComplete: {
      ...CALLS.member.signupComplete,
      body: signup.signupCompleteRequestSchema,
      response: signup.signupCompleteResponseSchema,
    },
    newMemberSignup: {
      ...CALLS.member.newMemberSignup,
      body: signup.newMemberSignupRequestSchema,
      response: signup.newMemberSignupResponseSchema,
    },
    resendVerification: {
      ...CALLS.member.resendVerification,
      body: signup.resendVerificationRequestSchema,
      response: signup.resendVerificationResponseSchema,
    },
    verifyEmail: {
      ...CALLS.member.verifyEmail,
      body: signup.verifyEmailRequestSchema,
      response: signup.verifyEmailResponseSchema,
    },
    completeEmailChange: {
      ...CALLS.member.completeEmailChange,
      body: signup.completeEmailChangeRequestSchema,
      response: signup.completeEmailChangeResponseSchema,
    },
    familyMembers: { ...CALLS.member.familyMembers, response: family.familyMembersResponseSchema },
    updateFamilyMember: {
      ...CALLS.member.updateFamilyMember,
      params: idParamsSchema,
      body: family.familyMemberUpdateRequestSchema,
      response: family.familyMemberUpdateResponseSchema,
    },
    planPurchases: {
      ...CALLS.member.planPurchases,
      query: purchases.planPurchasesQuerySchema,
      response: purchases.planPurchasesResponseSchema,
    },
    planPurchase: {
      ...CALLS.member.planPurchase,
      params: idParamsSchema,
      response: purchases.planPurchaseResponseSchema,
    },
    payoffBalance: {
      ...CALLS.member.payoffBalance,
      params: idParamsSchema,
      body: purchases.payoffBalanceRequestSchema,
      response: purchases.payoffBalanceResponseSchema,
    },
    updateAutoRenew: {
      ...CALLS.member.updateAutoRenew,
      params: idParamsSchema,
      body: purchases.autoRenewRequestSchema,
      response: purchases.autoRenewResponseSchema,
    },
    transactions: {
      ...CALLS.member.transactions,
      query: receipts.transactionsQuerySchema,
      response: receipts.transactionsResponseSchema,
    },
    appointmentDetails: {
      ...CALLS.member.appointmentDetails,
      params: idParamsSchema,
      response: receipts.appointmentDetailsResponseSchema,
    },
    reimbursementDetails: {
      ...CALLS.member.reimbursementDetails,
      params: idParamsSchema,
      response: receipts.reimbursementDetailsResponseSchema,
    },
    estimates: {
      ...CALLS.member.estimates,
      query: receipts.estimatesQuerySchema,
      response: receipts.estimatesResponseSchema,
    },
    estimateDetails: {
      ...CALLS.member.estimateDetails,
      params: idParamsSchema,
      response: receipts.estimateDetailsResponseSchema,
    },
    inOfficePlans: {
      ...CALLS.member.inOfficePlans,
      query: inOfficePlans.inOfficePlansQuerySchema,
      response: inOfficePlans.inOfficePlansResponseSchema,
    },
    inOfficePlan: {
      ...CALLS.member.inOfficePlan,
      params: idParamsSchema,
      query: inOfficePlans.inOfficePlanQuerySchema,
      response: inOfficePlans.inOfficePlanResponseSchema,
    },
    confirmPlanPurchase: {
      ...CALLS.member.confirmPlanPurchase,
      body: purchases.confirmPlanPurchaseRequestSchema,
      response: purchases.confirmPlanPurchaseResponseSchema,
    },
    savedCards: { ...CALLS.member.savedCards, response: payments.savedCardsResponseSchema },
    addSavedCard: {
      ...CALLS.member.addSavedCard,
      body: payments.addSavedCardRequestSchema,
      response: payments.addSavedCardResponseSchema,
    },
    removeSavedCard: {
      ...CALLS.member.removeSavedCard,
      params: idParamsSchema,
      response: payments.removeSavedCardResponseSchema,
    },
    offlineTokenize: {
      ...CALLS.member.offlineTokenize,
      body: payments.offlineTokenizeRequestSchema,
      response: payments.offlineTokenizeResponseSchema,
    },
    receiptPractices: {
      ...CALLS.member.receiptPractices,
      response: receipts.receiptPracticesResponseSchema,
    },
    dentistSearch: {
      ...CALLS.member.dentistSearch,
      query: dentistSearch.dentistSearchQuerySchema,
      response: dentistSearch.dentistSearchResponseSchema,
    },
    publicDentistSearch: {
      ...CALLS.member.publicDentistSearch,
      query: dentistSearch.dentistSearchQuerySchema,
      response: dentistSearch.dentistSearchResponseSchema,
    },
    practiceDetails: {
      ...CALLS.member.practiceDetails,
      params: idParamsSchema,
      response: dentistSearch.practiceDetailsResponseSchema,
    },
    priceCheck: {
      ...CALLS.member.priceCheck,
      query: priceCheck.priceCheckQuerySchema,
      response: priceCheck.priceCheckResponseSchema,
    },
  },
  dentist: DENTIST_CONTRACT,
  employer: {},
  admin: {
    // Issue 25 item 3: the signed-in staff user, their role and its permissions (decision 0040).
    staffMe: { ...CALLS.admin.staffMe, response: adminStaff.staffMeResponseSchema },
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
