// Issue 25 item 7: the one line model of a visit and of an estimate (an estimate's lines are a visit's lines,
// decision 0032). Lines are priced by `priceVisitLines` (the browser's function: office fee, else schedule fee,
// else typical fee), stored as rows of `appointment_lines` or `estimate_lines` (the same columns), and read back
// as the API's `VisitLineItem`.
import { createHash } from 'node:crypto';
import {
  findProcedure,
  priceVisitLines,
  type LineToPrice,
  type PricedVisitLines,
  type VisitLine,
  type VisitLineItem,
  type VisitPricingInputs,
} from '@dental/domain';

/** A priced line to insert (the columns of `appointment_lines` and `estimate_lines`, as Drizzle names them). */
export interface NewLine {
  procedureCode: string;
  tooth: string | null;
  surfaces: string | null;
  billedCents: number;
  allowedCents: number;
  planCents: number;
  memberCents: number;
  reductionReason: string | null;
}

/** A stored line as the statements read it (the same columns of both tables). */
export type StoredLine = {
  procedure_code: string;
  tooth: string | null;
  surfaces: string | null;
  billed_cents: number;
  allowed_cents: number;
  plan_cents: number;
  member_cents: number;
  reduction_reason: string | null;
};

/** The lines priced against the inputs (the form's figures to the cent), their totals, and the rows to insert. */
export function priceLines(
  inputs: VisitPricingInputs,
  lines: readonly LineToPrice[],
): PricedVisitLines & { rows: NewLine[] } {
  const priced = priceVisitLines(inputs, lines);
  const rows = priced.lines.map((line) => ({
    procedureCode: line.code,
    tooth: line.tooth,
    surfaces: line.surfaces,
    billedCents: line.billed_cents,
    allowedCents: line.allowed_cents,
    planCents: line.plan_cents,
    memberCents: line.member_cents,
    reductionReason: line.reduction_reason,
  }));
  return { ...priced, rows };
}

/** A stored line as the API answers it: the catalogue's name and service type beside the shares as priced. */
export function lineItemOf(line: StoredLine): VisitLineItem {
  const procedure = findProcedure(line.procedure_code);
  return {
    code: line.procedure_code,
    name: procedure?.name ?? line.procedure_code,
    service_type: procedure?.serviceType ?? 'PDS',
    tooth: line.tooth,
    surfaces: line.surfaces,
    billed_cents: line.billed_cents,
    allowed_cents: line.allowed_cents,
    plan_cents: line.plan_cents,
    member_cents: line.member_cents,
    reduction_reason: (line.reduction_reason as VisitLineItem['reduction_reason']) ?? null,
  };
}

/** A stored line as a line to price again (an estimate recorded as a visit is priced on the visit's date). */
export function lineToPriceOf(line: StoredLine): VisitLine {
  return { code: line.procedure_code, tooth: line.tooth, surfaces: line.surfaces };
}

/**
 * The hash of what a form sent, its fields then its lines' code, tooth and surfaces: the same idempotency key
 * with other details is refused. The canonical form is the stored `request_hash`'s: do not change it.
 */
export function requestHashOf(fields: readonly (string | number)[], lines: readonly LineToPrice[]): string {
  const canonical = JSON.stringify([...fields, lines.map((line) => [line.code, line.tooth, line.surfaces])]);
  return createHash('sha256').update(canonical).digest('hex');
}
