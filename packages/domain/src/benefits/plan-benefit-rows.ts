// spec §2: the rows of the plan benefits table.
import type { Benefit } from '../api/benefit.js';
import { remainingColor, type RemainingColor } from '../format/remaining-color.js';

export type PlanBenefitRowKey = 'individual' | 'family' | 'ortho';

/** spec §2: row labels of the plan benefits table. */
export const PLAN_BENEFIT_ROW_LABELS: Record<PlanBenefitRowKey, string> = {
  individual: 'Individual (annual max)',
  family: 'Family (annual max)',
  ortho: 'Ortho (lifetime max)',
};

/** A row of the plan benefits table; amounts in integer cents. */
export interface PlanBenefitRow {
  key: PlanBenefitRowKey;
  label: string;
  limit: number;
  used: number | null;
  remaining: number | null;
  remainingColor: RemainingColor;
}

function row(key: PlanBenefitRowKey, limit: number, used: number | null, remaining: number | null): PlanBenefitRow {
  const color = remainingColor(limit, remaining);
  return { key, label: PLAN_BENEFIT_ROW_LABELS[key], limit, used, remaining, remainingColor: color };
}

/** The amount fields of a benefit the table reads. */
export type BenefitAmounts = Omit<
  Benefit,
  'benefit_type' | 'plan_name' | 'plan_label' | 'request_reimbursement_form_url'
>;

/** spec §2: Individual always; Family only if a family limit exists; Ortho only if an ortho limit exists. */
export function planBenefitRows(b: BenefitAmounts): PlanBenefitRow[] {
  const rows = [row('individual', b.dental_benefit_limit, b.dental_benefit_used, b.dental_benefit_remaining)];
  if (b.family_benefit_limit !== null) {
    rows.push(row('family', b.family_benefit_limit, b.family_benefit_used, b.family_benefit_remaining));
  }
  if (b.ortho_benefit_limit !== null) {
    rows.push(row('ortho', b.ortho_benefit_limit, b.ortho_benefit_used, b.ortho_benefit_remaining));
  }
  return rows;
}
