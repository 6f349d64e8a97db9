// spec §7 and DESIGN §3: the path of every call (under /api/), apart from its schemas, so a screen can name
// its call without pulling every schema of the contract into its JavaScript. Paths keep the trailing slash;
// ':id' marks a path parameter.

/** spec §7: every call goes to this base path on the same origin. */
export const API_BASE = '/api/';

const PURCHASE = 'member/v4/in-office-plan-purchases/:id/';

/** The path of each call of the contract (ENDPOINTS adds methods and schemas). */
export const ENDPOINT_PATHS = {
  hello: 'hello/',
  signIn: 'token/',
  logout: 'logout/',
  tokenRefresh: 'token/refresh/',
  passwordResetInitiate: 'password-reset/initiate-forgot/',
  passwordResetComplete: 'password-reset/complete/',
  getMemberUser: 'member/v4/user/',
  updateMemberUser: 'member/v4/user/',
  initiateEmailChange: 'member/v4/user/initiate-email-change/',
  changePassword: 'member/v4/user/password/',
  customUiData: 'member/v4/user/custom-ui-data/',
  benefit: 'member/v4/benefit/',
  memberIdCardData: 'member/v5/benefit/member-id-card-data/',
  idCardsLinks: 'member/v4/patient/get-id-cards-links/',
  unread: 'member/v4/unread/',
  notifications: 'member/v4/benefit/notifications/',
  markNotificationRead: 'member/v4/benefit/notifications/:id/read/',
  planDetails: 'member/v4/benefit/plan-details/',
  signupInitiate: 'member/v4/signup/initiate/',
  signupComplete: 'member/v4/signup/complete/',
  newMemberSignup: 'member/v4/signup/new-member/',
  resendVerification: 'member/v4/signup/resend-verification/',
  verifyEmail: 'member/v4/signup/verify-email/',
  completeEmailChange: 'member/v4/user/complete-email-change/',
  familyMembers: 'member/v4/family-members/',
  updateFamilyMember: 'member/v4/family-members/:id/',
  planPurchases: 'member/v4/in-office-plan-purchases/',
  planPurchase: PURCHASE,
  payoffBalance: `${PURCHASE}payoff-balance/`,
  updateAutoRenew: PURCHASE,
  transactions: 'member/v4/transactions/',
  appointmentDetails: 'member/v4/appointments/:id/',
  reimbursementDetails: 'member/v4/reimbursements/:id/',
  estimates: 'member/v4/estimates/',
  estimateDetails: 'member/v4/estimates/:id/',
  inOfficePlans: 'member/v4/in-office-plans/',
  inOfficePlan: 'member/v4/in-office-plans/:id/',
  confirmPlanPurchase: 'member/v4/in-office-plan-purchases/',
  savedCards: 'member/v4/payment-methods/',
  addSavedCard: 'member/v4/payment-methods/',
  removeSavedCard: 'member/v4/payment-methods/:id/',
  offlineTokenize: 'member/v4/payment-methods/offline-tokenize/',
  dentistSearch: 'member/v4/dentist-search/',
  publicDentistSearch: 'public/v4/dentist-search/',
  practiceDetails: 'member/v4/practices/:id/',
  priceCheck: 'member/v4/price-check/',
  receiptPractices: 'member/v4/transactions/practices/',
} as const;
export type EndpointName = keyof typeof ENDPOINT_PATHS;

/** The URL path of a call: '/api/' + its path with ':name' parameters filled and encoded. */
export function apiPath(path: string, params: Record<string, string | number> = {}): string {
  const filled = path.replace(/:([a-z_]+)/gi, (whole: string, name: string) =>
    Object.hasOwn(params, name) ? encodeURIComponent(String(params[name])) : whole,
  );
  return API_BASE + filled;
}

/** A Fastify route pattern of a call ('/api/member/v4/family-members/:id/'). */
export function routePattern(name: EndpointName): string {
  return API_BASE + ENDPOINT_PATHS[name];
}

/**
 * The ID card files the links of get-id-cards-links point to (not JSON): an ID-1 card (85.60 x 53.98 mm)
 * for one patient of the caller's household, as PDF or PNG. ':id' is the patient id.
 */
export const ID_CARD_FILE_PATHS = {
  pdf: 'member/v4/patient/id-cards/:id/card.pdf',
  png: 'member/v4/patient/id-cards/:id/card.png',
} as const;
