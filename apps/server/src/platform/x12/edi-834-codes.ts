// The code lists of the 834 implementation guide (005010X220A1) that this product reads.

export const EDI_834_FUNCTIONAL_ID = 'BE';
export const EDI_834_TRANSACTION_SET = '834';
export const EDI_834_VERSION = '005010X220A1';

/** INS03 / HD01 maintenance type codes we act on (the guide's 025 reinstatement included). */
export const MAINTENANCE_TYPES = {
  '001': 'change',
  '021': 'add',
  '024': 'cancel',
  '025': 'reinstate',
  '030': 'audit',
} as const;
export type MaintenanceTypeCode = keyof typeof MAINTENANCE_TYPES;
export type MaintenanceType = (typeof MAINTENANCE_TYPES)[MaintenanceTypeCode];

/** HD01 also allows 002 delete, 026 correction and 032 employee information not applicable. */
export const COVERAGE_MAINTENANCE_CODES = ['001', '002', '021', '024', '025', '026', '030', '032'] as const;

/** INS02 individual relationship codes of the guide; 18, 01 and 19 have names, the rest are 'other'. */
export const RELATIONSHIP_CODES = [
  '01', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19',
  '23', '24', '25', '26', '31', '38', '53', '60', 'D2', 'G8', 'G9',
] as const; // prettier-ignore
export type Relationship = 'self' | 'spouse' | 'child' | 'other';

/** The relationship a known INS02 code means. */
export function relationshipOf(code: string): Relationship {
  if (code === '18') return 'self';
  if (code === '01') return 'spouse';
  if (code === '19') return 'child';
  return 'other';
}

/** INS05 benefit status: A active, C COBRA, S surviving insured, T tax equity and fiscal responsibility act. */
export const BENEFIT_STATUS_CODES = ['A', 'C', 'S', 'T'] as const;

/** DMG03 gender. */
export const GENDERS = { F: 'female', M: 'male', U: 'unknown' } as const;
export type Gender = (typeof GENDERS)[keyof typeof GENDERS];

/** BGN01 transaction set purpose: original, re-submission, information copy. */
export const PURPOSE_CODES = ['00', '15', '22'] as const;
/** BGN08 action: 2 change (update), 4 verify, RX replace. */
export const ACTION_CODES = ['2', '4', 'RX'] as const;

/** Header DTP01: 007 effective, 090/091 report start/end, 303 maintenance effective, 382 enrolment, 388 payment. */
export const HEADER_DATE_QUALIFIERS = ['007', '090', '091', '303', '382', '388'] as const;
/** Loop 2000 DTP01 qualifiers of the guide; we keep 356, 357 and 303. */
export const MEMBER_DATE_QUALIFIERS = [
  '050', '286', '296', '297', '300', '301', '303', '336', '337', '338', '339', '340', '341', '350', '351', '356',
  '357', '383', '385', '386', '393', '394', '473', '474',
] as const; // prettier-ignore
export const ELIGIBILITY_BEGIN = '356';
export const ELIGIBILITY_END = '357';
export const MAINTENANCE_EFFECTIVE = '303';
/** Loop 2300 DTP01: 300 enrolment signature, 303, 343 premium paid to end, 348 benefit begin, 349 end, 543, 695. */
export const COVERAGE_DATE_QUALIFIERS = ['300', '303', '343', '348', '349', '543', '695'] as const;
export const BENEFIT_BEGIN = '348';
export const BENEFIT_END = '349';

/** PER communication number qualifiers: email, and the telephone kinds. */
export const EMAIL_QUALIFIER = 'EM';
export const PHONE_QUALIFIERS = ['AP', 'BN', 'CP', 'EX', 'FX', 'HP', 'TE', 'WP'] as const;

/** NM108 34: NM109 is a social security number. */
export const SSN_QUALIFIER = '34';

/** Loop 2100 ids by NM101 (entity identifier code), for the loops after 2100A. */
export const MEMBER_NAME_LOOPS: Readonly<Record<string, string>> = {
  IL: '2100A',
  '74': '2100A',
  '70': '2100B',
  '31': '2100C',
  '36': '2100D',
  M8: '2100E',
  S3: '2100F',
  '45': '2100H',
};
/** 2100G responsible person's NM101 codes. */
export const RESPONSIBLE_PERSON_CODES = ['E1', 'EI', 'EXS', 'GB', 'GD', 'J6', 'LR', 'QD', 'S1', 'TZ', 'X4'] as const;

/** Every segment id the 834 defines, to tell a segment out of place (IK304 7) from a stranger (IK304 6). */
export const EDI_834_SEGMENT_IDS = new Set([
  'BGN', 'REF', 'DTP', 'QTY', 'N1', 'ACT', 'INS', 'NM1', 'PER', 'N3', 'N4', 'DMG', 'EC', 'ICM', 'AMT', 'HLH',
  'LUI', 'DSB', 'HD', 'IDC', 'LX', 'PLA', 'COB', 'LS', 'LE',
]); // prettier-ignore
