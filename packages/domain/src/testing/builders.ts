// Test-data builders: valid API objects with sensible defaults, overridable per test (STYLE: one testing/ place).
import type { Benefit, MemberIdCardData } from '../api/benefit.js';
import type { FamilyMember } from '../api/family.js';
import type { Member } from '../api/member-user.js';
import type { Notification } from '../api/notifications.js';
import type { Instalment, PlanPurchase } from '../api/plan-purchases.js';
import type { InOfficePlan } from '../api/in-office-plans.js';
import type { SavedCard } from '../api/payments.js';
import type { HelloResponse } from '../api/hello.js';
import type { Session } from '../api/auth.js';

/** A valid member (the signed-in primary). */
export function buildMember(overrides: Partial<Member> = {}): Member {
  return {
    id: 1,
    email: 'maria.lopez@example.com',
    signup_complete: true,
    first_name: 'Maria',
    middle_name: 'Teresa',
    last_name: 'Lopez',
    date_of_birth: '1985-04-12',
    gender: 'female',
    phone: '5551234567',
    member_id: '100200300',
    relationship: 'Primary',
    address_line_1: '12 Main Street',
    address_line_2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    ...overrides,
  };
}

/** A valid family member (a child by default). */
export function buildFamilyMember(overrides: Partial<FamilyMember> = {}): FamilyMember {
  return {
    patient: 2,
    name: 'Lucas Lopez',
    first_name: 'Lucas',
    middle_name: null,
    last_name: 'Lopez',
    is_minor: true,
    benefit_type: 'individual',
    plan_name: 'Gold Medium',
    dcs_url: null,
    relationship: 'Dependent',
    date_of_birth: '2015-09-01',
    dental_benefit_limit: 150000,
    dental_benefit_used: 8000,
    dental_benefit_remaining: 142000,
    ...overrides,
  };
}

/** A valid individual benefit with no family or ortho limit. Amounts in cents. */
export function buildBenefit(overrides: Partial<Benefit> = {}): Benefit {
  return {
    benefit_type: 'individual',
    plan_name: 'Gold Medium',
    plan_label: 'My Plan',
    request_reimbursement_form_url: null,
    dental_benefit_limit: 150000,
    dental_benefit_used: 25000,
    dental_benefit_remaining: 125000,
    family_benefit_limit: null,
    family_benefit_used: null,
    family_benefit_remaining: null,
    ortho_benefit_limit: null,
    ortho_benefit_used: null,
    ortho_benefit_remaining: null,
    ...overrides,
  };
}

/** Valid member ID card data. */
export function buildMemberIdCardData(overrides: Partial<MemberIdCardData> = {}): MemberIdCardData {
  return {
    member_name: 'Maria T. Lopez',
    member_id: '100200300',
    plan_name: 'Gold Medium',
    network: 'gold',
    group_number: null,
    effective_date: '2025-01-01',
    customer_service_phone: '8005550100',
    issuer_name: 'Example Dental Benefits',
    is_healthshare: false,
    ...overrides,
  };
}

/** A valid unread notification. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'claim',
    title: 'Receipt ready',
    body: 'Your receipt for the visit on Jan 5 is ready.',
    created_at: '2025-01-05T14:07:00.000Z',
    read_at: null,
    ...overrides,
  };
}

/** A valid instalment. */
export function buildInstalment(overrides: Partial<Instalment> = {}): Instalment {
  return {
    id: 1,
    sequence: 1,
    due_date: '2025-02-01',
    amount_cents: 2500,
    status: 'Scheduled',
    paid_at: null,
    attempts: 0,
    next_attempt_date: null,
    failure_message: null,
    ...overrides,
  };
}

/** A valid active in-office plan purchase with one paid and one scheduled instalment. */
export function buildPlanPurchase(overrides: Partial<PlanPurchase> = {}): PlanPurchase {
  return {
    id: 1,
    auto_renew: true,
    plan_id: 1,
    plan_name: 'Smile Club Adult',
    practice_id: 1,
    practice_name: 'Bright Smiles Dental',
    payment_mode: 'monthly',
    status: 'Active',
    payment_status: 'Scheduled',
    covered_patients: [{ patient_id: 1, name: 'Maria Lopez' }],
    start_date: '2025-01-01',
    end_date: '2025-12-31',
    total_cents: 5000,
    paid_cents: 2500,
    balance_cents: 2500,
    past_due: false,
    next_payment_date: '2025-02-01',
    next_payment_cents: 2500,
    payment_method_id: 'pm_off_test',
    card_brand: 'Visa',
    card_last4: '4242',
    instalments: [
      buildInstalment({ id: 1, due_date: '2025-01-01', status: 'Paid', paid_at: '2025-01-01T10:00:00.000Z' }),
      buildInstalment({ id: 2, sequence: 2 }),
    ],
    payments: [
      {
        id: 1,
        kind: 'purchase',
        amount_cents: 2500,
        status: 'succeeded',
        card_brand: 'Visa',
        card_last4: '4242',
        created_at: '2025-01-01T10:00:00.000Z',
        failure_message: null,
      },
    ],
    ...overrides,
  };
}

/** A valid in-office plan for sale (issue 7 shop). */
export function buildInOfficePlan(overrides: Partial<InOfficePlan> = {}): InOfficePlan {
  return {
    id: 1,
    name: 'Smile Club Adult',
    description: 'Two cleanings and exams a year, and 20% off other care.',
    practice: {
      id: 1,
      name: 'Bright Smiles Dental',
      location_id: 1,
      address: '100 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '5125550100',
      distance_miles: 2.5,
    },
    includes: [{ procedure_code: 'D1110', description: 'Cleaning', times_per_term: 2 }],
    discount_percent: 20,
    price_cents: 30000,
    monthly_price_cents: 2700,
    monthly_total_cents: 32400,
    term_months: 12,
    eligibility: { min_age: null, under_age: null },
    ...overrides,
  };
}

/** A valid saved card (offline gateway, Visa ending 4242). */
export function buildSavedCard(overrides: Partial<SavedCard> = {}): SavedCard {
  return {
    id: 1,
    payment_method_id: 'pm_off_test',
    brand: 'Visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2030,
    ...overrides,
  };
}

/** A valid start-up answer (the data of GET hello/), for a test instance of the member portal. */
export function buildHello(overrides: Partial<HelloResponse> = {}): HelloResponse {
  const now = '2026-03-04T05:06:07.000Z';
  return {
    version_number: '1.2.3',
    version: '1.2.3',
    instance: 'test',
    environment: 'test',
    debug: true,
    server_datetime: now,
    server_date_time: now,
    stripe_public_api_key: null,
    stripe: { public_api_key: null },
    mixpanel_api_token: null,
    tag_manager_id: null,
    google_maps_api_key: null,
    google_maps_map_id: null,
    support_email: 'help@dental.test',
    portal: 'member',
    ...overrides,
  };
}

/** A valid session (the data of POST token/ and token/refresh/), of a member. */
export function buildSession(overrides: Partial<Session> = {}): Session {
  return {
    user_id: 1,
    email: 'member@example.com',
    account_type: 'member',
    access_expires_at: '2026-03-04T05:21:07.000Z',
    ...overrides,
  };
}
