// Issue 27 item 5 (decision 0057): an 834 member loop read as the domain's employee or dependent, checked with the
// same rules as the add form and the census rows (employeeSchema, dependentSchema). A rule broken is reported
// with the loop's INS position and the element that carried the value (NM103, DMG02, N403, ...).
import {
  checkMemberTaxId,
  dependentCoverEnd,
  dependentSchema,
  employeeSchema,
  type Dependent,
  type Employee,
  type Gender,
  type Relationship,
} from '@dental/domain';
import type { z } from 'zod';
import type { Gender as X12Gender } from '../../../platform/x12/edi-834-codes.js';
import type { Edi834Member } from '../../../platform/x12/edi-834-types.js';
import type { EnrolledHousehold } from './edi.repository.js';

export type RuleCheck<T> = { ok: true; value: T } | { ok: false; messages: string[] };

/** DMG03 as the domain's gender: U (unknown) is 'not to say'. */
const GENDER_OF: Record<X12Gender, Gender> = { female: 'female', male: 'male', unknown: 'not to say' };

/** The element each field comes from, to name it in a loop's error. */
const ELEMENT_OF: Record<string, string> = {
  first_name: 'NM104',
  middle_name: 'NM105',
  last_name: 'NM103',
  date_of_birth: 'DMG02',
  gender: 'DMG03',
  email: 'PER (EM)',
  phone: 'PER (TE)',
  address_line_1: 'N301',
  address_line_2: 'N302',
  city: 'N401',
  state: 'N402',
  zip: 'N403',
  member_tax_id: 'REF 0F',
  hire_date: 'DTP 348',
  relationship: 'INS02',
};

/**
 * INS02 as the domain's relationship: 18 the Primary, 01 a Spouse, 19 a Dependent, or a Dependent Adult when a
 * Dependent's cover would already have ended (the month they turn 26: an 834 keeps such a child only as an adult
 * dependent, a disabled one). Another code: null (not enrolled here).
 */
export function relationshipOf(member: Edi834Member, today: string): Relationship | null {
  if (member.relationship === 'self') return 'Primary';
  if (member.relationship === 'spouse') return 'Spouse';
  if (member.relationship !== 'child') return null;
  const end = member.birthDate === null ? null : dependentCoverEnd(member.birthDate, 'Dependent');
  return end !== null && end < today ? 'Dependent Adult' : 'Dependent';
}

function checked<T>(result: z.ZodSafeParseResult<T>, member: Edi834Member): RuleCheck<T> {
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    messages: result.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? '');
      return `Segment ${member.segmentIndex} (INS), loop 2000, ${ELEMENT_OF[field] ?? field}: ${issue.message}`;
    }),
  };
}

/** A ZIP+4 (N403 of 9 digits) is kept as its five digits. */
const zipOf = (postalCode: string | null) =>
  postalCode !== null && /^\d{9}$/.test(postalCode) ? postalCode.slice(0, 5) : postalCode;

/** The fields a loop gives (null where it is silent). */
function fieldsOf(member: Edi834Member) {
  const { name, address } = member;
  return {
    first_name: name?.first ?? null,
    middle_name: name?.middle ?? null,
    last_name: name?.last ?? null,
    date_of_birth: member.birthDate,
    gender: member.gender === null ? null : GENDER_OF[member.gender],
    email: member.emails[0] ?? null,
    phone: member.phones[0]?.number ?? null,
    address_line_1: address?.line1 ?? null,
    address_line_2: address === null ? null : address.line2,
    city: address?.city ?? null,
    state: address?.state ?? null,
    zip: address === null ? null : zipOf(address.postalCode),
  };
}

/**
 * A subscriber added (021): the employee of the employer-assigned id REF 0F, hired on the cover's start (DTP 348,
 * else DTP 356: cover starts on the first of a month on or after it), in no class (the company's offering for
 * every class). The SSN (NM109) is kept beside it as the census keeps one (ssnOf): its digest and last four.
 */
export function employeeOf(member: Edi834Member, today: string): RuleCheck<Employee> {
  const fields = fieldsOf(member);
  const hire =
    member.coverages.find((coverage) => coverage.insuranceLine === 'DEN')?.benefitBegin ?? member.eligibilityBegin;
  return checked(
    employeeSchema({ today }).safeParse({
      ...fields,
      member_tax_id_type: 'employee',
      member_tax_id: member.subscriberId,
      hire_date: hire,
      class: null,
    }),
    member,
  );
}

/** A subscriber's SSN (NM109 with NM108 34), normalised to nine digits; null when the loop gives none. */
export function ssnOf(member: Edi834Member): RuleCheck<string | null> {
  if (member.ssn === null) return { ok: true, value: null };
  const check = checkMemberTaxId('ssn', member.ssn);
  if (check.ok) return { ok: true, value: check.value };
  return {
    ok: false,
    messages: check.messages.map((message) => `Segment ${member.segmentIndex} (INS), loop 2000, NM109: ${message}`),
  };
}

/** An enrolled employee with what a change (001) or audit (030) loop says over what is on file. */
export function mergedEmployee(member: Edi834Member, household: EnrolledHousehold, today: string) {
  const given = Object.fromEntries(Object.entries(fieldsOf(member)).filter(([, value]) => value !== null));
  // An N3 replaces the whole street address: a second line it leaves out is gone.
  const street = member.address === null ? {} : { address_line_2: member.address.line2 };
  const { primary } = household;
  return checked(
    employeeSchema({ today }).safeParse({
      first_name: primary.first_name,
      middle_name: primary.middle_name,
      last_name: primary.last_name,
      date_of_birth: primary.date_of_birth,
      gender: primary.gender,
      email: household.email,
      phone: household.phone,
      address_line_1: household.address_line_1,
      address_line_2: household.address_line_2,
      city: household.city,
      state: household.state,
      zip: household.zip,
      ...given,
      ...street,
      member_tax_id_type: 'employee',
      member_tax_id: household.employee_number,
      hire_date: household.hire_date,
      class: household.employee_class,
    }),
    member,
  );
}

/** A dependent's loop as the domain's dependent. */
export function dependentOf(member: Edi834Member, today: string): RuleCheck<Dependent> {
  const fields = fieldsOf(member);
  return checked(
    dependentSchema({ today }).safeParse({
      relationship: relationshipOf(member, today),
      first_name: fields.first_name,
      middle_name: fields.middle_name,
      last_name: fields.last_name,
      date_of_birth: fields.date_of_birth,
      gender: fields.gender,
    }),
    member,
  );
}
