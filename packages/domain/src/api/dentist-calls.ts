// The dentist portal's calls (issue 16): method, path and guard of each.
import { guards } from './guards.js';
import type { CallRoute } from './call-route.js';

const PUBLIC = guards.public;
/** The practice's owner and front desk (decision 0023). */
const PRACTICE_DESK = guards.practice('owner', 'front_desk');
/** The practice's owner alone (issue 16 item 2: the practice's writes). */
const PRACTICE_OWNER = guards.practice('owner');

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
  removePracticeLocation: { method: 'DELETE', path: 'dentist/v1/practice/locations/:id/', guard: PRACTICE_OWNER },
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
