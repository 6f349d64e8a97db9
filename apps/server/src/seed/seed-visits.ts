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
  type VisitPaymentMethod,
} from '@dental/domain';
import {
  appointmentLines,
  appointmentPayments,
  appointments,
  documentFiles,
  estimateLines,
  estimates,
  reimbursementDocuments,
  reimbursements,
} from '../db/schema/index.js';
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
  /** Days from the visit to the claim; chosen at random when absent (set it to add a claim without a draw). */
  submittedDaysAfter?: number;
  /** A denied claim's reason; one of DENIAL_REASONS (by id) when absent. */
  denialReason?: string;
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

function engineLines(
  plan: SeededPlan,
  network: PracticeNetworkType,
  lines: readonly PlannedLine[],
  billed: (code: string) => number,
): CoverageLineInput[] {
  const schedule = referenceScheduleNetwork(plan.minimumNetwork, network);
  return lines.map(({ code }) => {
    const p = procedure(code);
    return {
      code,
      serviceType: p.serviceType,
      isOrtho: p.isOrtho,
      billedCents: billed(code),
      scheduleFeeCents: referenceScheduleFee(schedule, code),
    };
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

function addLines(
  ctx: SeedContext,
  table: LineTable,
  parent: { appointmentId: number } | { estimateId: number },
  planned: readonly PlannedLine[],
  priced: PricedVisit,
): void {
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

// The seed's payments, denial reasons and documents are chosen from the row ids, without a random draw,
// so the rest of the demo data stays as it was before they existed.

const PAYMENT_METHODS: readonly VisitPaymentMethod[] = ['card', 'hsa_fsa_card', 'card', 'cash', 'check'];

export const DENIAL_REASONS = [
  'The provider’s itemized bill was not attached.',
  'The service is not covered by the plan.',
  'The claim was submitted more than 12 months after the service date.',
  'The patient was not covered on the service date.',
] as const;

/** The payments of a paid visit: its member share on the payment date, or now and then a deposit on the day. */
function addPayments(
  ctx: SeedContext,
  appointmentId: number,
  visitDate: string,
  paymentDate: string,
  memberCents: number,
): void {
  if (memberCents <= 0) return;
  const method = PAYMENT_METHODS[appointmentId % PAYMENT_METHODS.length] ?? 'card';
  const deposit = appointmentId % 3 === 0 && memberCents >= 4000 ? Math.floor(memberCents / 200) * 100 : 0;
  if (deposit > 0)
    ctx.batch.add(appointmentPayments, {
      id: ctx.ids.take(appointmentPayments),
      appointmentId,
      paidOn: visitDate,
      amountCents: deposit,
      method: 'card',
    });
  ctx.batch.add(appointmentPayments, {
    id: ctx.ids.take(appointmentPayments),
    appointmentId,
    paidOn: paymentDate,
    amountCents: memberCents - deposit,
    method,
  });
}

/**
 * A small one-page PDF (an itemized statement) written by hand, so it is made once without awaiting: every
 * seeded reimbursement document points at this one body (cheap at any scale).
 */
export function sampleStatementPdf(): Uint8Array {
  const text = [
    'Itemized statement',
    'Demo document: a provider statement attached to a reimbursement claim.',
    'Amounts are on the claim.',
  ];
  const content = text
    .map((line, i) => `BT /F1 ${i === 0 ? 16 : 10} Tf 72 ${720 - i * 24} Td (${line}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

/** The shared statement's file row of a seed run, written once (on first use) and then referenced. */
const statementFiles = new WeakMap<SeedContext, { id: number; size: number }>();
function statementFile(ctx: SeedContext): { id: number; size: number } {
  let file = statementFiles.get(ctx);
  if (!file) {
    const body = sampleStatementPdf();
    file = { id: ctx.ids.take(documentFiles), size: body.length };
    ctx.batch.add(documentFiles, { id: file.id, body });
    statementFiles.set(ctx, file);
  }
  return file;
}

/** The documents a member attached to a claim: the provider's itemized bill, and now and then a claim form. */
function addDocuments(ctx: SeedContext, reimbursementId: number, serviceDate: string, submittedAt: Date): void {
  const file = statementFile(ctx);
  const names =
    reimbursementId % 3 === 0
      ? [`itemized-bill-${serviceDate}.pdf`, 'claim-form.pdf']
      : [`itemized-bill-${serviceDate}.pdf`];
  names.forEach((fileName, i) => {
    ctx.batch.add(reimbursementDocuments, {
      id: ctx.ids.take(reimbursementDocuments),
      reimbursementId,
      fileId: file.id,
      fileName,
      contentType: 'application/pdf',
      sizeBytes: file.size,
      uploadedAt: new Date(submittedAt.getTime() - (names.length - i) * 60_000),
    });
  });
}

/** Prices and writes a household's visits and reimbursements in date order, then its estimates. */
export function seedHouseholdClaims(
  ctx: SeedContext,
  household: SeededHousehold,
  plan: SeededPlan,
  claims: HouseholdClaims,
): void {
  const { rng, ids, batch, today } = ctx;
  const acc = new Accumulators();
  type Event = { date: string; order: number; visit?: VisitAt; reimbursement?: PlannedReimbursement };
  const events: Event[] = [
    ...claims.visits.map((visit, order) => ({ date: visit.date, order, visit })),
    ...claims.reimbursements.map((reimbursement, i) => ({
      date: reimbursement.date,
      order: claims.visits.length + i,
      reimbursement,
    })),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));

  for (const { visit, reimbursement } of events) {
    if (visit) {
      const patient = household.patients[visit.patientIndex];
      if (!patient) continue;
      const lines = engineLines(plan, visit.practice.network, visit.lines, practiceFee(visit.practice));
      const priced = priceVisit({
        plan,
        practiceNetwork: visit.practice.network,
        lines,
        accumulators: acc.at(visit.patientIndex, visit.date),
      });
      acc.record(visit.patientIndex, visit.date, priced.accumulatorsAfter);
      const appointmentId = ids.take(appointments);
      const paid = dayNumber(visit.date) < dayNumber(today) - 21;
      const paymentDate = paid ? addDays(visit.date, rng.int(3, 14)) : null;
      batch.add(appointments, {
        id: appointmentId,
        householdId: household.id,
        patientId: patient.id,
        practiceId: visit.practice.id,
        locationId: rng.pick(visit.practice.locationIds),
        // Chosen without a random draw, so the rest of the demo data stays as it was.
        dentistId: visit.practice.dentistIds[appointmentId % visit.practice.dentistIds.length] ?? null,
        appointmentDate: visit.date,
        paymentDate,
        status: paid ? 'paid' : 'completed',
        // The sums of the lines below, written with the row: the totals trigger is off during the load.
        billedCents: priced.totals.billedCents,
        planCents: priced.totals.planCents,
        memberCents: priced.totals.memberCents,
        createdAt: atHour(visit.date, 17),
      });
      addLines(ctx, appointmentLines, { appointmentId }, visit.lines, priced);
      if (paymentDate !== null) addPayments(ctx, appointmentId, visit.date, paymentDate, priced.totals.memberCents);
    } else if (reimbursement) {
      const patient = household.patients[reimbursement.patientIndex];
      if (!patient) continue;
      const billed = (code: string) =>
        Math.round((procedure(code).typicalFeeCents * reimbursement.markupPercent) / 10_000) * 100;
      const lines = engineLines(plan, 'out_of_network', reimbursement.lines, billed);
      const before = acc.at(reimbursement.patientIndex, reimbursement.date);
      const priced = priceVisit({ plan, practiceNetwork: 'out_of_network', lines, accumulators: before });
      // Only an approved or paid claim is money the plan spent; the others leave the accumulators alone.
      const counts = reimbursement.status === 'approved' || reimbursement.status === 'paid';
      if (counts) acc.record(reimbursement.patientIndex, reimbursement.date, priced.accumulatorsAfter);
      const submittedAt = atHour(addDays(reimbursement.date, reimbursement.submittedDaysAfter ?? rng.int(2, 9)), 16);
      const reimbursementId = ids.take(reimbursements);
      const denied = reimbursement.status === 'denied';
      batch.add(reimbursements, {
        id: reimbursementId,
        householdId: household.id,
        patientId: patient.id,
        providerName: reimbursement.providerName,
        serviceDate: reimbursement.date,
        submittedAt,
        status: reimbursement.status,
        billedCents: priced.totals.billedCents,
        reimbursedCents: counts ? priced.totals.planCents : 0,
        paidAt: reimbursement.status === 'paid' ? new Date(submittedAt.getTime() + rng.int(5, 20) * 86_400_000) : null,
        denialReason: denied
          ? (reimbursement.denialReason ?? DENIAL_REASONS[reimbursementId % DENIAL_REASONS.length])
          : null,
        createdAt: submittedAt,
      });
      addDocuments(ctx, reimbursementId, reimbursement.date, submittedAt);
    }
  }

  // Estimates are priced against what is left today; they do not use up the maximums.
  for (const estimate of claims.estimates) {
    const patient = household.patients[estimate.patientIndex];
    if (!patient) continue;
    const lines = engineLines(plan, estimate.practice.network, estimate.lines, practiceFee(estimate.practice));
    const priced = priceVisit({
      plan,
      practiceNetwork: estimate.practice.network,
      lines,
      accumulators: acc.at(estimate.patientIndex, today),
    });
    const estimateId = ids.take(estimates);
    batch.add(estimates, {
      id: estimateId,
      householdId: household.id,
      patientId: patient.id,
      practiceId: estimate.practice.id,
      estimateDate: estimate.date,
      validUntil: addDays(estimate.date, 90),
      createdAt: atHour(estimate.date, 11),
      // The demo's estimates were given to the member (decision 0032): sent, so the member's Estimates lists them.
      status: 'sent',
      sentAt: atHour(estimate.date, 11),
    });
    addLines(ctx, estimateLines, { estimateId }, estimate.lines, priced);
  }
}
