// Decision 0023: the ids a call takes that name a public record, not one of the caller's tenant (household,
// practice, company), each with why. `npm run routes` shows them apart from the scoped ids, and the tenancy
// harness (testing/tenancy.ts) needs a case trying another tenant's id for every id NOT listed here.
// Keyed '<call or file name>.<id field>': 'member.practiceDetails.id'.
export const PUBLIC_IDS: Readonly<Record<string, string>> = {
  'member.transactions.practice_id': 'a practice of the directory; it only narrows the household’s own receipts',
  'member.inOfficePlans.practice_id': 'a practice of the directory; plans are public',
  'member.confirmPlanPurchase.plan_id': 'an in-office plan is public (its practice link)',
  'member.inOfficePlan.id': "a practice's plan page, open to anyone (the practice's plan link)",
  'member.inOfficePlan.location_id': 'a practice location is public (its address is on the plan page)',
  'member.practiceDetails.id': 'a practice of the dentist directory',
  // Decision 0027: no practice owns a member; a practice sees one only through this look-up, which needs the
  // date of birth with the member id, never reveals an id, and audits every patient it shows.
  'dentist.eligibility.member_id': 'a look-up key the member gives the front desk, matched only with the date of birth',
  // Issue 26 item 21: the eligibility printout is the same look-up (same keys, throttle and audit).
  'dentist.eligibilityPdf.member_id':
    'a look-up key the member gives the front desk, matched only with the date of birth',
  'dentist.benefitSearch.member_id':
    'a look-up key the member gives the front desk, matched only with the date of birth',
  // Issue 16 item 4: the visit's patient is named by the same keys as the eligibility look-up (decision 0028).
  'dentist.visitPricing.member_id':
    'a look-up key the member gives the front desk, matched only with the date of birth',
  'dentist.recordVisit.member_id': 'a look-up key the member gives the front desk, matched only with the date of birth',
  // Issue 16 item 5 (decision 0032): an estimate names its patient by the same keys; the list's filter only
  // narrows the practice's own estimates.
  'dentist.createEstimate.member_id':
    'a look-up key the member gives the front desk, matched only with the date of birth',
  'dentist.practiceEstimates.member_id': "a filter of the practice's own estimates; it reveals nothing else",
  // Issue 16 item 2: named like an id by the harness, but the practice's own EIN or SSN, not a record.
  'dentist.updatePracticeProfile.tax_id': "not a record: the caller's own practice's EIN or SSN",
  // Issue 27: a plan of the provider's catalogue; the filter only narrows the company's own employees.
  'employer.employees.plan_id': "a plan of the provider's catalogue, a filter of the company's own employees",
};
