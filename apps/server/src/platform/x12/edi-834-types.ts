// What an 834 (005010X220A1) says, as this product reads it. Dates are 'YYYY-MM-DD'; absent values are null.
import type { Gender, MaintenanceType, Relationship } from './edi-834-codes.js';
import type { X12Issue } from './x12-issues.js';
import type { X12Delimiters } from './x12-tokenizer.js';

export interface Edi834Name {
  last: string;
  first: string | null;
  middle: string | null;
  prefix: string | null;
  suffix: string | null;
}

/** N3/N4 of loop 2100A. */
export interface Edi834Address {
  line1: string;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  countryCode: string | null;
}

export interface Edi834Phone {
  /** PER qualifier: TE telephone, HP home, WP work, CP cell, EX extension, FX fax, AP alternate, BN beeper. */
  qualifier: string;
  number: string;
}

/** Loop 2300: one health coverage (HD). */
export interface Edi834Coverage {
  segmentIndex: number;
  /** HD01 (001 change, 021 add, 024 cancel, 030 audit, ...). */
  maintenanceTypeCode: string;
  /** HD03: DEN for dental. */
  insuranceLine: string;
  /** HD04. */
  planDescription: string | null;
  /** HD05: EMP, ESP, ECH, FAM, IND, ... */
  coverageLevel: string | null;
  /** DTP 348. */
  benefitBegin: string | null;
  /** DTP 349. */
  benefitEnd: string | null;
}

/** Loop 2000: one member (a subscriber or a dependent). */
export interface Edi834Member {
  /** The INS segment's position in the file. */
  segmentIndex: number;
  /** INS01 Y. */
  subscriber: boolean;
  /** INS02. */
  relationshipCode: string;
  relationship: Relationship;
  /** INS03. */
  maintenanceTypeCode: string;
  /** Null when INS03 is not one we act on (an issue says so). */
  maintenanceType: MaintenanceType | null;
  /** INS04 (28 initial enrolment, 07 termination of benefits, AI no reason given, ...). */
  maintenanceReasonCode: string | null;
  /** INS05. */
  benefitStatusCode: string;
  /** INS08 (FT full time, PT part time, RT retired, TE terminated, ...). */
  employmentStatusCode: string | null;
  /** REF 0F: the subscriber's id (the employer's employee id), the same on the subscriber's dependents. */
  subscriberId: string | null;
  /** REF 1L: group or policy number. */
  groupPolicyNumber: string | null;
  /** DTP 356. */
  eligibilityBegin: string | null;
  /** DTP 357. */
  eligibilityEnd: string | null;
  /** DTP 303. */
  maintenanceEffective: string | null;
  /** NM1 IL (or 74). */
  name: Edi834Name | null;
  /** NM109 when NM108 is 34. */
  ssn: string | null;
  emails: string[];
  phones: Edi834Phone[];
  address: Edi834Address | null;
  /** DMG02. */
  birthDate: string | null;
  /** DMG03. */
  gender: Gender | null;
  /** DMG05, each repetition's race or ethnicity code (component 3 when given, else component 1). */
  raceOrEthnicity: string[];
  coverages: Edi834Coverage[];
  /** This member's issues (also in its transaction's). */
  issues: X12Issue[];
}

/** A subscriber and the dependents that name their subscriber id (REF 0F). */
export interface Edi834Family {
  subscriberId: string;
  /** Null when the file carries dependents of a subscriber it does not list. */
  subscriber: Edi834Member | null;
  dependents: Edi834Member[];
}

/** N1 P5 (sponsor) or N1 IN (payer). */
export interface Edi834Party {
  name: string;
  /** N103: FI federal tax id, 94 code assigned by the receiver, ZZ mutually defined, XV CMS plan id. */
  idQualifier: string | null;
  id: string | null;
  /** N104 when N103 is FI. */
  taxId: string | null;
}

/** A loop this product does not use, skipped as a whole. */
export interface Edi834IgnoredLoop {
  /** 1000C, 2100B..2100H, 2200, 2310, 2320, 2330, 2700 (LS to LE). */
  loopId: string;
  /** Its first segment. */
  segmentIndex: number;
  segmentId: string;
  segmentCount: number;
}

export type Edi834Status = 'accepted' | 'accepted-with-errors' | 'rejected';

/** One ST/SE transaction set. */
export interface Edi834Transaction {
  /** ST01, ST02, ST03. */
  transactionSetId: string;
  controlNumber: string;
  implementationReference: string;
  /** The ST segment's position in the file (999 IK302 positions count from it). */
  stSegmentIndex: number;
  /** BGN01. */
  purposeCode: string | null;
  /** BGN02. */
  referenceId: string | null;
  /** BGN03, BGN04. */
  createdDate: string | null;
  createdTime: string | null;
  /** BGN08. */
  actionCode: string | null;
  /** REF 38. */
  masterPolicyNumber: string | null;
  /** Header DTP (007 effective, 303 maintenance effective, ...). */
  dates: { qualifier: string; date: string }[];
  sponsor: Edi834Party | null;
  payer: Edi834Party | null;
  members: Edi834Member[];
  families: Edi834Family[];
  ignoredLoops: Edi834IgnoredLoop[];
  /** Envelope, segment and element issues, by position. */
  issues: X12Issue[];
  /** Rejected on any envelope or segment issue; accepted with errors on element issues only. */
  status: Edi834Status;
}

export interface Edi834Group {
  /** GS01 (BE), GS02, GS03, GS06, GS08. */
  functionalId: string;
  senderCode: string;
  receiverCode: string;
  controlNumber: string;
  version: string;
  /** GE01 as written, null with no GE. */
  declaredTransactionCount: string | null;
  /** AK905 issues. */
  issues: X12Issue[];
  transactions: Edi834Transaction[];
}

export interface Edi834Interchange {
  senderQualifier: string;
  senderId: string;
  receiverQualifier: string;
  receiverId: string;
  controlNumber: string;
  /** ISA15: P production, T test. */
  usage: string;
}

export interface Edi834ParseResult {
  delimiters: X12Delimiters | null;
  /** Null when the file has no readable ISA (the first issue says why). */
  interchange: Edi834Interchange | null;
  groups: Edi834Group[];
  /** Interchange-level issues (TA1 codes): the file, the ISA/IEA, segments outside the envelopes. */
  issues: X12Issue[];
}
