// Issue 27 item 5 (decision 0057): what a read 834 means for the company, given its employees the file names: per
// member loop its outcome (the report) and the writes that make it so. A loop is compared with what is enrolled, so
// a file applied twice finds every loop unchanged the second time. Pure: the service reads and writes.
import {
  MSG_EDI_DEPENDENT_NOT_ENROLLED,
  MSG_EDI_END_DATE_MISSING,
  MSG_EDI_MAINTENANCE_NOT_SUPPORTED,
  MSG_EDI_REINSTATE_SUBSCRIBER,
  MSG_EDI_RELATIONSHIP_NOT_ENROLLED,
  MSG_EDI_SUBSCRIBER_IN_ERROR,
  MSG_EDI_SUBSCRIBER_NOT_ENROLLED,
  MSG_EDI_SSN_TWICE,
  MSG_EDI_SUBSCRIBER_TWICE,
  MSG_END_BEFORE_COVER_START,
  MSG_ENROLLED_OTHER_PERSON,
  MSG_ONE_SPOUSE,
  MSG_REINSTATE_WINDOW_PASSED,
  MSG_TAX_ID_ENROLLED,
  canReinstate,
  censusPersonKey,
  dependentCoverEnd,
  type Dependent,
  type EdiIssue,
  type EdiLoopOutcome,
  type EdiLoopReport,
  type Employee,
} from '@dental/domain';
import type { Edi834Member, Edi834ParseResult } from '../../../platform/x12/edi-834-types.js';
import type { X12Issue } from '../../../platform/x12/x12-issues.js';
import { dependentOf, employeeOf, mergedEmployee, relationshipOf, ssnOf, type RuleCheck } from './edi-834-people.js';
import type { EnrolledHousehold, EnrolledPerson } from './edi.repository.js';

/** A change the file makes, in the order the service writes them (new households first, set-based). */
export type EdiWrite =
  | { kind: 'updateEmployee'; employeeId: number; employee: Employee; fields: string[] }
  | { kind: 'endHousehold'; employeeId: number; date: string }
  | { kind: 'reinstateHousehold'; employeeId: number; endDate: string }
  | { kind: 'addDependent'; employeeId: number; dependent: Dependent; startDate: string }
  | { kind: 'updateDependent'; employeeId: number; patientId: number; dependent: Dependent; fields: string[] }
  | { kind: 'endDependent'; employeeId: number; patientId: number; date: string };

/** A household the file adds: its employee (and their SSN when the loop gives one) and the dependents added with them. */
export interface EdiNewHousehold {
  employee: Employee;
  ssn: string | null;
  dependents: Dependent[];
}

/** How the plan knows SSNs: their keyed digest, and the digests the company's employees already hold. */
export interface EdiSsnKeys {
  digestOf: (ssn: string) => string;
  enrolled: ReadonlySet<string>;
}

export interface EdiPlan {
  loops: EdiLoopReport[];
  ignoredLoops: { loop_id: string; segment: number; segment_count: number }[];
  /** The file's own issues: envelopes, segments, header elements. */
  issues: EdiIssue[];
  /** Loops in error. */
  errors: number;
  households: EdiNewHousehold[];
  writes: EdiWrite[];
}

const issueOf = (issue: X12Issue): EdiIssue => ({ segment: issue.segmentIndex, message: issue.message });
const issueKey = (issue: X12Issue) => `${issue.segmentIndex}|${issue.elementPosition ?? ''}|${issue.message}`;

/** Every member of the file's transaction sets, in file order. */
export function membersOf(result: Edi834ParseResult): Edi834Member[] {
  return result.groups.flatMap((group) => group.transactions.flatMap((transaction) => transaction.members));
}

/** The subscriber ids a file names (to read the enrolled employees by). */
export function subscriberIdsOf(result: Edi834ParseResult): string[] {
  return [...new Set(membersOf(result).flatMap((member) => (member.subscriberId ? [member.subscriberId] : [])))];
}

/** The file's issues that are no member's: interchange, group, and transaction issues outside the member loops. */
function fileIssuesOf(result: Edi834ParseResult): EdiIssue[] {
  const issues: X12Issue[] = [...result.issues];
  for (const group of result.groups) {
    issues.push(...group.issues);
    for (const transaction of group.transactions) {
      const members = new Set(transaction.members.flatMap((member) => member.issues.map(issueKey)));
      issues.push(...transaction.issues.filter((issue) => !members.has(issueKey(issue))));
    }
  }
  return issues.map(issueOf);
}

const nameOf = (member: Edi834Member) =>
  member.name === null ? '' : [member.name.first, member.name.last].filter(Boolean).join(' ');

const sameDay = (a: string | null, b: string | null) => a !== null && a === b;

/** The end of cover a 024 loop names: DTP 357, else its dental coverage's DTP 349, else any coverage's. */
function endDateOf(member: Edi834Member): string | null {
  const dental = member.coverages.find((coverage) => coverage.insuranceLine === 'DEN');
  return member.eligibilityEnd ?? dental?.benefitEnd ?? member.coverages.find((c) => c.benefitEnd)?.benefitEnd ?? null;
}

/** The start of cover a 021 loop names: its dental coverage's DTP 348, else DTP 356. */
export function startDateOf(member: Edi834Member): string | null {
  const dental = member.coverages.find((coverage) => coverage.insuranceLine === 'DEN');
  return dental?.benefitBegin ?? member.eligibilityBegin ?? member.coverages[0]?.benefitBegin ?? null;
}

/** The household's dependent a loop names: the same first name and date of birth (a last name may change). */
function findDependent(household: EnrolledHousehold, dependent: Dependent): EnrolledPerson | undefined {
  const first = (value: string) => value.trim().toLowerCase();
  return household.dependents.find(
    (person) =>
      first(person.first_name) === first(dependent.first_name) && person.date_of_birth === dependent.date_of_birth,
  );
}

/** The fields of `wanted` that differ from `current` (names in any case). */
function differences(current: object, wanted: object, keys: readonly string[]): string[] {
  const norm = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : (value ?? null));
  const [was, is] = [current as Record<string, unknown>, wanted as Record<string, unknown>];
  return keys.filter((key) => norm(was[key]) !== norm(is[key]));
}

const EMPLOYEE_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'date_of_birth',
  'gender',
  'email',
  'phone',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip',
] as const;
const DEPENDENT_FIELDS = ['relationship', 'first_name', 'middle_name', 'last_name', 'date_of_birth', 'gender'] as const;

/**
 * The plan of a read file against the enrolled employees it names (by subscriber id). `today` decides a child's
 * relationship (a child past a Dependent's cover is a Dependent Adult) and the reinstatement window.
 */
export function planEdi834(
  result: Edi834ParseResult,
  enrolledList: readonly EnrolledHousehold[],
  ssnKeys: EdiSsnKeys,
  today: string,
): EdiPlan {
  const fileSsns = new Set<string>();
  const enrolled = new Map(enrolledList.map((household) => [household.employee_number, household]));
  const added = new Map<string, EdiNewHousehold>();
  const failedSubscribers = new Set<string>();
  const reports = new Map<Edi834Member, EdiLoopReport>();
  const writes: EdiWrite[] = [];
  const members = membersOf(result);

  const report = (member: Edi834Member, outcome: EdiLoopOutcome, more: Partial<EdiLoopReport> = {}) => {
    reports.set(member, {
      segment: member.segmentIndex,
      maintenance_type: member.maintenanceTypeCode,
      name: nameOf(member),
      relationship: relationshipOf(member, today),
      subscriber_id: member.subscriberId,
      outcome,
      fields: [],
      end_date: null,
      errors: [],
      ...more,
    });
  };
  const fail = (member: Edi834Member, messages: readonly string[]) => {
    if (member.subscriber && member.subscriberId) failedSubscribers.add(member.subscriberId);
    report(member, 'error', { errors: messages.map((message) => ({ segment: member.segmentIndex, message })) });
  };
  const failRules = (member: Edi834Member, check: RuleCheck<unknown>) => {
    if (!check.ok) fail(member, check.messages);
  };

  /** A loop's file issues, maintenance type, relationship and subscriber id: the messages, none when it can go on. */
  const loopProblems = (member: Edi834Member): string[] => {
    if (member.issues.length > 0) return member.issues.map((issue) => issue.message);
    if (member.maintenanceType === null) return [MSG_EDI_MAINTENANCE_NOT_SUPPORTED];
    if (relationshipOf(member, today) === null) return [MSG_EDI_RELATIONSHIP_NOT_ENROLLED];
    if (member.subscriberId === null) return [MSG_EDI_SUBSCRIBER_NOT_ENROLLED];
    return [];
  };

  // Subscribers first: a dependent added with a new subscriber joins that household.
  for (const member of members) {
    if (!member.subscriber) continue;
    const problems = loopProblems(member);
    if (problems.length > 0) {
      fail(member, problems);
      continue;
    }
    const subscriberId = member.subscriberId!;
    const household = enrolled.get(subscriberId);
    switch (member.maintenanceType!) {
      case 'add': {
        const check = employeeOf(member, today);
        const ssn = ssnOf(member);
        const digest = ssn.ok && ssn.value !== null ? ssnKeys.digestOf(ssn.value) : null;
        if (!check.ok || !ssn.ok) fail(member, [...(check.ok ? [] : check.messages), ...(ssn.ok ? [] : ssn.messages)]);
        else if (added.has(subscriberId)) fail(member, [MSG_EDI_SUBSCRIBER_TWICE]);
        else if (household === undefined) {
          if (digest !== null && ssnKeys.enrolled.has(digest)) fail(member, [MSG_TAX_ID_ENROLLED]);
          else if (digest !== null && fileSsns.has(digest)) fail(member, [MSG_EDI_SSN_TWICE]);
          else {
            if (digest !== null) fileSsns.add(digest);
            added.set(subscriberId, { employee: check.value, ssn: ssn.value, dependents: [] });
            report(member, 'added');
          }
        } else if (censusPersonKey(household.primary) === censusPersonKey(check.value)) report(member, 'unchanged');
        else fail(member, [MSG_ENROLLED_OTHER_PERSON]);
        break;
      }
      case 'change': {
        if (household === undefined) {
          fail(member, [MSG_EDI_SUBSCRIBER_NOT_ENROLLED]);
          break;
        }
        const check = mergedEmployee(member, household, today);
        if (!check.ok) {
          failRules(member, check);
          break;
        }
        const current = { ...household, ...household.primary };
        const fields = differences(current, check.value, EMPLOYEE_FIELDS);
        if (fields.length === 0) report(member, 'unchanged');
        else {
          writes.push({ kind: 'updateEmployee', employeeId: household.employee_id, employee: check.value, fields });
          report(member, 'changed', { fields });
        }
        break;
      }
      case 'cancel': {
        if (household === undefined) {
          fail(member, [MSG_EDI_SUBSCRIBER_NOT_ENROLLED]);
          break;
        }
        planEnd(member, household.primary, (date) => ({
          kind: 'endHousehold',
          employeeId: household.employee_id,
          date,
        }));
        break;
      }
      case 'reinstate': {
        if (household === undefined) fail(member, [MSG_EDI_SUBSCRIBER_NOT_ENROLLED]);
        else if (household.primary.end_date === null) report(member, 'unchanged');
        else if (!canReinstate(household.primary.end_date, today)) fail(member, [MSG_REINSTATE_WINDOW_PASSED]);
        else {
          const endDate = household.primary.end_date;
          writes.push({ kind: 'reinstateHousehold', employeeId: household.employee_id, endDate });
          report(member, 'reinstated');
        }
        break;
      }
      case 'audit': {
        if (household === undefined) {
          report(member, 'audit_differs', { fields: ['enrolled'] });
          break;
        }
        const check = mergedEmployee(member, household, today);
        if (!check.ok) {
          failRules(member, check);
          break;
        }
        const fields = differences({ ...household, ...household.primary }, check.value, EMPLOYEE_FIELDS);
        if (household.primary.end_date !== null && household.primary.end_date < today) fields.push('cover');
        report(member, fields.length === 0 ? 'audit_matches' : 'audit_differs', { fields });
        break;
      }
    }
  }

  /** A 024 on a person: their cover ended on its date (the same end again: unchanged). */
  function planEnd(member: Edi834Member, person: EnrolledPerson, write: (date: string) => EdiWrite): void {
    const date = endDateOf(member);
    if (date === null) fail(member, [MSG_EDI_END_DATE_MISSING]);
    else if (sameDay(person.end_date, date)) report(member, 'unchanged', { end_date: date });
    else if (person.start_date !== null && date < person.start_date) fail(member, [MSG_END_BEFORE_COVER_START]);
    else {
      writes.push(write(date));
      report(member, 'ended', { end_date: date });
    }
  }

  for (const member of members) {
    if (member.subscriber) continue;
    const problems = loopProblems(member);
    if (problems.length > 0) {
      fail(member, problems);
      continue;
    }
    const subscriberId = member.subscriberId!;
    const check = dependentOf(member, today);
    if (!check.ok) {
      failRules(member, check);
      continue;
    }
    const dependent = check.value;
    const newHousehold = added.get(subscriberId);
    const household = enrolled.get(subscriberId);
    if (failedSubscribers.has(subscriberId)) {
      fail(member, [MSG_EDI_SUBSCRIBER_IN_ERROR]);
      continue;
    }
    if (newHousehold !== undefined && member.maintenanceType === 'add') {
      const spouses = newHousehold.dependents.filter((d) => d.relationship === 'Spouse').length;
      if (dependent.relationship === 'Spouse' && spouses > 0) fail(member, [MSG_ONE_SPOUSE]);
      else {
        newHousehold.dependents.push(dependent);
        report(member, 'added');
      }
      continue;
    }
    if (household === undefined) {
      fail(member, [MSG_EDI_SUBSCRIBER_NOT_ENROLLED]);
      continue;
    }
    const person = findDependent(household, dependent);
    const employeeId = household.employee_id;
    switch (member.maintenanceType!) {
      case 'add': {
        const hasSpouse = household.dependents.some((d) => d.relationship === 'Spouse');
        if (person !== undefined) report(member, 'unchanged');
        else if (dependent.relationship === 'Spouse' && hasSpouse) fail(member, [MSG_ONE_SPOUSE]);
        else {
          const start = startDateOf(member) ?? household.primary.start_date ?? today;
          const startDate = start < dependent.date_of_birth ? dependent.date_of_birth : start;
          writes.push({ kind: 'addDependent', employeeId, dependent, startDate });
          report(member, 'added');
        }
        break;
      }
      case 'change':
      case 'audit': {
        if (person === undefined) {
          if (member.maintenanceType === 'audit') report(member, 'audit_differs', { fields: ['enrolled'] });
          else fail(member, [MSG_EDI_DEPENDENT_NOT_ENROLLED]);
          break;
        }
        const fields = differences(person, dependent, DEPENDENT_FIELDS);
        if (member.maintenanceType === 'audit') {
          if (person.end_date !== null && person.end_date < today) fields.push('cover');
          report(member, fields.length === 0 ? 'audit_matches' : 'audit_differs', { fields });
        } else if (fields.length === 0) report(member, 'unchanged');
        else {
          writes.push({ kind: 'updateDependent', employeeId, patientId: person.patient_id, dependent, fields });
          report(member, 'changed', { fields });
        }
        break;
      }
      case 'cancel':
        if (person === undefined) fail(member, [MSG_EDI_DEPENDENT_NOT_ENROLLED]);
        else
          planEnd(member, person, (date) => ({ kind: 'endDependent', employeeId, patientId: person.patient_id, date }));
        break;
      case 'reinstate':
        fail(member, [MSG_EDI_REINSTATE_SUBSCRIBER]);
        break;
    }
  }

  const loops = members.map((member) => reports.get(member)!);
  const ignoredLoops = result.groups.flatMap((group) =>
    group.transactions.flatMap((transaction) =>
      transaction.ignoredLoops.map((loop) => ({
        loop_id: loop.loopId,
        segment: loop.segmentIndex,
        segment_count: loop.segmentCount,
      })),
    ),
  );
  return {
    loops,
    ignoredLoops,
    issues: fileIssuesOf(result),
    errors: loops.filter((loop) => loop.outcome === 'error').length,
    households: [...added.values()],
    writes,
  };
}

/** A Dependent's cover end, for a dependent added to an enrolled household (a Spouse's, an adult's: none). */
export function coverEndOf(dependent: Dependent): string | null {
  return dependentCoverEnd(dependent.date_of_birth, dependent.relationship);
}
