// Receipts, reimbursements and estimates of a household, priced by the coverage engine (issue 5) in date
// order with the accumulators threaded through: the benefit year is the calendar year, so the patient's and
// household's yearly amounts start again each January 1st, and ortho counts for life.
import {
  PROCEDURE_CATALOGUE,
  priceVisit,
  referenceScheduleFee,
  referenceScheduleNetwork,
  type CatalogueProcedure,
  type CoverageAccumulators,
  type CoverageLineInput,
  type PracticeNetworkType,
  type PricedVisit,
} from '@dental/domain';
import { appointmentLines, appointments, estimateLines, estimates, reimbursements } from '../db/schema/index.js';
import type { SeedContext, SeededHousehold, SeededPlan, SeededPractice } from './seed-context.js';
import { addDays, atHour, dayNumber, yearOf } from './seed-dates.js';
import type { PlannedLine, PlannedVisit } from './seed-treatments.js';

const CATALOGUE: ReadonlyMap<string, CatalogueProcedure> = new Map(PROCEDURE_CATALOGUE.map((p) => [p.code, p]));

export interface VisitAt extends PlannedVisit {
  practice: SeededPractice;
}

export type ReimbursementStatus = (typeof reimbursements.$inferInsert)['status'] & string;

export interface PlannedReimbursement {
  patientIndex: number;
  date: string;
  providerName: string;
  lines: PlannedLine[];
  /** The out-of-network dentist's charge as a percent of the typical fee. */
  markupPercent: number;
  status: ReimbursementStatus;
}

export interface PlannedEstimate {
  patientIndex: number;
  date: string;
  practice: SeededPractice;
  lines: PlannedLine[];
}

export interface HouseholdClaims {
  visits: VisitAt[];
  reimbursements: PlannedReimbursement[];
  estimates: PlannedEstimate[];
}

function procedure(code: string): CatalogueProcedure {
  const found = CATALOGUE.get(code);
  if (!found) throw new Error(`unknown procedure ${code}`);
  return found;
}

function engineLines(plan: SeededPlan, network: PracticeNetworkType, lines: readonly PlannedLine[], billed: (code: string) => number): CoverageLineInput[] {
  const schedule = referenceScheduleNetwork(plan.minimumNetwork, network);
  return lines.map(({ code }) => {
    const p = procedure(code);
    return { code, serviceType: p.serviceType, isOrtho: p.isOrtho, billedCents: billed(code), scheduleFeeCents: referenceScheduleFee(schedule, code) };
  });
}

function practiceFee(practice: SeededPractice) {
  return (code: string): number => practice.fees.get(code) ?? procedure(code).typicalFeeCents;
}

/** Keeps the running amounts the plan has paid: per patient per year, per household per year, ortho for life. */
class Accumulators {
  private readonly patients = new Map<number, { year: number; cents: number; ortho: number }>();
  private household = { year: 0, cents: 0 };

  at(patientIndex: number, date: string): CoverageAccumulators {
    const year = yearOf(date);
    const own = this.patients.get(patientIndex);
    return {
      patientYearCents: own && own.year === year ? own.cents : 0,
      householdYearCents: this.household.year === year ? this.household.cents : 0,
      patientOrthoLifetimeCents: own?.ortho ?? 0,
    };
  }

  record(patientIndex: number, date: string, after: CoverageAccumulators): void {
    const year = yearOf(date);
    this.patients.set(patientIndex, { year, cents: after.patientYearCents, ortho: after.patientOrthoLifetimeCents });
    this.household = { year, cents: after.householdYearCents };
  }
}

type LineTable = typeof appointmentLines | typeof estimateLines;

function addLines(ctx: SeedContext, table: LineTable, parent: { appointmentId: number } | { estimateId: number }, planned: readonly PlannedLine[], priced: PricedVisit): void {
  priced.lines.forEach((l, i) => {
    const row = {
      id: ctx.ids.take(table),
      procedureCode: l.code,
      tooth: planned[i]?.tooth ?? null,
      billedCents: l.billedCents,
      allowedCents: l.allowedCents,
      planCents: l.planCents,
      memberCents: l.memberCents,
      reductionReason: l.reductionReason,
    };
    if ('appointmentId' in parent) ctx.batch.add(appointmentLines, { ...row, appointmentId: parent.appointmentId });
    else ctx.batch.add(estimateLines, { ...row, estimateId: parent.estimateId });
  });
}

/** Prices and writes a household's visits and reimbursements in date order, then its estimates. */
export function seedHouseholdClaims(ctx: SeedContext, household: SeededHousehold, plan: SeededPlan, claims: HouseholdClaims): void {
  const { rng, ids, batch, today } = ctx;
  const acc = new Accumulators();
  type Event = { date: string; order: number; visit?: VisitAt; reimbursement?: PlannedReimbursement };
  const events: Event[] = [
    ...claims.visits.map((visit, order) => ({ date: visit.date, order, visit })),
    ...claims.reimbursements.map((reimbursement, i) => ({ date: reimbursement.date, order: claims.visits.length + i, reimbursement })),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));

  for (const { visit, reimbursement } of events) {
    if (visit) {
      const patient = household.patients[visit.patientIndex];
      if (!patient) continue;
      const lines = engineLines(plan, visit.practice.network, visit.lines, practiceFee(visit.practice));
      const priced = priceVisit({ plan, practiceNetwork: visit.practice.network, lines, accumulators: acc.at(visit.patientIndex, visit.date) });
      acc.record(visit.patientIndex, visit.date, priced.accumulatorsAfter);
      const appointmentId = ids.take(appointments);
      const paid = dayNumber(visit.date) < dayNumber(today) - 21;
      batch.add(appointments, {
        id: appointmentId,
        householdId: household.id,
        patientId: patient.id,
        practiceId: visit.practice.id,
        locationId: rng.pick(visit.practice.locationIds),
        // Chosen without a random draw, so the rest of the demo data stays as it was.
        dentistId: visit.practice.dentistIds[appointmentId % visit.practice.dentistIds.length] ?? null,
        appointmentDate: visit.date,
        paymentDate: paid ? addDays(visit.date, rng.int(3, 14)) : null,
        status: paid ? 'paid' : 'completed',
        createdAt: atHour(visit.date, 17),
      });
      addLines(ctx, appointmentLines, { appointmentId }, visit.lines, priced);
    } else if (reimbursement) {
      const patient = household.patients[reimbursement.patientIndex];
      if (!patient) continue;
      const billed = (code: string) => Math.round((procedure(code).typicalFeeCents * reimbursement.markupPercent) / 10_000) * 100;
      const lines = engineLines(plan, 'out_of_network', reimbursement.lines, billed);
      const before = acc.at(reimbursement.patientIndex, reimbursement.date);
      const priced = priceVisit({ plan, practiceNetwork: 'out_of_network', lines, accumulators: before });
      // Only an approved or paid claim is money the plan spent; the others leave the accumulators alone.
      const counts = reimbursement.status === 'approved' || reimbursement.status === 'paid';
      if (counts) acc.record(reimbursement.patientIndex, reimbursement.date, priced.accumulatorsAfter);
      const submittedAt = atHour(addDays(reimbursement.date, rng.int(2, 9)), 16);
      batch.add(reimbursements, {
        id: ids.take(reimbursements),
        householdId: household.id,
        patientId: patient.id,
        providerName: reimbursement.providerName,
        serviceDate: reimbursement.date,
        submittedAt,
        status: reimbursement.status,
        billedCents: priced.totals.billedCents,
        reimbursedCents: counts ? priced.totals.planCents : 0,
        paidAt: reimbursement.status === 'paid' ? new Date(submittedAt.getTime() + rng.int(5, 20) * 86_400_000) : null,
        createdAt: submittedAt,
      });
    }
  }

  // Estimates are priced against what is left today; they do not use up the maximums.
  for (const estimate of claims.estimates) {
    const patient = household.patients[estimate.patientIndex];
    if (!patient) continue;
    const lines = engineLines(plan, estimate.practice.network, estimate.lines, practiceFee(estimate.practice));
    const priced = priceVisit({ plan, practiceNetwork: estimate.practice.network, lines, accumulators: acc.at(estimate.patientIndex, today) });
    const estimateId = ids.take(estimates);
    batch.add(estimates, {
      id: estimateId,
      householdId: household.id,
      patientId: patient.id,
      practiceId: estimate.practice.id,
      estimateDate: estimate.date,
      validUntil: addDays(estimate.date, 90),
      createdAt: atHour(estimate.date, 11),
    });
    addLines(ctx, estimateLines, { estimateId }, estimate.lines, priced);
  }
}
