// spec §7 and DESIGN §3: the path of every call (under /api/), apart from its schemas, so a screen can name
// its call without pulling every schema of the contract into its JavaScript. Paths keep the trailing slash;
// ':id' marks a path parameter.

/** spec §7: every call goes to this base path on the same origin. */
export const API_BASE = '/api/';

const PURCHASE = 'member/v4/in-office-plan-purchases/:id/';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Where one call goes: its method and path, without its schemas. */
export interface CallRoute {
  method: HttpMethod;
  path: string;
}

/**
 * Every call of the suite, grouped by the portal whose app answers it ('shared': the sign-in, token and
 * start-up calls every portal's app answers). A call is named '<group>.<name>' ('member.transactions').
 * ENDPOINTS/CONTRACT add the schemas; this table has none, so a screen can import it without them.
 */
export const CALLS = {
  shared: {
    hello: { method: 'GET', path: 'hello/' },
    signIn: { method: 'POST', path: 'token/' },
    logout: { method: 'POST', path: 'logout/' },
    tokenRefresh: { method: 'POST', path: 'token/refresh/' },
    passwordResetInitiate: { method: 'POST', path: 'password-reset/initiate-forgot/' },
    passwordResetComplete: { method: 'PATCH', path: 'password-reset/complete/' },
    // The second factor (issue 14 item 3, decision 0025): token/mfa/* during sign-in (a pending challenge),
    // mfa/* for a signed-in user.
    mfaVerify: { method: 'POST', path: 'token/mfa/' },
    mfaEmailCode: { method: 'POST', path: 'token/mfa/email-code/' },
    mfaSignInEnrolStart: { method: 'POST', path: 'token/mfa/enrolment/' },
    mfaSignInEnrolConfirm: { method: 'POST', path: 'token/mfa/enrolment/confirm/' },
    mfaStatus: { method: 'GET', path: 'mfa/' },
    mfaEnrolStart: { method: 'POST', path: 'mfa/enrolment/' },
    mfaEnrolConfirm: { method: 'POST', path: 'mfa/enrolment/confirm/' },
    mfaDisable: { method: 'POST', path: 'mfa/disable/' },
  },
  member: {
    getMemberUser: { method: 'GET', path: 'member/v4/user/' },
    updateMemberUser: { method: 'PATCH', path: 'member/v4/user/' },
    initiateEmailChange: { method: 'POST', path: 'member/v4/user/initiate-email-change/' },
    changePassword: { method: 'PATCH', path: 'member/v4/user/password/' },
    customUiData: { method: 'GET', path: 'member/v4/user/custom-ui-data/' },
    benefit: { method: 'GET', path: 'member/v4/benefit/' },
    memberIdCardData: { method: 'GET', path: 'member/v5/benefit/member-id-card-data/' },
    idCardsLinks: { method: 'GET', path: 'member/v4/patient/get-id-cards-links/' },
    unread: { method: 'GET', path: 'member/v4/unread/' },
    notifications: { method: 'GET', path: 'member/v4/benefit/notifications/' },
    markNotificationRead: { method: 'POST', path: 'member/v4/benefit/notifications/:id/read/' },
    planDetails: { method: 'GET', path: 'member/v4/benefit/plan-details/' },
    signupInitiate: { method: 'POST', path: 'member/v4/signup/initiate/' },
    signupComplete: { method: 'POST', path: 'member/v4/signup/complete/' },
    newMemberSignup: { method: 'POST', path: 'member/v4/signup/new-member/' },
    resendVerification: { method: 'POST', path: 'member/v4/signup/resend-verification/' },
    verifyEmail: { method: 'POST', path: 'member/v4/signup/verify-email/' },
    completeEmailChange: { method: 'POST', path: 'member/v4/user/complete-email-change/' },
    familyMembers: { method: 'GET', path: 'member/v4/family-members/' },
    updateFamilyMember: { method: 'PATCH', path: 'member/v4/family-members/:id/' },
    planPurchases: { method: 'GET', path: 'member/v4/in-office-plan-purchases/' },
    planPurchase: { method: 'GET', path: PURCHASE },
    payoffBalance: { method: 'POST', path: `${PURCHASE}payoff-balance/` },
    updateAutoRenew: { method: 'PATCH', path: PURCHASE },
    transactions: { method: 'GET', path: 'member/v4/transactions/' },
    appointmentDetails: { method: 'GET', path: 'member/v4/appointments/:id/' },
    reimbursementDetails: { method: 'GET', path: 'member/v4/reimbursements/:id/' },
    estimates: { method: 'GET', path: 'member/v4/estimates/' },
    estimateDetails: { method: 'GET', path: 'member/v4/estimates/:id/' },
    inOfficePlans: { method: 'GET', path: 'member/v4/in-office-plans/' },
    inOfficePlan: { method: 'GET', path: 'member/v4/in-office-plans/:id/' },
    confirmPlanPurchase: { method: 'POST', path: 'member/v4/in-office-plan-purchases/' },
    savedCards: { method: 'GET', path: 'member/v4/payment-methods/' },
    addSavedCard: { method: 'POST', path: 'member/v4/payment-methods/' },
    removeSavedCard: { method: 'DELETE', path: 'member/v4/payment-methods/:id/' },
    offlineTokenize: { method: 'POST', path: 'member/v4/payment-methods/offline-tokenize/' },
    dentistSearch: { method: 'GET', path: 'member/v4/dentist-search/' },
    publicDentistSearch: { method: 'GET', path: 'public/v4/dentist-search/' },
    practiceDetails: { method: 'GET', path: 'member/v4/practices/:id/' },
    priceCheck: { method: 'GET', path: 'member/v4/price-check/' },
    receiptPractices: { method: 'GET', path: 'member/v4/transactions/practices/' },
  },
  dentist: {},
  employer: {},
  admin: {},
} as const satisfies Record<'shared' | 'member' | 'dentist' | 'employer' | 'admin', Record<string, CallRoute>>;

export type CallGroup = keyof typeof CALLS;
/** 'member.transactions', 'shared.signIn', ... */
export type CallName = { [G in CallGroup]: `${G}.${Extract<keyof (typeof CALLS)[G], string>}` }[CallGroup];

/** The method and path of a call by its name. */
export function callRoute(name: CallName): CallRoute {
  const [group, call] = name.split('.') as [CallGroup, string];
  return (CALLS[group] as Record<string, CallRoute>)[call]!;
}

/**
 * @deprecated The flat table of before the calls were grouped by portal (issue 14); it goes once the
 * server and the client name calls by CallName.
 */
export const ENDPOINT_PATHS = Object.fromEntries(
  Object.values(CALLS).flatMap((group) => Object.entries(group).map(([name, route]) => [name, (route as CallRoute).path])),
) as { readonly [K in keyof typeof CALLS.shared | keyof typeof CALLS.member]: (typeof CALLS.shared & typeof CALLS.member)[K]['path'] };
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
