// The rows the visits' statements take and answer (dentist-visits.repository.ts and the statements it joins):
// a visit, its lines and payments, a page of the list, and the patient found for a new visit.
import type { AppointmentStatus, Relationship, VisitPaymentMethod } from '@dental/domain';
import type { BenefitRow, FrequencyColumns } from '../../coverage/index.js';
import type { StoredLine } from '../visit-lines/index.js';

/** A patient found by member id and date of birth, with the benefit in force on the visit date. */
export type VisitPatientRow = BenefitRow &
  FrequencyColumns & {
    relationship: Relationship;
    date_of_birth: string;
    end_date: string | null;
    /** The dates of the patient's latest benefit, for the message of a date outside coverage. */
    latest_start: string | null;
    latest_end: string | null;
  };

export interface NewVisit {
  householdId: number;
  patientId: number;
  practiceId: number;
  locationId: number;
  dentistId: number;
  appointmentDate: string;
  idempotencyKey: string;
  requestHash: string;
  recordedByUserId: number;
}

export type VisitRow = {
  id: number;
  appointment_date: string;
  status: AppointmentStatus;
  household_id: number;
  patient_id: number;
  member_id: string;
  patient_name: string;
  dentist_id: number | null;
  dentist_name: string | null;
  location_id: number | null;
  location_name: string | null;
  billed_cents: number;
  plan_cents: number;
  member_cents: number;
  recorded_at: string;
  voided_at: string | null;
  voided_by: string | null;
  void_reason: string | null;
};

/** A visit's line (the line model the estimates share, visit-lines). */
export type VisitLineRow = StoredLine;

export type PaymentRow = {
  paid_on: string;
  amount_cents: number;
  method: VisitPaymentMethod;
};

export type VisitListRow = Pick<
  VisitRow,
  | 'id'
  | 'appointment_date'
  | 'status'
  | 'member_id'
  | 'patient_name'
  | 'dentist_name'
  | 'billed_cents'
  | 'plan_cents'
  | 'member_cents'
> & { total: number };

/** Decision 0048: the visit's card side: what a void would refund, what was paid at the office, the refunds. */
export type VisitCardSide = {
  refundable_cents: number;
  office_cents: number;
  refunds: { amount_cents: number; created_at: string }[];
};

/** A visit with no card charge, payment or refund. */
export const NO_CARD_SIDE: VisitCardSide = { refundable_cents: 0, office_cents: 0, refunds: [] };

/** A visit's lines, payments and card side, as its details show them. */
export type VisitParts = {
  lines: VisitLineRow[];
  payments: PaymentRow[];
  card: VisitCardSide;
};
