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
import { idParamsSchema } from './common.js';
import { CALLS } from './endpoint-paths.js';
import type { Endpoint } from './endpoint.js';

export const DENTIST_CONTRACT = {
  eligibility: {
    ...CALLS.dentist.eligibility,
    query: eligibility.eligibilityQuerySchema,
    response: eligibility.eligibilityResponseSchema,
  },
  benefitSearch: {
    ...CALLS.dentist.benefitSearch,
    query: eligibility.benefitSearchQuerySchema,
    response: eligibility.benefitSearchResponseSchema,
  },
  // Issue 16 item 4: recording a visit (decision 0028).
  visitPricing: {
    ...CALLS.dentist.visitPricing,
    query: visits.visitPricingQuerySchema,
    response: visits.visitPricingResponseSchema,
  },
  visitChoices: {
    ...CALLS.dentist.visitChoices,
    response: visits.visitChoicesResponseSchema,
  },
  visits: {
    ...CALLS.dentist.visits,
    query: visits.visitsQuerySchema,
    response: visits.visitsResponseSchema,
  },
  recordVisit: {
    ...CALLS.dentist.recordVisit,
    body: visits.recordVisitBodySchema,
    response: visits.visitDetailsResponseSchema,
  },
  visit: {
    ...CALLS.dentist.visit,
    params: idParamsSchema,
    response: visits.visitDetailsResponseSchema,
  },
  voidVisit: {
    ...CALLS.dentist.voidVisit,
    params: idParamsSchema,
    body: visits.voidVisitBodySchema,
    response: visits.visitDetailsResponseSchema,
  },
  payVisit: {
    ...CALLS.dentist.payVisit,
    params: idParamsSchema,
    body: visits.visitPaymentBodySchema,
    response: visits.visitDetailsResponseSchema,
  },
  // Issue 16 item 5: estimates made at the practice (decision 0032).
  practiceEstimates: {
    ...CALLS.dentist.practiceEstimates,
    query: estimates.practiceEstimatesQuerySchema,
    response: estimates.practiceEstimatesResponseSchema,
  },
  createEstimate: {
    ...CALLS.dentist.createEstimate,
    body: estimates.createEstimateBodySchema,
    response: estimates.practiceEstimateDetailsResponseSchema,
  },
  practiceEstimate: {
    ...CALLS.dentist.practiceEstimate,
    params: idParamsSchema,
    response: estimates.practiceEstimateDetailsResponseSchema,
  },
  sendEstimate: {
    ...CALLS.dentist.sendEstimate,
    params: idParamsSchema,
    response: estimates.practiceEstimateDetailsResponseSchema,
  },
  voidEstimate: {
    ...CALLS.dentist.voidEstimate,
    params: idParamsSchema,
    body: estimates.voidEstimateBodySchema,
    response: estimates.practiceEstimateDetailsResponseSchema,
  },
  recordEstimateVisit: {
    ...CALLS.dentist.recordEstimateVisit,
    params: idParamsSchema,
    body: estimates.recordEstimateVisitBodySchema,
    response: estimates.practiceEstimateDetailsResponseSchema,
  },
  // Decision 0033.
  visitCards: {
    ...CALLS.dentist.visitCards,
    params: idParamsSchema,
    response: visitCardCharge.visitCardsResponseSchema,
  },
  chargeVisitCard: {
    ...CALLS.dentist.chargeVisitCard,
    params: idParamsSchema,
    body: visitCardCharge.chargeVisitCardBodySchema,
    response: visits.visitDetailsResponseSchema,
  },
  practicePatients: {
    ...CALLS.dentist.practicePatients,
    query: practicePatients.practicePatientsQuerySchema,
    response: practicePatients.practicePatientsResponseSchema,
  },
  visitsReport: {
    ...CALLS.dentist.visitsReport,
    query: reports.visitsReportQuerySchema,
    response: reports.visitsReportResponseSchema,
  },
  dashboard: { ...CALLS.dentist.dashboard, response: dashboard.dashboardResponseSchema },
  // Issue 16 item 2, decision 0029.
  practiceProfile: { ...CALLS.dentist.practiceProfile, response: practice.practiceProfileResponseSchema },
  updatePracticeProfile: {
    ...CALLS.dentist.updatePracticeProfile,
    body: practice.practiceProfileUpdateSchema,
    response: practice.practiceProfileResponseSchema,
  },
  practiceLocations: { ...CALLS.dentist.practiceLocations, response: practice.practiceLocationsResponseSchema },
  addPracticeLocation: {
    ...CALLS.dentist.addPracticeLocation,
    body: practice.practiceLocationInputSchema,
    response: practice.practiceLocationResponseSchema,
  },
  updatePracticeLocation: {
    ...CALLS.dentist.updatePracticeLocation,
    params: idParamsSchema,
    body: practice.practiceLocationInputSchema,
    response: practice.practiceLocationResponseSchema,
  },
  removePracticeLocation: {
    ...CALLS.dentist.removePracticeLocation,
    params: idParamsSchema,
    response: practice.locationRemovalResponseSchema,
  },
  practiceDentists: { ...CALLS.dentist.practiceDentists, response: practice.practiceDentistsResponseSchema },
  addPracticeDentist: {
    ...CALLS.dentist.addPracticeDentist,
    body: practice.practiceDentistInputSchema,
    response: practice.practiceDentistResponseSchema,
  },
  updatePracticeDentist: {
    ...CALLS.dentist.updatePracticeDentist,
    params: idParamsSchema,
    body: practice.practiceDentistInputSchema,
    response: practice.practiceDentistResponseSchema,
  },
  removePracticeDentist: {
    ...CALLS.dentist.removePracticeDentist,
    params: idParamsSchema,
    response: practice.dentistRemovalResponseSchema,
  },
  practiceStaff: { ...CALLS.dentist.practiceStaff, response: practiceStaff.staffResponseSchema },
  inviteStaff: {
    ...CALLS.dentist.inviteStaff,
    body: practiceStaff.staffInviteBodySchema,
    response: practiceStaff.staffInviteResponseSchema,
  },
  revokeStaffInvite: {
    ...CALLS.dentist.revokeStaffInvite,
    params: idParamsSchema,
    response: practiceStaff.staffRemovalResponseSchema,
  },
  removeStaffUser: {
    ...CALLS.dentist.removeStaffUser,
    params: idParamsSchema,
    response: practiceStaff.staffRemovalResponseSchema,
  },
  acceptStaffInvite: {
    ...CALLS.dentist.acceptStaffInvite,
    body: practiceStaff.acceptInviteBodySchema,
    response: practiceStaff.acceptInviteResponseSchema,
  },
  setMyPin: {
    ...CALLS.dentist.setMyPin,
    body: practiceStaff.setPinBodySchema,
    response: practiceStaff.lockStateResponseSchema,
  },
  lockState: { ...CALLS.dentist.lockState, response: practiceStaff.lockStateResponseSchema },
  lockScreen: { ...CALLS.dentist.lockScreen, response: practiceStaff.lockStateResponseSchema },
  unlockScreen: {
    ...CALLS.dentist.unlockScreen,
    body: practiceStaff.unlockBodySchema,
    response: practiceStaff.lockStateResponseSchema,
  },
} as const satisfies Record<keyof typeof CALLS.dentist, Endpoint>;
