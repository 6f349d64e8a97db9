// spec §3: plan types, service types, ortho override and the report and appointment views.

/** spec §3: the tiers of the standard plans. */
export const STANDARD_PLAN_TIERS = ['platinum', 'gold', 'silver'] as const;
export type StandardPlanTier = (typeof STANDARD_PLAN_TIERS)[number];

/** spec §3: the variants of each standard plan tier. */
export const STANDARD_PLAN_LEVELS = ['high', 'med', 'low'] as const;
export type StandardPlanLevel = (typeof STANDARD_PLAN_LEVELS)[number];

/** spec §3: standard plan types, tier x variant (platinum_high, gold_med, silver_low ...). */
export const STANDARD_PLAN_TYPES = [
  'platinum_high',
  'platinum_med',
  'platinum_low',
  'gold_high',
  'gold_med',
  'gold_low',
  'silver_high',
  'silver_med',
  'silver_low',
] as const satisfies readonly `${StandardPlanTier}_${StandardPlanLevel}`[];
export type StandardPlanType = (typeof STANDARD_PLAN_TYPES)[number];

/** spec §3: marks a plan being created (the value used where a plan id or type is expected). */
export const NEW_PLAN = 'new';
export type NewPlan = typeof NEW_PLAN;

const LEVEL_LABELS: Record<StandardPlanLevel, string> = { high: 'High', med: 'Medium', low: 'Low' };
const TIER_LABELS: Record<StandardPlanTier, string> = { platinum: 'Platinum', gold: 'Gold', silver: 'Silver' };

/** Splits a standard plan type into its tier and variant. */
export function standardPlanParts(type: StandardPlanType): { tier: StandardPlanTier; level: StandardPlanLevel } {
  const [tier, level] = type.split('_') as [StandardPlanTier, StandardPlanLevel];
  return { tier, level };
}

/** Display label of a standard plan type ('gold_med' -> 'Gold Medium'). */
export function standardPlanLabel(type: StandardPlanType): string {
  const { tier, level } = standardPlanParts(type);
  return `${TIER_LABELS[tier]} ${LEVEL_LABELS[level]}`;
}

/** spec §3: service types of the procedures a plan covers. */
export const SERVICE_TYPES = ['BRS', 'MRS', 'PDS'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** DESIGN §4: plain-language names of the service types. */
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  PDS: 'Preventive and diagnostic',
  BRS: 'Basic restorative',
  MRS: 'Major restorative',
};

/** spec §3: ortho override; null means use the plan's default. */
export const ORTHO_OVERRIDE_VALUES = ['Yes', 'No'] as const;
export type OrthoOverride = (typeof ORTHO_OVERRIDE_VALUES)[number] | null;

/** spec §3: the ortho override choices in display order, with their labels. */
export const ORTHO_OVERRIDE_OPTIONS: readonly { value: OrthoOverride; label: string }[] = [
  { value: null, label: 'Use default' },
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

/** Whether ortho is covered, given an override and the plan's default. */
export function isOrthoCovered(override: OrthoOverride, planDefault: boolean): boolean {
  return override === null ? planDefault : override === 'Yes';
}

/** spec §3: report date types. */
export const REPORT_DATE_TYPES = ['appointment_date', 'payment_date'] as const;
export type ReportDateType = (typeof REPORT_DATE_TYPES)[number];

/** Display labels of the report date types. */
export const REPORT_DATE_TYPE_LABELS: Record<ReportDateType, string> = {
  appointment_date: 'Appointment date',
  payment_date: 'Payment date',
};

/** spec §3: appointment view types. */
export const APPOINTMENT_VIEW_TYPES = ['all', 'appointments', 'estimates'] as const;
export type AppointmentViewType = (typeof APPOINTMENT_VIEW_TYPES)[number];

/** Display labels of the appointment view types. */
export const APPOINTMENT_VIEW_TYPE_LABELS: Record<AppointmentViewType, string> = {
  all: 'All',
  appointments: 'Appointments',
  estimates: 'Estimates',
};
