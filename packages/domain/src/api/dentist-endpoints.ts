// The dentist portal's calls with their schemas (issue 16): the `dentist` group of CONTRACT (endpoints.ts).
import * as eligibility from './dentist-eligibility.js';
import * as visits from './dentist-visits.js';
import * as estimates from './dentist-estimates.js';
import * as visitCardCharge from './dentist-visit-card-charge.js';
import * as practicePatients from './dentist-patients.js';
import * as reports from './dentist-reports.js';
import * as dashboard from './dentist-dashboard.js';
import * as practice from './dentist-practice.js';
import * as practiceStaff from './dentist-practice-staff.js';
import * as bank from './bank.js';
import { idParamsSchema } from './common.js';
import { guards } from './guards.js';
import type { Endpoint } from './endpoint.js';

const PUBLIC = guards.public;
/** The practice's owner and front desk (decision 0023). */
const PRACTICE_DESK = guards.practice('owner', 'front_desk');
/** The practice's owner alone (issue 16 item 2: the practice's writes). */
const PRACTICE_OWNER = guards.practice('owner');

export const DENTIST_CONTRACT = {
  eligibility: {
    method: 'GET',
    path: 'dentist/v1/eligibility/',
    guard: PRACTICE_DESK,
    query: eligibility.eligibilityQuerySchema,
    response: eligibility.eligibilityResponseSchema,
  },
  benefitSearch: {
    method: 'GET',
    path: 'dentist/v1/eligibility/benefit-search/',
    guard: PRACTICE_DESK,
    query: eligibility.benefitSearchQuerySchema,
    response: eligibility.benefitSearchResponseSchema,
  },
  // Issue 16 item 4: recording a visit (decision 0028).
  visitPricing: {
    method: 'GET',
    path: 'dentist/v1/visit-pricing/',
    guard: PRACTICE_DESK,
    query: visits.visitPricingQuerySchema,
    response: visits.visitPricingResponseSchema,
  },
  visitChoices: {
    method: 'GET',
    path: 'dentist/v1/visit-choices/',
    guard: PRACTICE_DESK,
    response: visits.visitChoicesResponseSchema,
  },
  visits: {
    method: 'GET',
    path: 'dentist/v1/visits/',
    guard: PRACTICE_DESK,
    query: visits.visitsQuerySchema,
    response: visits.visitsResponseSchema,
  },
  recordVisit: {
    method: 'POST',
    path: 'dentist/v1/visits/',
    guard: PRACTICE_DESK,
    body: visits.recordVisitBodySchema,
    response: visits.visitDetailsResponseSchema,
  },
  visit: {
    method: 'GET',
    path: 'dentist/v1/visits/:id/',
    guard: PRACTICE_DESK,
    params: idParamsSchema,
    response: visits.visitDetailsResponseSchema,
  },
  voidVisit: {
    method: 'POST',
    path: 'dentist/v1/visits/:id/void/',
    guard: PRACTICE_DESK,
    params: idParamsSchema,
    body: visits.voidVisitBodySchema,
    response: visits.visitDetailsResponseSchema,
  },
  payVisit: {
    method: 'POST',
    path: 'dentist/v1/visits/:id/payments/',
    guard: PRACTICE_DESK,
    params: idParamsSchema,
    body: visits.visitPaymentBodySchema,
    response: visits.visitDetailsResponseSchema,
  },
  // Issue 16 item 5: estimates made at the practice (decision 0032).
  practiceEstimates: {
    method: 'GET',
    path: 'dentist/v1/estimates/',
    guard: PRACTICE_DESK,
    query: estimates.practiceEstimatesQuerySchema,
    response: estimates.practiceEstimatesResponseSchema,
  },
  createEstimate: {
    method: 'POST',
    path: 'dentist/v1/estimates/',
    guard: PRACTICE_DESK,
    body: estimates.createEstimateBodySchema,
    response: estimates.practiceEstimateDetailsResponseSchema,
  },
  practiceEstimate: {
    method: 'GET',
    path: 'dentist/v1/estimates/:id/',
    guard: PRACTICE_DESK,
    params: idParamsSchema,
    response: estimates.practiceEstimateDetailsResponseSchema,
  },
  sendEstimate: {
    method: 'POST',
    path: 'dentist/v1/estimates/:id/send/',
    guard: PRACTICE_DESK,
    params: idParamsSchema,
    response: estimates.practiceEstimateDetailsResponseSchema,
  },
  voidEstimate: {
    method: 'POST',
    path: 'dentist/v1/estimates/:id/void/',
    guard: PRACTICE_DESK,
    params: idParamsSchema,
    body: estimates.voidEstimateBodySchema,
    response: estimates.practiceEstimateDetailsResponseSchema,
  },
  recordEstimateVisit: {
    method: 'POST',
    path: 'dentist/v1/estimates/:id/visit/',
    guard: PRACTICE_DESK,
    params: idParamsSchema,
    body: estimates.recordEstimateVisitBodySchema,
    response: estimates.practiceEstimateDetailsResponseSchema,
  },
  // Decision 0033.
  visitCards: {
    method: 'GET',
    path: 'dentist/v1/visits/:id/cards/',
    guard: PRACTICE_DESK,
    params: idParamsSchema,
    response: visitCardCharge.visitCardsResponseSchema,
  },
  chargeVisitCard: {
    method: 'POST',
    path: 'dentist/v1/visits/:id/card-charges/',
    guard: PRACTICE_DESK,
    params: idParamsSchema,
    body: visitCardCharge.chargeVisitCardBodySchema,
    response: visits.visitDetailsResponseSchema,
  },
  practicePatients: {
    method: 'GET',
    path: 'dentist/v1/patients/',
    guard: PRACTICE_DESK,
    query: practicePatients.practicePatientsQuerySchema,
    response: practicePatients.practicePatientsResponseSchema,
  },
  visitsReport: {
    method: 'GET',
    path: 'dentist/v1/reports/visits/',
    guard: PRACTICE_DESK,
    query: reports.visitsReportQuerySchema,
    response: reports.visitsReportResponseSchema,
    reads: 'replica',
  },
  dashboard: {
    method: 'GET',
    path: 'dentist/v1/dashboard/',
    guard: PRACTICE_DESK,
    response: dashboard.dashboardResponseSchema,
  },
  // Issue 16 item 2, decision 0029.
  practiceProfile: {
    method: 'GET',
    path: 'dentist/v1/practice/',
    guard: PRACTICE_DESK,
    response: practice.practiceProfileResponseSchema,
  },
  updatePracticeProfile: {
    method: 'PATCH',
    path: 'dentist/v1/practice/',
    guard: PRACTICE_OWNER,
    body: practice.practiceProfileUpdateSchema,
    response: practice.practiceProfileResponseSchema,
  },
  practiceLocations: {
    method: 'GET',
    path: 'dentist/v1/practice/locations/',
    guard: PRACTICE_DESK,
    response: practice.practiceLocationsResponseSchema,
  },
  addPracticeLocation: {
    method: 'POST',
    path: 'dentist/v1/practice/locations/',
    guard: PRACTICE_OWNER,
    body: practice.practiceLocationInputSchema,
    response: practice.practiceLocationResponseSchema,
  },
  updatePracticeLocation: {
    method: 'PATCH',
    path: 'dentist/v1/practice/locations/:id/',
    guard: PRACTICE_OWNER,
    params: idParamsSchema,
    body: practice.practiceLocationInputSchema,
    response: practice.practiceLocationResponseSchema,
  },
  removePracticeLocation: {
    method: 'DELETE',
    path: 'dentist/v1/practice/locations/:id/',
    guard: PRACTICE_OWNER,
    params: idParamsSchema,
    response: practice.locationRemovalResponseSchema,
  },
  practiceDentists: {
    method: 'GET',
    path: 'dentist/v1/practice/dentists/',
    guard: PRACTICE_DESK,
    response: practice.practiceDentistsResponseSchema,
  },
  addPracticeDentist: {
    method: 'POST',
    path: 'dentist/v1/practice/dentists/',
    guard: PRACTICE_OWNER,
    body: practice.practiceDentistInputSchema,
    response: practice.practiceDentistResponseSchema,
  },
  updatePracticeDentist: {
    method: 'PATCH',
    path: 'dentist/v1/practice/dentists/:id/',
    guard: PRACTICE_OWNER,
    params: idParamsSchema,
    body: practice.practiceDentistInputSchema,
    response: practice.practiceDentistResponseSchema,
  },
  removePracticeDentist: {
    method: 'DELETE',
    path: 'dentist/v1/practice/dentists/:id/',
    guard: PRACTICE_OWNER,
    params: idParamsSchema,
    response: practice.dentistRemovalResponseSchema,
  },
  practiceStaff: {
    method: 'GET',
    path: 'dentist/v1/practice/staff/',
    guard: PRACTICE_OWNER,
    response: practiceStaff.staffResponseSchema,
  },
  inviteStaff: {
    method: 'POST',
    path: 'dentist/v1/practice/staff/invites/',
    guard: PRACTICE_OWNER,
    body: practiceStaff.staffInviteBodySchema,
    response: practiceStaff.staffInviteResponseSchema,
  },
  revokeStaffInvite: {
    method: 'DELETE',
    path: 'dentist/v1/practice/staff/invites/:id/',
    guard: PRACTICE_OWNER,
    params: idParamsSchema,
    response: practiceStaff.staffRemovalResponseSchema,
  },
  removeStaffUser: {
    method: 'DELETE',
    path: 'dentist/v1/practice/staff/users/:id/',
    guard: PRACTICE_OWNER,
    params: idParamsSchema,
    response: practiceStaff.staffRemovalResponseSchema,
  },
  acceptStaffInvite: {
    method: 'POST',
    path: 'dentist/v1/staff-invites/accept/',
    guard: PUBLIC,
    body: practiceStaff.acceptInviteBodySchema,
    response: practiceStaff.acceptInviteResponseSchema,
  },
  setMyPin: {
    method: 'PATCH',
    path: 'dentist/v1/me/pin/',
    guard: PRACTICE_DESK,
    body: practiceStaff.setPinBodySchema,
    response: practiceStaff.lockStateResponseSchema,
  },
  lockState: {
    method: 'GET',
    path: 'dentist/v1/me/lock/',
    guard: PRACTICE_DESK,
    response: practiceStaff.lockStateResponseSchema,
  },
  lockScreen: {
    method: 'POST',
    path: 'dentist/v1/me/lock/',
    guard: PRACTICE_DESK,
    response: practiceStaff.lockStateResponseSchema,
  },
  unlockScreen: {
    method: 'POST',
    path: 'dentist/v1/me/unlock/',
    guard: PRACTICE_DESK,
    body: practiceStaff.unlockBodySchema,
    response: practiceStaff.lockStateResponseSchema,
  },
  // Issue 27 item 6 (decision 0060): the bank verification, the same service as the practice's.
  bankVerification: {
    method: 'GET',
    path: 'dentist/v1/practice/bank/',
    guard: PRACTICE_OWNER,
    response: bank.bankVerificationResponseSchema,
  },
  addBankOwner: {
    method: 'POST',
    path: 'dentist/v1/practice/bank/owner/',
    guard: PRACTICE_OWNER,
    body: bank.bankOwnerRequestSchema,
    response: bank.bankVerificationResponseSchema,
  },
  addBankAccount: {
    method: 'POST',
    path: 'dentist/v1/practice/bank/account/',
    guard: PRACTICE_OWNER,
    body: bank.bankAccountRequestSchema,
    response: bank.bankVerificationResponseSchema,
  },
  verifyBankDeposits: {
    method: 'POST',
    path: 'dentist/v1/practice/bank/account/verify/',
    guard: PRACTICE_OWNER,
    body: bank.bankDepositsRequestSchema,
    response: bank.bankVerificationResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
