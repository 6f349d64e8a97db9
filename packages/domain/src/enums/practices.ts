// spec §3: enumerations about dentist practices.

/** spec §3: dentist specialities. */
export const DENTIST_SPECIALITIES = [
  'general dentist',
  'endodontist',
  'oral surgeon',
  'orthodontist',
  'pediatric',
  'periodontist',
  'prosthodontist',
] as const;
export type DentistSpeciality = (typeof DENTIST_SPECIALITIES)[number];

/** Display labels of the specialities (sentence case of the spec's values). */
export const DENTIST_SPECIALITY_LABELS: Record<DentistSpeciality, string> = {
  'general dentist': 'General dentist',
  endodontist: 'Endodontist',
  'oral surgeon': 'Oral surgeon',
  orthodontist: 'Orthodontist',
  pediatric: 'Pediatric',
  periodontist: 'Periodontist',
  prosthodontist: 'Prosthodontist',
};

/** spec §3 and §4: bank statuses, in their order (verified is last). */
export const BANK_STATUSES = ['owner not added', 'account not added', 'verification pending', 'verified'] as const;
export type BankStatus = (typeof BANK_STATUSES)[number];

/** Position of a bank status in the spec §4 order (0 = owner not added). */
export function bankStatusRank(status: BankStatus): number {
  return BANK_STATUSES.indexOf(status);
}

/** Orders two bank statuses: negative when a comes before b, 0 when equal, positive after. */
export function compareBankStatus(a: BankStatus, b: BankStatus): number {
  return bankStatusRank(a) - bankStatusRank(b);
}

/** True when a bank status has reached at least the given one (spec §4: ordered statuses). */
export function isBankStatusAtLeast(status: BankStatus, atLeast: BankStatus): boolean {
  return compareBankStatus(status, atLeast) >= 0;
}

/** spec §6: some features are enabled only after the bank is verified. */
export function isBankVerified(status: BankStatus): boolean {
  return status === 'verified';
}

/** spec §3: identity verification states. */
export const IDENTITY_VERIFICATION_STATUSES = ['Unverified', 'Failed', 'Verified'] as const;
export type IdentityVerificationStatus = (typeof IDENTITY_VERIFICATION_STATUSES)[number];

/** spec §3: weekdays, Monday to Sunday (a practice's opening hours). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
