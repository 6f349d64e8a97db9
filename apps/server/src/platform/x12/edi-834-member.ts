// One member of an 834: loop 2000 (INS, REF, DTP), loop 2100A (NM1 IL, PER, N3, N4, DMG) and loop 2300
// (HD, DTP) of 005010X220A1 §2.3; the other member loops never reach here (edi-834-loops.ts skips them).
import {
  BENEFIT_BEGIN,
  BENEFIT_END,
  BENEFIT_STATUS_CODES,
  COVERAGE_DATE_QUALIFIERS,
  COVERAGE_MAINTENANCE_CODES,
  ELIGIBILITY_BEGIN,
  ELIGIBILITY_END,
  EMAIL_QUALIFIER,
  GENDERS,
  MAINTENANCE_EFFECTIVE,
  MAINTENANCE_TYPES,
  MEMBER_DATE_QUALIFIERS,
  PHONE_QUALIFIERS,
  RELATIONSHIP_CODES,
  SSN_QUALIFIER,
  relationshipOf,
} from './edi-834-codes.js';
import type { LoopedSegment } from './edi-834-loops.js';
import type { Edi834Coverage, Edi834Member } from './edi-834-types.js';
import type { ElementChecks } from './x12-element-checks.js';
import { IK4_INVALID_CODE } from './x12-issues.js';
import { componentsOf, repetitionsOf, type X12Delimiters, type X12Segment } from './x12-tokenizer.js';

const MEMBER_REFERENCE_QUALIFIERS = ['0F', '1L', '17', '23', '3H', '4A', '6O', 'ABB', 'D3', 'DX', 'F6', 'P5', 'Q4', 'QQ', 'ZZ'] as const; // prettier-ignore
const INSURANCE_LINES = ['AG', 'AH', 'AJ', 'AK', 'DCP', 'DEN', 'EPO', 'FAC', 'HE', 'HLT', 'HMO', 'LTC', 'LTD', 'MM', 'MOD', 'PDG', 'POS', 'PPO', 'PRA', 'STD', 'UR', 'VIS'] as const; // prettier-ignore
const MAINTENANCE_TYPE_CODES = Object.keys(MAINTENANCE_TYPES) as (keyof typeof MAINTENANCE_TYPES)[];
const GENDER_CODES = Object.keys(GENDERS) as (keyof typeof GENDERS)[];
const COMMUNICATION_QUALIFIERS = [EMAIL_QUALIFIER, ...PHONE_QUALIFIERS] as const;
const SSN = /^\d{9}$/;

/** A member from its INS segment (loop 2000's first). */
export function memberOf(ins: X12Segment, checks: ElementChecks): Edi834Member {
  const subscriberFlag = checks.code(ins, 1, ['Y', 'N'], 'a subscriber indicator');
  const relationshipCode = checks.code(ins, 2, RELATIONSHIP_CODES, 'an individual relationship code');
  if (
    subscriberFlag !== null &&
    relationshipCode !== null &&
    (subscriberFlag === 'Y') !== (relationshipCode === '18')
  ) {
    checks.element(
      ins,
      2,
      IK4_INVALID_CODE,
      subscriberFlag === 'Y'
        ? `a subscriber (INS01 Y) is related to themself (18), not "${relationshipCode}".`
        : 'a dependent (INS01 N) cannot be related to the subscriber as self (18).',
    );
  }
  const maintenanceTypeCode = checks.code(ins, 3, MAINTENANCE_TYPE_CODES, 'a maintenance type code');
  return {
    segmentIndex: ins.index,
    subscriber: subscriberFlag === 'Y',
    relationshipCode: ins.elements[2] ?? '',
    relationship: relationshipOf(relationshipCode ?? ''),
    maintenanceTypeCode: ins.elements[3] ?? '',
    maintenanceType: maintenanceTypeCode === null ? null : MAINTENANCE_TYPES[maintenanceTypeCode],
    maintenanceReasonCode: checks.optional(ins, 4),
    benefitStatusCode: checks.code(ins, 5, BENEFIT_STATUS_CODES, 'a benefit status code') ?? '',
    employmentStatusCode: checks.optional(ins, 8),
    subscriberId: null,
    groupPolicyNumber: null,
    eligibilityBegin: null,
    eligibilityEnd: null,
    maintenanceEffective: null,
    name: null,
    ssn: null,
    emails: [],
    phones: [],
    address: null,
    birthDate: null,
    gender: null,
    raceOrEthnicity: [],
    coverages: [],
    issues: [],
  };
}

/** A D8 date of a DTP segment, checked: [qualifier, date] or null. */
export function dtpOf(segment: X12Segment, qualifiers: readonly string[], checks: ElementChecks) {
  const qualifier = checks.code(segment, 1, qualifiers, 'a date qualifier of this loop');
  const format = checks.code(segment, 2, ['D8'], 'the date format D8 (CCYYMMDD)');
  if (format === null) return null;
  const date = checks.date(segment, 3);
  return qualifier === null || date === null ? null : ([qualifier, date] as const);
}

function readMemberLoop(member: Edi834Member, segment: X12Segment, checks: ElementChecks): void {
  if (segment.id === 'REF') {
    const qualifier = checks.code(segment, 1, MEMBER_REFERENCE_QUALIFIERS, 'a member reference qualifier');
    const value = checks.required(segment, 2);
    if (qualifier === '0F') member.subscriberId = value;
    if (qualifier === '1L') member.groupPolicyNumber = value;
  } else if (segment.id === 'DTP') {
    const [qualifier, date] = dtpOf(segment, MEMBER_DATE_QUALIFIERS, checks) ?? [];
    if (qualifier === ELIGIBILITY_BEGIN) member.eligibilityBegin = date ?? null;
    if (qualifier === ELIGIBILITY_END) member.eligibilityEnd = date ?? null;
    if (qualifier === MAINTENANCE_EFFECTIVE) member.maintenanceEffective = date ?? null;
  }
}

function readName(member: Edi834Member, segment: X12Segment, checks: ElementChecks): void {
  checks.code(segment, 2, ['1'], 'the entity type of a person (1)');
  const last = checks.required(segment, 3);
  member.name = {
    last: last ?? '',
    first: checks.optional(segment, 4),
    middle: checks.optional(segment, 5),
    prefix: checks.optional(segment, 6),
    suffix: checks.optional(segment, 7),
  };
  const idQualifier = checks.code(segment, 8, [SSN_QUALIFIER, 'ZZ'], 'an id qualifier (34 SSN, ZZ)', false);
  if (idQualifier !== null) checks.required(segment, 9);
  if (idQualifier === SSN_QUALIFIER) member.ssn = checks.pattern(segment, 9, SSN, 'a 9-digit social security number');
}

function readContact(member: Edi834Member, segment: X12Segment, checks: ElementChecks): void {
  checks.code(segment, 1, ['IP'], 'the insured party contact function (IP)');
  for (const position of [3, 5, 7]) {
    const qualifier = checks.code(segment, position, COMMUNICATION_QUALIFIERS, 'a communication qualifier', false);
    if (qualifier === null) continue;
    const value = checks.required(segment, position + 1);
    if (value === null) continue;
    if (qualifier === EMAIL_QUALIFIER) member.emails.push(value);
    else member.phones.push({ qualifier, number: value });
  }
}

function readDemographics(member: Edi834Member, segment: X12Segment, checks: ElementChecks, d: X12Delimiters) {
  checks.code(segment, 1, ['D8'], 'the date format D8 (CCYYMMDD)');
  member.birthDate = checks.date(segment, 2);
  const gender = checks.code(segment, 3, GENDER_CODES, 'a gender code');
  member.gender = gender === null ? null : GENDERS[gender];
  member.raceOrEthnicity = repetitionsOf(segment.elements[5] ?? '', d).map((repetition) => {
    const [code = '', , industryCode = ''] = componentsOf(repetition, d);
    return industryCode !== '' ? industryCode : code;
  });
}

function readNameLoop(member: Edi834Member, segment: X12Segment, checks: ElementChecks, d: X12Delimiters): void {
  switch (segment.id) {
    case 'NM1':
      return readName(member, segment, checks);
    case 'PER':
      return readContact(member, segment, checks);
    case 'N3':
      member.address = {
        line1: checks.required(segment, 1) ?? '',
        line2: checks.optional(segment, 2),
        city: member.address?.city ?? null,
        state: member.address?.state ?? null,
        postalCode: member.address?.postalCode ?? null,
        countryCode: member.address?.countryCode ?? null,
      };
      return;
    case 'N4':
      member.address = {
        line1: member.address?.line1 ?? '',
        line2: member.address?.line2 ?? null,
        city: checks.required(segment, 1),
        state: checks.optional(segment, 2),
        postalCode: checks.optional(segment, 3),
        countryCode: checks.optional(segment, 4),
      };
      return;
    case 'DMG':
      return readDemographics(member, segment, checks, d);
    default:
      return; // EC, ICM, AMT, HLH, LUI: not used by this product
  }
}

function readCoverage(member: Edi834Member, segment: X12Segment, checks: ElementChecks): void {
  if (segment.id === 'HD') {
    const coverage: Edi834Coverage = {
      segmentIndex: segment.index,
      maintenanceTypeCode: checks.code(segment, 1, COVERAGE_MAINTENANCE_CODES, 'a maintenance type code') ?? '',
      insuranceLine: checks.code(segment, 3, INSURANCE_LINES, 'an insurance line code') ?? '',
      planDescription: checks.optional(segment, 4),
      coverageLevel: checks.optional(segment, 5),
      benefitBegin: null,
      benefitEnd: null,
    };
    member.coverages.push(coverage);
    return;
  }
  const coverage = member.coverages[member.coverages.length - 1];
  if (segment.id !== 'DTP' || coverage === undefined) return; // AMT, REF, IDC: not used by this product
  const [qualifier, date] = dtpOf(segment, COVERAGE_DATE_QUALIFIERS, checks) ?? [];
  if (qualifier === BENEFIT_BEGIN) coverage.benefitBegin = date ?? null;
  if (qualifier === BENEFIT_END) coverage.benefitEnd = date ?? null;
}

/** Reads one segment of a member's loops 2000, 2100A or 2300 into the member. */
export function readMemberSegment(
  member: Edi834Member,
  looped: LoopedSegment,
  checks: ElementChecks,
  delimiters: X12Delimiters,
): void {
  if (looped.loop === '2000') readMemberLoop(member, looped.segment, checks);
  else if (looped.loop === '2100A') readNameLoop(member, looped.segment, checks, delimiters);
  else if (looped.loop === '2300') readCoverage(member, looped.segment, checks);
}
