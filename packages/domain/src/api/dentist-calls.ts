// Generated from the contract by scripts/contract/call-tables.ts (npm run generate:calls): do not edit.
// The dentist calls' method, path and guard, without their schemas (issue 25 item 2, decision 0047).
import { guards, PUBLIC_GUARD } from './guards.js';
import type { CallRoute } from './call-route.js';

export const DENTIST_CALLS = {
  eligibility: { method: 'GET', path: 'dentist/v1/eligibility/', guard: guards.practice('owner', 'front_desk') },
  benefitSearch: {
    method: 'GET',
    path: 'dentist/v1/eligibility/benefit-search/',
    guard: guards.practice('owner', 'front_desk'),
  },
  visitPricing: { method: 'GET', path: 'dentist/v1/visit-pricing/', guard: guards.practice('owner', 'front_desk') },
  visitChoices: { method: 'GET', path: 'dentist/v1/visit-choices/', guard: guards.practice('owner', 'front_desk') },
  visits: { method: 'GET', path: 'dentist/v1/visits/', guard: guards.practice('owner', 'front_desk') },
  recordVisit: { method: 'POST', path: 'dentist/v1/visits/', guard: guards.practice('owner', 'front_desk') },
  visit: { method: 'GET', path: 'dentist/v1/visits/:id/', guard: guards.practice('owner', 'front_desk') },
  voidVisit: { method: 'POST', path: 'dentist/v1/visits/:id/void/', guard: guards.practice('owner', 'front_desk') },
  payVisit: { method: 'POST', path: 'dentist/v1/visits/:id/payments/', guard: guards.practice('owner', 'front_desk') },
  practiceEstimates: { method: 'GET', path: 'dentist/v1/estimates/', guard: guards.practice('owner', 'front_desk') },
  createEstimate: { method: 'POST', path: 'dentist/v1/estimates/', guard: guards.practice('owner', 'front_desk') },
  practiceEstimate: { method: 'GET', path: 'dentist/v1/estimates/:id/', guard: guards.practice('owner', 'front_desk') },
  sendEstimate: {
    method: 'POST',
    path: 'dentist/v1/estimates/:id/send/',
    guard: guards.practice('owner', 'front_desk'),
  },
  voidEstimate: {
    method: 'POST',
    path: 'dentist/v1/estimates/:id/void/',
    guard: guards.practice('owner', 'front_desk'),
  },
  recordEstimateVisit: {
    method: 'POST',
    path: 'dentist/v1/estimates/:id/visit/',
    guard: guards.practice('owner', 'front_desk'),
  },
  visitCards: { method: 'GET', path: 'dentist/v1/visits/:id/cards/', guard: guards.practice('owner', 'front_desk') },
  chargeVisitCard: {
    method: 'POST',
    path: 'dentist/v1/visits/:id/card-charges/',
    guard: guards.practice('owner', 'front_desk'),
  },
  practicePatients: { method: 'GET', path: 'dentist/v1/patients/', guard: guards.practice('owner', 'front_desk') },
  visitsReport: { method: 'GET', path: 'dentist/v1/reports/visits/', guard: guards.practice('owner', 'front_desk') },
  dashboard: { method: 'GET', path: 'dentist/v1/dashboard/', guard: guards.practice('owner', 'front_desk') },
  practiceProfile: { method: 'GET', path: 'dentist/v1/practice/', guard: guards.practice('owner', 'front_desk') },
  updatePracticeProfile: { method: 'PATCH', path: 'dentist/v1/practice/', guard: guards.practice('owner') },
  practiceLocations: {
    method: 'GET',
    path: 'dentist/v1/practice/locations/',
    guard: guards.practice('owner', 'front_desk'),
  },
  addPracticeLocation: { method: 'POST', path: 'dentist/v1/practice/locations/', guard: guards.practice('owner') },
  updatePracticeLocation: {
    method: 'PATCH',
    path: 'dentist/v1/practice/locations/:id/',
    guard: guards.practice('owner'),
  },
  removePracticeLocation: {
    method: 'DELETE',
    path: 'dentist/v1/practice/locations/:id/',
    guard: guards.practice('owner'),
  },
  practiceDentists: {
    method: 'GET',
    path: 'dentist/v1/practice/dentists/',
    guard: guards.practice('owner', 'front_desk'),
  },
  addPracticeDentist: { method: 'POST', path: 'dentist/v1/practice/dentists/', guard: guards.practice('owner') },
  updatePracticeDentist: {
    method: 'PATCH',
    path: 'dentist/v1/practice/dentists/:id/',
    guard: guards.practice('owner'),
  },
  removePracticeDentist: {
    method: 'DELETE',
    path: 'dentist/v1/practice/dentists/:id/',
    guard: guards.practice('owner'),
  },
  practiceStaff: { method: 'GET', path: 'dentist/v1/practice/staff/', guard: guards.practice('owner') },
  inviteStaff: { method: 'POST', path: 'dentist/v1/practice/staff/invites/', guard: guards.practice('owner') },
  revokeStaffInvite: {
    method: 'DELETE',
    path: 'dentist/v1/practice/staff/invites/:id/',
    guard: guards.practice('owner'),
  },
  removeStaffUser: { method: 'DELETE', path: 'dentist/v1/practice/staff/users/:id/', guard: guards.practice('owner') },
  acceptStaffInvite: { method: 'POST', path: 'dentist/v1/staff-invites/accept/', guard: PUBLIC_GUARD },
  setMyPin: { method: 'PATCH', path: 'dentist/v1/me/pin/', guard: guards.practice('owner', 'front_desk') },
  lockState: { method: 'GET', path: 'dentist/v1/me/lock/', guard: guards.practice('owner', 'front_desk') },
  lockScreen: { method: 'POST', path: 'dentist/v1/me/lock/', guard: guards.practice('owner', 'front_desk') },
  unlockScreen: { method: 'POST', path: 'dentist/v1/me/unlock/', guard: guards.practice('owner', 'front_desk') },
  bankVerification: { method: 'GET', path: 'dentist/v1/practice/bank/', guard: guards.practice('owner') },
  addBankOwner: { method: 'POST', path: 'dentist/v1/practice/bank/owner/', guard: guards.practice('owner') },
  addBankAccount: { method: 'POST', path: 'dentist/v1/practice/bank/account/', guard: guards.practice('owner') },
  verifyBankDeposits: {
    method: 'POST',
    path: 'dentist/v1/practice/bank/account/verify/',
    guard: guards.practice('owner'),
  },
} as const satisfies Record<string, CallRoute>;
