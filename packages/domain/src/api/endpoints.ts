// spec §7 and DESIGN §3: every call, its method, path (under /api/) and schemas: one contract for both
// sides. Paths keep the trailing slash; ':id' marks a path parameter.
import type { z } from 'zod';
import { helloQuerySchema, helloResponseSchema } from './hello.js';
import * as auth from './auth.js';
import * as user from './member-user.js';
import * as benefit from './benefit.js';
import * as notifications from './notifications.js';
import * as family from './family.js';
import * as purchases from './plan-purchases.js';
import * as signup from './signup.js';
import * as planDetails from './plan-details.js';
import * as receipts from './receipts.js';
import { idParamsSchema } from './common.js';

/** spec §7: every call goes to this base path on the same origin. */
export const API_BASE = '/api/';

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

const PURCHASE = 'member/v4/in-office-plan-purchases/:id/';

/** spec §7: the calls of the suite's shared and member screens. */
export const ENDPOINTS = {
  hello: { method: 'GET', path: 'hello/', query: helloQuerySchema, response: helloResponseSchema },
  signIn: { method: 'POST', path: 'token/', body: auth.signInRequestSchema, response: auth.signInResponseSchema },
  logout: { method: 'POST', path: 'logout/', response: auth.logoutResponseSchema },
  tokenRefresh: { method: 'POST', path: 'token/refresh/', response: auth.tokenRefreshResponseSchema },
  passwordResetInitiate: {
    method: 'POST',
    path: 'password-reset/initiate-forgot/',
    body: auth.passwordResetInitiateRequestSchema,
    response: auth.passwordResetInitiateResponseSchema,
  },
  passwordResetComplete: {
    method: 'PATCH',
    path: 'password-reset/complete/',
    body: auth.passwordResetCompleteRequestSchema,
    response: auth.passwordResetCompleteResponseSchema,
  },
  getMemberUser: { method: 'GET', path: 'member/v4/user/', response: user.memberResponseSchema },
  updateMemberUser: {
    method: 'PATCH',
    path: 'member/v4/user/',
    body: user.memberUpdateRequestSchema,
    response: user.memberResponseSchema,
  },
  initiateEmailChange: {
    method: 'POST',
    path: 'member/v4/user/initiate-email-change/',
    body: user.initiateEmailChangeRequestSchema,
    response: user.initiateEmailChangeResponseSchema,
  },
  changePassword: {
    method: 'PATCH',
    path: 'member/v4/user/password/',
    body: user.passwordChangeRequestSchema,
    response: user.passwordChangeResponseSchema,
  },
  customUiData: { method: 'GET', path: 'member/v4/user/custom-ui-data/', response: user.customUiDataResponseSchema },
  benefit: { method: 'GET', path: 'member/v4/benefit/', response: benefit.benefitResponseSchema },
  memberIdCardData: {
    method: 'GET',
    path: 'member/v5/benefit/member-id-card-data/',
    response: benefit.memberIdCardDataResponseSchema,
  },
  idCardsLinks: {
    method: 'GET',
    path: 'member/v4/patient/get-id-cards-links/',
    response: benefit.idCardsLinksResponseSchema,
  },
  unread: { method: 'GET', path: 'member/v4/unread/', response: notifications.unreadResponseSchema },
  notifications: {
    method: 'GET',
    path: 'member/v4/benefit/notifications/',
    query: notifications.notificationsQuerySchema,
    response: notifications.notificationsResponseSchema,
  },
  markNotificationRead: {
    method: 'POST',
    path: 'member/v4/benefit/notifications/:id/read/',
    params: idParamsSchema,
    response: notifications.notificationReadResponseSchema,
  },
  planDetails: { method: 'GET', path: 'member/v4/benefit/plan-details/', response: planDetails.planDetailsResponseSchema },
  signupInitiate: {
    method: 'POST',
    path: 'member/v4/signup/initiate/',
    body: signup.signupInitiateRequestSchema,
    response: signup.signupInitiateResponseSchema,
  },
  signupComplete: {
    method: 'POST',
    path: 'member/v4/signup/complete/',
    body: signup.signupCompleteRequestSchema,
    response: signup.signupCompleteResponseSchema,
  },
  newMemberSignup: {
    method: 'POST',
    path: 'member/v4/signup/new-member/',
    body: signup.newMemberSignupRequestSchema,
    response: signup.newMemberSignupResponseSchema,
  },
  resendVerification: {
    method: 'POST',
    path: 'member/v4/signup/resend-verification/',
    body: signup.resendVerificationRequestSchema,
    response: signup.resendVerificationResponseSchema,
  },
  verifyEmail: {
    method: 'POST',
    path: 'member/v4/signup/verify-email/',
    body: signup.verifyEmailRequestSchema,
    response: signup.verifyEmailResponseSchema,
  },
  completeEmailChange: {
    method: 'POST',
    path: 'member/v4/user/complete-email-change/',
    body: signup.completeEmailChangeRequestSchema,
    response: signup.completeEmailChangeResponseSchema,
  },
  familyMembers: { method: 'GET', path: 'member/v4/family-members/', response: family.familyMembersResponseSchema },
  updateFamilyMember: {
    method: 'PATCH',
    path: 'member/v4/family-members/:id/',
    params: idParamsSchema,
    body: family.familyMemberUpdateRequestSchema,
    response: family.familyMemberUpdateResponseSchema,
  },
  planPurchases: {
    method: 'GET',
    path: 'member/v4/in-office-plan-purchases/',
    query: purchases.planPurchasesQuerySchema,
    response: purchases.planPurchasesResponseSchema,
  },
  planPurchase: {
    method: 'GET',
    path: PURCHASE,
    params: idParamsSchema,
    response: purchases.planPurchaseResponseSchema,
  },
  payoffBalance: {
    method: 'POST',
    path: `${PURCHASE}payoff-balance/`,
    params: idParamsSchema,
    body: purchases.payoffBalanceRequestSchema,
    response: purchases.payoffBalanceResponseSchema,
  },
  updateAutoRenew: {
    method: 'PATCH',
    path: PURCHASE,
    params: idParamsSchema,
    body: purchases.autoRenewRequestSchema,
    response: purchases.autoRenewResponseSchema,
  },
  transactions: {
    method: 'GET',
    path: 'member/v4/transactions/',
    query: receipts.transactionsQuerySchema,
    response: receipts.transactionsResponseSchema,
  },
  appointmentDetails: {
    method: 'GET',
    path: 'member/v4/appointments/:id/',
    params: idParamsSchema,
    response: receipts.appointmentDetailsResponseSchema,
  },
  reimbursementDetails: {
    method: 'GET',
    path: 'member/v4/reimbursements/:id/',
    params: idParamsSchema,
    response: receipts.reimbursementDetailsResponseSchema,
  },
  estimates: {
    method: 'GET',
    path: 'member/v4/estimates/',
    query: receipts.estimatesQuerySchema,
    response: receipts.estimatesResponseSchema,
  },
  estimateDetails: {
    method: 'GET',
    path: 'member/v4/estimates/:id/',
    params: idParamsSchema,
    response: receipts.estimateDetailsResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
export type EndpointName = keyof typeof ENDPOINTS;

/** The URL path of a call: '/api/' + its path with ':name' parameters filled and encoded. */
export function apiPath(path: string, params: Record<string, string | number> = {}): string {
  const filled = path.replace(/:([a-z_]+)/gi, (whole: string, name: string) =>
    Object.hasOwn(params, name) ? encodeURIComponent(String(params[name])) : whole,
  );
  return API_BASE + filled;
}

/** A Fastify route pattern of a call ('/api/member/v4/family-members/:id/'). */
export function routePattern(name: EndpointName): string {
  return API_BASE + ENDPOINTS[name].path;
}
