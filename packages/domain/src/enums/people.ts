// spec §3: enumerations about people (members, employees, companies).

/** spec §3: every gender value. */
export const GENDERS = ['male', 'female', 'third gender', 'not to say', 'self describe'] as const;
export type Gender = (typeof GENDERS)[number];

/** spec §3: the short gender list. */
export const GENDERS_SHORT = ['male', 'female', 'not to say'] as const satisfies readonly Gender[];
export type GenderShort = (typeof GENDERS_SHORT)[number];

/** Display labels of the gender values (the spec gives values only; labels decided here). */
export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  'third gender': 'Third gender',
  'not to say': 'Prefer not to say',
  'self describe': 'Self describe',
};

/** spec §3: a household member's relationship to the primary. */
export const RELATIONSHIPS = ['Primary', 'Spouse', 'Dependent', 'Dependent Adult'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** spec §3: 'Dependent Adult' is displayed as 'Adult Dependent'. */
export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  Primary: 'Primary',
  Spouse: 'Spouse',
  Dependent: 'Dependent',
  'Dependent Adult': 'Adult Dependent',
};

/** spec §3: business tax id types, company (EIN) and individual (SSN). */
export const BUSINESS_TAX_ID_TYPES = ['company', 'individual'] as const;
export type BusinessTaxIdType = (typeof BUSINESS_TAX_ID_TYPES)[number];

/** spec §3: which tax number each business type files under. */
export const BUSINESS_TAX_ID_KINDS: Record<BusinessTaxIdType, 'EIN' | 'SSN'> = {
  company: 'EIN',
  individual: 'SSN',
};

/** Display labels of the business tax id types. */
export const BUSINESS_TAX_ID_TYPE_LABELS: Record<BusinessTaxIdType, string> = {
  company: 'Company (EIN)',
  individual: 'Individual (SSN)',
};

/** spec §3: member (employee) tax id types. */
export const MEMBER_TAX_ID_TYPES = ['ssn', 'itin', 'employee', 'none'] as const;
export type MemberTaxIdType = (typeof MEMBER_TAX_ID_TYPES)[number];

/** spec §3: display labels; employee is an 'Employer-Assigned ID'. */
export const MEMBER_TAX_ID_TYPE_LABELS: Record<MemberTaxIdType, string> = {
  ssn: 'SSN',
  itin: 'ITIN',
  employee: 'Employer-Assigned ID',
  none: 'None',
};
