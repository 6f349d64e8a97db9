// Re-derives every stored receipt and estimate with the coverage engine, from the plans, practices, fee
// schedules and the claims before it, and reports any line that differs or any maximum overrun. The demo
// seed's test runs it; it also serves as a check on a database filled by anything else (demo scale: it
// loads every claim into memory).
import {
  priceVisit,
  referenceScheduleFee,
  referenceScheduleNetwork,
  type CoverageAccumulators,
  type CoverageLineInput,
  type PracticeNetworkType,
} from '@dental/domain';
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  appointmentLines,
  appointments,
  benefits,
  estimateLines,
  estimates,
  plans,
  practices,
  procedures,
  reimbursements,
} from '../db/schema/index.js';

export interface ClaimsAudit {
  linesChecked: number;
  mismatches: string[];
  overMaximum: string[];
}

interface StoredLine {
  procedureCode: string;
  billedCents: number;
  allowedCents: number;
  planCents: number;
  memberCents: number;
  reductionReason: string | null;
}

interface ClaimEvent {
  kind: 'visit' | 'reimbursement' | 'estimate';
  id: number;
  householdId: number;
  patientId: number;
  practiceId: number | null;
  date: string;
  lines: StoredLine[];
  reimbursedCents: number;
}

// The seed's order: by date; on one date visits, then reimbursements, then estimates (priced as of today).
const KIND_ORDER = { visit: 0, reimbursement: 1, estimate: 2 } as const;

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

const lineColumns = (t: typeof appointmentLines | typeof estimateLines) => ({
  procedureCode: t.procedureCode,
  billedCents: t.billedCents,
  allowedCents: t.allowedCents,
  planCents: t.planCents,
  memberCents: t.memberCents,
  reductionReason: t.reductionReason,
});

async function loadEvents(db: Database, today: string): Promise<ClaimEvent[]> {
  const visitLines = groupBy(
    await db
      .select({ parentId: appointmentLines.appointmentId, ...lineColumns(appointmentLines) })
      .from(appointmentLines)
      .orderBy(asc(appointmentLines.id)),
    (l) => l.parentId,
  );
  const proposedLines = groupBy(
    await db
      .select({ parentId: estimateLines.estimateId, ...lineColumns(estimateLines) })
      .from(estimateLines)
      .orderBy(asc(estimateLines.id)),
    (l) => l.parentId,
  );
  const visits = (await db.select().from(appointments)).map((a) => ({
    ...a,
    kind: 'visit' as const,
    date: a.appointmentDate,
    lines: visitLines.get(a.id) ?? [],
    reimbursedCents: 0,
  }));
  // Only approved and paid reimbursements are money the plan spent.
  const counted = await db
    .select()
    .from(reimbursements)
    .where(inArray(reimbursements.status, ['approved', 'paid']));
  const paidBack = counted.map((r) => ({
    ...r,
    kind: 'reimbursement' as const,
    practiceId: null,
    date: r.serviceDate,
    lines: [],
  }));
  const proposals = (await db.select().from(estimates)).map((e) => ({
    ...e,
    kind: 'estimate' as const,
    date: today,
    lines: proposedLines.get(e.id) ?? [],
    reimbursedCents: 0,
  }));
  return [...visits, ...paidBack, ...proposals].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id,
  );
}

/** Audits all claims in date order, threading the accumulators as the seed does. */
export async function auditClaims(db: Database, today: string): Promise<ClaimsAudit> {
  const procedure = new Map((await db.select().from(procedures)).map((p) => [p.code, p]));
  const planById = new Map((await db.select().from(plans)).map((p) => [p.id, p]));
  const coverage = await db.select().from(benefits).where(isNotNull(benefits.planId));
  const planOfPatient = new Map(coverage.map((b) => [b.patientId, planById.get(b.planId ?? 0)]));
  const networkOf = new Map<number, PracticeNetworkType>(
    (await db.select({ id: practices.id, network: practices.network }).from(practices)).map((p) => [p.id, p.network]),
  );

  const audit: ClaimsAudit = { linesChecked: 0, mismatches: [], overMaximum: [] };
  const patientYear = new Map<string, number>();
  const householdYear = new Map<string, number>();
  const ortho = new Map<number, number>();
  for (const event of await loadEvents(db, today)) {
    const label = `${event.kind} ${event.id}`;
    const plan = planOfPatient.get(event.patientId);
    if (!plan) {
      audit.mismatches.push(`${label}: patient ${event.patientId} has no plan`);
      continue;
    }
    const year = event.date.slice(0, 4);
    const patientKey = `${event.patientId}:${year}`;
    const householdKey = `${event.householdId}:${year}`;
    const before: CoverageAccumulators = {
      patientYearCents: patientYear.get(patientKey) ?? 0,
      householdYearCents: householdYear.get(householdKey) ?? 0,
      patientOrthoLifetimeCents: ortho.get(event.patientId) ?? 0,
    };
    let after = before;
    if (event.kind === 'reimbursement') {
      after = {
        ...before,
        patientYearCents: before.patientYearCents + event.reimbursedCents,
        householdYearCents: before.householdYearCents + event.reimbursedCents,
      };
    } else {
      const network = networkOf.get(event.practiceId ?? 0) ?? 'out_of_network';
      const schedule = referenceScheduleNetwork(plan.minimumNetwork, network);
      const lines: CoverageLineInput[] = [];
      for (const l of event.lines) {
        const p = procedure.get(l.procedureCode);
        if (!p) audit.mismatches.push(`${label}: unknown procedure ${l.procedureCode}`);
        else
          lines.push({
            code: p.code,
            serviceType: p.serviceType,
            isOrtho: p.isOrtho,
            billedCents: l.billedCents,
            scheduleFeeCents: referenceScheduleFee(schedule, p.code),
          });
      }
      const priced = priceVisit({ plan, practiceNetwork: network, lines, accumulators: before });
      priced.lines.forEach((expected, i) => {
        const stored = event.lines[i];
        audit.linesChecked += 1;
        const same =
          stored?.allowedCents === expected.allowedCents &&
          stored.planCents === expected.planCents &&
          stored.memberCents === expected.memberCents &&
          stored.reductionReason === expected.reductionReason;
        if (!same)
          audit.mismatches.push(
            `${label} line ${i}: stored ${JSON.stringify(stored)}, engine ${JSON.stringify(expected)}`,
          );
      });
      // Estimates are proposals: they do not use up the maximums.
      if (event.kind === 'visit') after = priced.accumulatorsAfter;
    }
    patientYear.set(patientKey, after.patientYearCents);
    householdYear.set(householdKey, after.householdYearCents);
    ortho.set(event.patientId, after.patientOrthoLifetimeCents);
    const over =
      after.patientYearCents > plan.annualMaxCents ||
      (plan.familyMaxCents !== null && after.householdYearCents > plan.familyMaxCents) ||
      (plan.orthoLifetimeMaxCents !== null && after.patientOrthoLifetimeCents > plan.orthoLifetimeMaxCents);
    if (over) audit.overMaximum.push(`${label}: ${JSON.stringify(after)} over the maximums of plan ${plan.id}`);
  }
  return audit;
}

/**
 * One patient's accumulators today from the stored claims: non-ortho plan shares and counted
 * reimbursements of this calendar year (patient and household), and ortho plan shares for life.
 */
export async function patientAccumulators(
  db: Database,
  patientId: number,
  householdId: number,
  today: string,
): Promise<CoverageAccumulators> {
  const year = today.slice(0, 4);
  const lines = await db
    .select({
      patientId: appointments.patientId,
      date: appointments.appointmentDate,
      cents: appointmentLines.planCents,
      isOrtho: procedures.isOrtho,
    })
    .from(appointmentLines)
    .innerJoin(appointments, eq(appointments.id, appointmentLines.appointmentId))
    .innerJoin(procedures, eq(procedures.code, appointmentLines.procedureCode))
    .where(eq(appointments.householdId, householdId));
  const paidBack = (await db.select().from(reimbursements).where(eq(reimbursements.householdId, householdId))).map(
    (r) => ({
      patientId: r.patientId,
      date: r.serviceDate,
      cents: r.reimbursedCents,
      isOrtho: false,
    }),
  );
  const claims = [...lines, ...paidBack];
  const sum = (keep: (c: (typeof claims)[number]) => boolean) =>
    claims.filter(keep).reduce((total, c) => total + c.cents, 0);
  return {
    patientYearCents: sum((c) => !c.isOrtho && c.patientId === patientId && c.date.startsWith(year)),
    householdYearCents: sum((c) => !c.isOrtho && c.date.startsWith(year)),
    patientOrthoLifetimeCents: sum((c) => c.isOrtho && c.patientId === patientId),
  };
}
