// The member portal's calls (spec §7): method, path and guard of each.
import { MEMBER_GUARD, PUBLIC_GUARD } from './guards.js';
import type { CallRoute } from './call-route.js';

const PURCHASE = 'member/v4/in-office-plan-purchases/:id/';
const PUBLIC = PUBLIC_GUARD;
const MEMBER = MEMBER_GUARD;

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
