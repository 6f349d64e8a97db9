// spec §7 and DESIGN §3: the path of every call (under /api/), apart from its schemas, so a screen can name
// its call without pulling every schema of the contract into its JavaScript. Paths keep the trailing slash;
// ':id' marks a path parameter. Each call declares its guard (decision 0023): who may make it and the tenant
// it is scoped to.
import { guards, type Guard } from './guards.js';

/** spec §7: every call goes to this base path on the same origin. */
export const API_BASE = '/api/';

const PURCHASE = 'member/v4/in-office-plan-purchases/:id/';
const PUBLIC = guards.public;
const MEMBER = guards.member;
const SESSION = guards.session;
/** The practice's owner and front desk (decision 0023). */
const PRACTICE_DESK = guards.practice('owner', 'front_desk');
/** The practice's owner alone (issue 16 item 2: the practice's writes). */
const PRACTICE_OWNER = guards.practice('owner');

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Where one call goes and who may make it: its method, path and guard, without its schemas. */
export interface CallRoute {
  method: HttpMethod;
  path: string;
  guard: Guard;
}

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

/** The member portal's calls (its app answers them only, decision 0022). */
export const MEMBER_CALLS = {
  getMemberUser: { method: 'GET', path: 'member/v4/user/', guard: MEMBER },
  updateMemberUser: { method: 'PATCH', path: 'member/v4/user/', guard: MEMBER },
  initiateEmailChange: { method: 'POST', path: 'member/v4/user/initiate-email-change/', guard: MEMBER },
  changePassword: { method: 'PATCH', path: 'member/v4/user/password/', guard: MEMBER },
  customUiData: { method: 'GET', path: 'member/v4/user/custom-ui-data/', guard: MEMBER },
  benefit: { method: 'GET', path: 'member/v4/benefit/', guard: MEMBER },
  memberIdCardData: { method: 'GET', path: 'member/v5/benefit/member-id-card-data/', guard: MEMBER },
  idCardsLinks: { method: 'GET', path: 'member/v4/patient/get-id-cards-links/', guard: MEMBER },
  unread: { method: 'GET', path: 'member/v4/unread/', guard: MEMBER },
  notifications: { method: 'GET', path: 'member/v4/benefit/notifications/', guard: MEMBER },
  markNotificationRead: { method: 'POST', path: 'member/v4/benefit/notifications/:id/read/', guard: MEMBER },
  planDetails: { method: 'GET', path: 'member/v4/benefit/plan-details/', guard: MEMBER },
  signupInitiate: { method: 'POST', path: 'member/v4/signup/initiate/', guard: PUBLIC },
  signupComplete: { method: 'POST', path: 'member/v4/signup/complete/', guard: PUBLIC },
  newMemberSignup: { method: 'POST', path: 'member/v4/signup/new-member/', guard: PUBLIC },
  resendVerification: { method: 'POST', path: 'member/v4/signup/resend-verification/', guard: PUBLIC },
  verifyEmail: { method: 'POST', path: 'member/v4/signup/verify-email/', guard: PUBLIC },
  completeEmailChange: { method: 'POST', path: 'member/v4/user/complete-email-change/', guard: PUBLIC },
  familyMembers: { method: 'GET', path: 'member/v4/family-members/', guard: MEMBER },
  updateFamilyMember: { method: 'PATCH', path: 'member/v4/family-members/:id/', guard: MEMBER },
  planPurchases: { method: 'GET', path: 'member/v4/in-office-plan-purchases/', guard: MEMBER },
  planPurchase: { method: 'GET', path: PURCHASE, guard: MEMBER },
  payoffBalance: { method: 'POST', path: `${PURCHASE}payoff-balance/`, guard: MEMBER },
  updateAutoRenew: { method: 'PATCH', path: PURCHASE, guard: MEMBER },
  transactions: { method: 'GET', path: 'member/v4/transactions/', guard: MEMBER },
  appointmentDetails: { method: 'GET', path: 'member/v4/appointments/:id/', guard: MEMBER },
  reimbursementDetails: { method: 'GET', path: 'member/v4/reimbursements/:id/', guard: MEMBER },
  estimates: { method: 'GET', path: 'member/v4/estimates/', guard: MEMBER },
  estimateDetails: { method: 'GET', path: 'member/v4/estimates/:id/', guard: MEMBER },
  inOfficePlans: { method: 'GET', path: 'member/v4/in-office-plans/', guard: MEMBER },
  inOfficePlan: { method: 'GET', path: 'member/v4/in-office-plans/:id/', guard: PUBLIC },
  confirmPlanPurchase: { method: 'POST', path: 'member/v4/in-office-plan-purchases/', guard: MEMBER },
  savedCards: { method: 'GET', path: 'member/v4/payment-methods/', guard: MEMBER },
  addSavedCard: { method: 'POST', path: 'member/v4/payment-methods/', guard: MEMBER },
  removeSavedCard: { method: 'DELETE', path: 'member/v4/payment-methods/:id/', guard: MEMBER },
  offlineTokenize: { method: 'POST', path: 'member/v4/payment-methods/offline-tokenize/', guard: MEMBER },
  dentistSearch: { method: 'GET', path: 'member/v4/dentist-search/', guard: MEMBER },
  publicDentistSearch: { method: 'GET', path: 'public/v4/dentist-search/', guard: PUBLIC },
  practiceDetails: { method: 'GET', path: 'member/v4/practices/:id/', guard: MEMBER },
  priceCheck: { method: 'GET', path: 'member/v4/price-check/', guard: MEMBER },
  receiptPractices: { method: 'GET', path: 'member/v4/transactions/practices/', guard: MEMBER },
} as const satisfies Record<string, CallRoute>;

/** The dentist portal's calls (issue 16). */
export const DENTIST_CALLS = {
  eligibility: { method: 'GET', path: 'dentist/v1/eligibility/', guard: PRACTICE_DESK },
  benefitSearch: { method: 'GET', path: 'dentist/v1/eligibility/benefit-search/', guard: PRACTICE_DESK },
  // Issue 16 item 4: recording a visit (decision 0028).
  visitPricing: { method: 'GET', path: 'dentist/v1/visit-pricing/', guard: PRACTICE_DESK },
  visitChoices: { method: 'GET', path: 'dentist/v1/visit-choices/', guard: PRACTICE_DESK },
  visits: { method: 'GET', path: 'dentist/v1/visits/', guard: PRACTICE_DESK },
  recordVisit: { method: 'POST', path: 'dentist/v1/visits/', guard: PRACTICE_DESK },
  visit: { method: 'GET', path: 'dentist/v1/visits/:id/', guard: PRACTICE_DESK },
  voidVisit: { method: 'POST', path: 'dentist/v1/visits/:id/void/', guard: PRACTICE_DESK },
  payVisit: { method: 'POST', path: 'dentist/v1/visits/:id/payments/', guard: PRACTICE_DESK },
  // Issue 16 item 5, decision 0032: estimates made at the practice.
  practiceEstimates: { method: 'GET', path: 'dentist/v1/estimates/', guard: PRACTICE_DESK },
  createEstimate: { method: 'POST', path: 'dentist/v1/estimates/', guard: PRACTICE_DESK },
  practiceEstimate: { method: 'GET', path: 'dentist/v1/estimates/:id/', guard: PRACTICE_DESK },
  sendEstimate: { method: 'POST', path: 'dentist/v1/estimates/:id/send/', guard: PRACTICE_DESK },
  voidEstimate: { method: 'POST', path: 'dentist/v1/estimates/:id/void/', guard: PRACTICE_DESK },
  recordEstimateVisit: { method: 'POST', path: 'dentist/v1/estimates/:id/visit/', guard: PRACTICE_DESK },
  // Decision 0033: the member's share charged to a card the household saved.
  visitCards: { method: 'GET', path: 'dentist/v1/visits/:id/cards/', guard: PRACTICE_DESK },
  chargeVisitCard: { method: 'POST', path: 'dentist/v1/visits/:id/card-charges/', guard: PRACTICE_DESK },
  // Issue 16 items 1 and 6, decision 0030: the practice's patients, visits report and Home.
  practicePatients: { method: 'GET', path: 'dentist/v1/patients/', guard: PRACTICE_DESK },
  visitsReport: { method: 'GET', path: 'dentist/v1/reports/visits/', guard: PRACTICE_DESK },
  dashboard: { method: 'GET', path: 'dentist/v1/dashboard/', guard: PRACTICE_DESK },
  // Issue 16 item 2, decision 0029: the practice (owner writes, owner and front desk read), its staff, PINs.
  practiceProfile: { method: 'GET', path: 'dentist/v1/practice/', guard: PRACTICE_DESK },
  updatePracticeProfile: { method: 'PATCH', path: 'dentist/v1/practice/', guard: PRACTICE_OWNER },
  practiceLocations: { method: 'GET', path: 'dentist/v1/practice/locations/', guard: PRACTICE_DESK },
  addPracticeLocation: { method: 'POST', path: 'dentist/v1/practice/locations/', guard: PRACTICE_OWNER },
  updatePracticeLocation: { method: 'PATCH', path: 'dentist/v1/practice/locations/:id/', guard: PRACTICE_OWNER },
  practiceDentists: { method: 'GET', path: 'dentist/v1/practice/dentists/', guard: PRACTICE_DESK },
  addPracticeDentist: { method: 'POST', path: 'dentist/v1/practice/dentists/', guard: PRACTICE_OWNER },
  updatePracticeDentist: { method: 'PATCH', path: 'dentist/v1/practice/dentists/:id/', guard: PRACTICE_OWNER },
  removePracticeDentist: { method: 'DELETE', path: 'dentist/v1/practice/dentists/:id/', guard: PRACTICE_OWNER },
  practiceStaff: { method: 'GET', path: 'dentist/v1/practice/staff/', guard: PRACTICE_OWNER },
  inviteStaff: { method: 'POST', path: 'dentist/v1/practice/staff/invites/', guard: PRACTICE_OWNER },
  revokeStaffInvite: { method: 'DELETE', path: 'dentist/v1/practice/staff/invites/:id/', guard: PRACTICE_OWNER },
  removeStaffUser: { method: 'DELETE', path: 'dentist/v1/practice/staff/users/:id/', guard: PRACTICE_OWNER },
  acceptStaffInvite: { method: 'POST', path: 'dentist/v1/staff-invites/accept/', guard: PUBLIC },
  setMyPin: { method: 'PATCH', path: 'dentist/v1/me/pin/', guard: PRACTICE_DESK },
  lockState: { method: 'GET', path: 'dentist/v1/me/lock/', guard: PRACTICE_DESK },
  lockScreen: { method: 'POST', path: 'dentist/v1/me/lock/', guard: PRACTICE_DESK },
  unlockScreen: { method: 'POST', path: 'dentist/v1/me/unlock/', guard: PRACTICE_DESK },
} as const satisfies Record<string, CallRoute>;

/** The admin portal's calls (issue 25 item 3): each staff call names the permission it needs (decision 0040). */
export const ADMIN_CALLS = {
  staffMe: { method: 'GET', path: 'admin/v1/me/', guard: guards.staff('me.read') },
} as const satisfies Record<string, CallRoute>;

/**
 * Every call of the suite, grouped by the portal whose app answers it ('shared': the sign-in, token and
 * start-up calls every portal's app answers). A call is named '<group>.<name>' ('member.transactions').
 * CONTRACT adds the schemas; this table has none, so a screen can import it without them.
 */
export const CALLS = {
  shared: SHARED_CALLS,
  member: MEMBER_CALLS,
  dentist: DENTIST_CALLS,
  employer: {},
  admin: ADMIN_CALLS,
} as const satisfies Record<'shared' | 'member' | 'dentist' | 'employer' | 'admin', Record<string, CallRoute>>;

export type CallGroup = keyof typeof CALLS;
/** 'member.transactions', 'shared.signIn', ... */
export type CallName = { [G in CallGroup]: `${G}.${Extract<keyof (typeof CALLS)[G], string>}` }[CallGroup];

/** The method and path of a call by its name. */
export function callRoute(name: CallName): CallRoute {
  const [group, call] = name.split('.') as [CallGroup, string];
  return (CALLS[group] as Record<string, CallRoute>)[call]!;
}

/** The URL path of a call: '/api/' + its path with ':name' parameters filled and encoded. */
export function apiPath(path: string, params: Record<string, string | number> = {}): string {
  const filled = path.replace(/:([a-z_]+)/gi, (whole: string, name: string) =>
    Object.hasOwn(params, name) ? encodeURIComponent(String(params[name])) : whole,
  );
  return API_BASE + filled;
}

/**
 * The ID card files the links of get-id-cards-links point to (not JSON): an ID-1 card (85.60 x 53.98 mm)
 * for one patient of the caller's household, as PDF or PNG. ':id' is the patient id.
 */
export const ID_CARD_FILE_PATHS = {
  pdf: 'member/v4/patient/id-cards/:id/card.pdf',
  png: 'member/v4/patient/id-cards/:id/card.png',
} as const;

/**
 * The itemized receipt of an appointment as a PDF download (not JSON; for an HSA or FSA claim). ':id' is the
 * appointment id; another household's is 404 like the details.
 */
export const APPOINTMENT_RECEIPT_PDF_PATH = 'member/v4/appointments/:id/receipt.pdf';

/** A reimbursement document's file as a download (not JSON). ':id' is the document id; another household's: 404. */
export const REIMBURSEMENT_DOCUMENT_FILE_PATH = 'member/v4/reimbursement-documents/:id/file';

/**
 * A download (not a JSON call): its method, path and guard, grouped as CALLS is. A path with ':id' takes that
 * id; one without takes the query FILE_QUERIES (endpoints.ts, with the schemas) gives it.
 */
export interface FileRoute {
  method: 'GET';
  path: string;
  guard: Guard;
}

/** The visits report as CSV (issue 16 item 6): the report's filters in the query, streamed. */
export const VISITS_REPORT_CSV_PATH = 'dentist/v1/reports/visits.csv';

/** Every file download of the suite, with its guard (the server registers them with fileRoute). */
export const FILES = {
  shared: {},
  member: {
    idCardPdf: { method: 'GET', path: ID_CARD_FILE_PATHS.pdf, guard: MEMBER },
    idCardPng: { method: 'GET', path: ID_CARD_FILE_PATHS.png, guard: MEMBER },
    appointmentReceiptPdf: { method: 'GET', path: APPOINTMENT_RECEIPT_PDF_PATH, guard: MEMBER },
    reimbursementDocumentFile: { method: 'GET', path: REIMBURSEMENT_DOCUMENT_FILE_PATH, guard: MEMBER },
  },
  dentist: {
    visitsReportCsv: { method: 'GET', path: VISITS_REPORT_CSV_PATH, guard: PRACTICE_DESK },
  },
  employer: {},
  admin: {},
} as const satisfies Record<CallGroup, Record<string, FileRoute>>;
