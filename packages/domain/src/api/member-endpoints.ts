// The member portal's calls with their schemas (spec §7): the `member` group of CONTRACT (endpoints.ts).
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
import * as groupIdCards from './employer-id-cards.js';
import { MEMBER_GROUP_ID_CARD_DATA_PATH } from './employer-id-card-paths.js';
import { idParamsSchema } from './common.js';
import { MEMBER_GUARD, PUBLIC_GUARD } from './guards.js';
import type { Endpoint } from './endpoint.js';

const PUBLIC = PUBLIC_GUARD;
const MEMBER = MEMBER_GUARD;

export const MEMBER_CONTRACT = {
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
} as const satisfies Record<string, Endpoint>;
