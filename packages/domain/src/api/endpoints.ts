// spec §7 and DESIGN §3: every call, its method, path (under /api/) and schemas: one contract for both
// sides. Paths keep the trailing slash; ':id' marks a path parameter.
import type { z } from 'zod';
import { helloEnvelopeSchema, helloQuerySchema } from './hello.js';
import * as auth from './auth.js';
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
import { idParamsSchema } from './common.js';
import { ENDPOINT_PATHS, type EndpointName } from './endpoint-paths.js';


export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One call of the contract. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}


/** spec §7: the calls of the suite's shared and member screens. */
export const ENDPOINTS = {
  // The answer is { data: start-up data } like every other success body (DESIGN §3); the route validates with it.
  hello: { method: 'GET', path: ENDPOINT_PATHS.hello, query: helloQuerySchema, response: helloEnvelopeSchema },
  signIn: { method: 'POST', path: ENDPOINT_PATHS.signIn, body: auth.signInRequestSchema, response: auth.signInResponseSchema },
  logout: { method: 'POST', path: ENDPOINT_PATHS.logout, response: auth.logoutResponseSchema },
  tokenRefresh: { method: 'POST', path: ENDPOINT_PATHS.tokenRefresh, response: auth.tokenRefreshResponseSchema },
  passwordResetInitiate: {
    method: 'POST',
    path: ENDPOINT_PATHS.passwordResetInitiate,
    body: auth.passwordResetInitiateRequestSchema,
    response: auth.passwordResetInitiateResponseSchema,
  },
  passwordResetComplete: {
    method: 'PATCH',
    path: ENDPOINT_PATHS.passwordResetComplete,
    body: auth.passwordResetCompleteRequestSchema,
    response: auth.passwordResetCompleteResponseSchema,
  },
  getMemberUser: { method: 'GET', path: ENDPOINT_PATHS.getMemberUser, response: user.memberResponseSchema },
  updateMemberUser: {
    method: 'PATCH',
    path: ENDPOINT_PATHS.updateMemberUser,
    body: user.memberUpdateRequestSchema,
    response: user.memberResponseSchema,
  },
  initiateEmailChange: {
    method: 'POST',
    path: ENDPOINT_PATHS.initiateEmailChange,
    body: user.initiateEmailChangeRequestSchema,
    response: user.initiateEmailChangeResponseSchema,
  },
  changePassword: {
    method: 'PATCH',
    path: ENDPOINT_PATHS.changePassword,
    body: user.passwordChangeRequestSchema,
    response: user.passwordChangeResponseSchema,
  },
  customUiData: { method: 'GET', path: ENDPOINT_PATHS.customUiData, response: user.customUiDataResponseSchema },
  benefit: { method: 'GET', path: ENDPOINT_PATHS.benefit, response: benefit.benefitResponseSchema },
  memberIdCardData: {
    method: 'GET',
    path: ENDPOINT_PATHS.memberIdCardData,
    response: benefit.memberIdCardDataResponseSchema,
  },
  idCardsLinks: {
    method: 'GET',
    path: ENDPOINT_PATHS.idCardsLinks,
    response: benefit.idCardsLinksResponseSchema,
  },
  unread: { method: 'GET', path: ENDPOINT_PATHS.unread, response: notifications.unreadResponseSchema },
  notifications: {
    method: 'GET',
    path: ENDPOINT_PATHS.notifications,
    query: notifications.notificationsQuerySchema,
    response: notifications.notificationsResponseSchema,
  },
  markNotificationRead: {
    method: 'POST',
    path: ENDPOINT_PATHS.markNotificationRead,
    params: idParamsSchema,
    response: notifications.notificationReadResponseSchema,
  },
  planDetails: { method: 'GET', path: ENDPOINT_PATHS.planDetails, response: planDetails.planDetailsResponseSchema },
  signupInitiate: {
    method: 'POST',
    path: ENDPOINT_PATHS.signupInitiate,
    body: signup.signupInitiateRequestSchema,
    response: signup.signupInitiateResponseSchema,
  },
  signupComplete: {
    method: 'POST',
    path: ENDPOINT_PATHS.signupComplete,
    body: signup.signupCompleteRequestSchema,
    response: signup.signupCompleteResponseSchema,
  },
  newMemberSignup: {
    method: 'POST',
    path: ENDPOINT_PATHS.newMemberSignup,
    body: signup.newMemberSignupRequestSchema,
    response: signup.newMemberSignupResponseSchema,
  },
  resendVerification: {
    method: 'POST',
    path: ENDPOINT_PATHS.resendVerification,
    body: signup.resendVerificationRequestSchema,
    response: signup.resendVerificationResponseSchema,
  },
  verifyEmail: {
    method: 'POST',
    path: ENDPOINT_PATHS.verifyEmail,
    body: signup.verifyEmailRequestSchema,
    response: signup.verifyEmailResponseSchema,
  },
  completeEmailChange: {
    method: 'POST',
    path: ENDPOINT_PATHS.completeEmailChange,
    body: signup.completeEmailChangeRequestSchema,
    response: signup.completeEmailChangeResponseSchema,
  },
  familyMembers: { method: 'GET', path: ENDPOINT_PATHS.familyMembers, response: family.familyMembersResponseSchema },
  updateFamilyMember: {
    method: 'PATCH',
    path: ENDPOINT_PATHS.updateFamilyMember,
    params: idParamsSchema,
    body: family.familyMemberUpdateRequestSchema,
    response: family.familyMemberUpdateResponseSchema,
  },
  planPurchases: {
    method: 'GET',
    path: ENDPOINT_PATHS.planPurchases,
    query: purchases.planPurchasesQuerySchema,
    response: purchases.planPurchasesResponseSchema,
  },
  planPurchase: {
    method: 'GET',
    path: ENDPOINT_PATHS.planPurchase,
    params: idParamsSchema,
    response: purchases.planPurchaseResponseSchema,
  },
  payoffBalance: {
    method: 'POST',
    path: ENDPOINT_PATHS.payoffBalance,
    params: idParamsSchema,
    body: purchases.payoffBalanceRequestSchema,
    response: purchases.payoffBalanceResponseSchema,
  },
  updateAutoRenew: {
    method: 'PATCH',
    path: ENDPOINT_PATHS.updateAutoRenew,
    params: idParamsSchema,
    body: purchases.autoRenewRequestSchema,
    response: purchases.autoRenewResponseSchema,
  },
  transactions: {
    method: 'GET',
    path: ENDPOINT_PATHS.transactions,
    query: receipts.transactionsQuerySchema,
    response: receipts.transactionsResponseSchema,
  },
  appointmentDetails: {
    method: 'GET',
    path: ENDPOINT_PATHS.appointmentDetails,
    params: idParamsSchema,
    response: receipts.appointmentDetailsResponseSchema,
  },
  reimbursementDetails: {
    method: 'GET',
    path: ENDPOINT_PATHS.reimbursementDetails,
    params: idParamsSchema,
    response: receipts.reimbursementDetailsResponseSchema,
  },
  estimates: {
    method: 'GET',
    path: ENDPOINT_PATHS.estimates,
    query: receipts.estimatesQuerySchema,
    response: receipts.estimatesResponseSchema,
  },
  estimateDetails: {
    method: 'GET',
    path: ENDPOINT_PATHS.estimateDetails,
    params: idParamsSchema,
    response: receipts.estimateDetailsResponseSchema,
  },
  inOfficePlans: {
    method: 'GET',
    path: ENDPOINT_PATHS.inOfficePlans,
    query: inOfficePlans.inOfficePlansQuerySchema,
    response: inOfficePlans.inOfficePlansResponseSchema,
  },
  inOfficePlan: {
    method: 'GET',
    path: ENDPOINT_PATHS.inOfficePlan,
    params: idParamsSchema,
    query: inOfficePlans.inOfficePlanQuerySchema,
    response: inOfficePlans.inOfficePlanResponseSchema,
  },
  confirmPlanPurchase: {
    method: 'POST',
    path: ENDPOINT_PATHS.confirmPlanPurchase,
    body: purchases.confirmPlanPurchaseRequestSchema,
    response: purchases.confirmPlanPurchaseResponseSchema,
  },
  savedCards: { method: 'GET', path: ENDPOINT_PATHS.savedCards, response: payments.savedCardsResponseSchema },
  addSavedCard: {
    method: 'POST',
    path: ENDPOINT_PATHS.addSavedCard,
    body: payments.addSavedCardRequestSchema,
    response: payments.addSavedCardResponseSchema,
  },
  removeSavedCard: {
    method: 'DELETE',
    path: ENDPOINT_PATHS.removeSavedCard,
    params: idParamsSchema,
    response: payments.removeSavedCardResponseSchema,
  },
  offlineTokenize: {
    method: 'POST',
    path: ENDPOINT_PATHS.offlineTokenize,
    body: payments.offlineTokenizeRequestSchema,
    response: payments.offlineTokenizeResponseSchema,
  },
  receiptPractices: {
    method: 'GET',
    path: ENDPOINT_PATHS.receiptPractices,
    response: receipts.receiptPracticesResponseSchema,
  },
  dentistSearch: {
    method: 'GET',
    path: ENDPOINT_PATHS.dentistSearch,
    query: dentistSearch.dentistSearchQuerySchema,
    response: dentistSearch.dentistSearchResponseSchema,
  },
  publicDentistSearch: {
    method: 'GET',
    path: ENDPOINT_PATHS.publicDentistSearch,
    query: dentistSearch.dentistSearchQuerySchema,
    response: dentistSearch.dentistSearchResponseSchema,
  },
  practiceDetails: {
    method: 'GET',
    path: ENDPOINT_PATHS.practiceDetails,
    params: idParamsSchema,
    response: dentistSearch.practiceDetailsResponseSchema,
  },
  priceCheck: {
    method: 'GET',
    path: ENDPOINT_PATHS.priceCheck,
    query: priceCheck.priceCheckQuerySchema,
    response: priceCheck.priceCheckResponseSchema,
  },
} as const satisfies Record<EndpointName, Endpoint>;
