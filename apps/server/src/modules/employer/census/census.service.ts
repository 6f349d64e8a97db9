// Issue 27 item 4: the census check (nothing saved) and the census import (all or nothing, or the valid rows
// only). Both read the file whole as it streams, run the domain's rules (validateCensusRows, as the upload page
// does) and compare its employees with those enrolled (census-plan.ts). The import then writes every new household
// in one transaction, set-based (enrolEmployees), and audits the counts, never a person's fields.
import type { Readable } from 'node:stream';
import {
  ERRORS,
  censusPersonKey,
  validateCensusRows,
  type CensusCheckResponse,
  type CensusUploadResponse,
  type Employee,
} from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { appError } from '../../../http/errors.js';
import { AUDIT_ACTIONS, writeAudit } from '../../../platform/audit.repository.js';
import type { EmployerCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { isoDay } from '../../../platform/dates.js';
import { inTransaction, type DbOrTx } from '../../../platform/transaction.js';
import { enrolEmployees, enrolmentKeyOf, findEnrolled } from '../enrolment/enrolment.repository.js';
import { dataRowCount, readCsvRows } from './census-file.js';
import { planCensus, type CensusPlan, type EnrolledEmployee } from './census-plan.js';
import { companyUsesEdi, enrolledPeople, lockCensusImport, type EnrolledPersonRow } from './census.repository.js';

export interface CensusServiceDeps {
  db: Database;
  clock: Clock;
  /** The app's secret (AppConfig.secret): it keys the tax id digest enrolled employees are matched by. */
  secret: string;
}

/**
 * How an employee is found among the enrolled, first key first: the tax id's digest, the employee id, or (None) who
 * they are. An SSN or ITIN also matches an employee enrolled without a digest (the demo world's, enrolled before
 * digests) by its last four, name and date of birth, so a census naming them does not enrol them twice.
 */
function matchKeysOf(secret: string) {
  return (employee: Employee): string[] => {
    const key = enrolmentKeyOf(secret, employee);
    if (key.employeeNumber !== null) return [`number:${key.employeeNumber}`];
    if (key.taxIdDigest === null) return [`person:${censusPersonKey(employee)}`];
    const last4 = (employee.member_tax_id ?? '').slice(-4);
    return [`digest:${key.taxIdDigest}`, `last4:${employee.member_tax_id_type}:${last4}|${censusPersonKey(employee)}`];
  };
}

/** The key an enrolled employee is found by (matchKeysOf's, from what is stored). */
function enrolledKeyOf(row: EnrolledPersonRow): string {
  if (row.tax_id_digest !== null) return `digest:${row.tax_id_digest}`;
  if (row.employee_number !== null) return `number:${row.employee_number}`;
  if (row.tax_id_type === 'none') return `person:${censusPersonKey(row)}`;
  return `last4:${row.tax_id_type}:${row.tax_id_last4 ?? ''}|${censusPersonKey(row)}`;
}

export function censusService({ db, clock, secret }: CensusServiceDeps) {
  const matchKeys = matchKeysOf(secret);

  /** The file's employees already enrolled in the company, by match key (two statements). */
  async function enrolledOf(tx: DbOrTx, companyId: number, employees: Employee[]) {
    const matches = await findEnrolled(
      tx,
      companyId,
      employees.map((employee) => enrolmentKeyOf(secret, employee)),
    );
    // Who may be enrolled without a number to match by: the type None, or an SSN or ITIN enrolled before digests.
    const birthDates = employees.flatMap((e) => (e.member_tax_id_type === 'employee' ? [] : [e.date_of_birth]));
    const rows = await enrolledPeople(
      tx,
      companyId,
      matches.map((match) => match.employeeId),
      [...new Set(birthDates)],
    );
    const enrolled = new Map<string, EnrolledEmployee>();
    for (const row of rows) {
      const key = enrolledKeyOf(row);
      enrolled.set(key, {
        person: censusPersonKey(row),
        dependents: row.dependents.map((dependent) => censusPersonKey(dependent)),
        hasSpouse: row.dependents.some((dependent) => dependent.relationship === 'Spouse'),
      });
    }
    return enrolled;
  }

  async function planOf(tx: DbOrTx, caller: EmployerCaller, rows: string[][], today: string): Promise<CensusPlan> {
    const validation = validateCensusRows(rows, { today });
    const employees = validation.rows.flatMap((result) =>
      result.ok && result.person.relationship === 'Primary' ? [result.person.employee] : [],
    );
    const enrolled = await enrolledOf(tx, caller.scope.companyId, employees);
    return planCensus(validation, dataRowCount(rows), matchKeys, enrolled);
  }

  async function refuseEdi(caller: EmployerCaller): Promise<void> {
    if (await companyUsesEdi(db, caller.scope.companyId)) throw appError(ERRORS.ediManaged);
  }

  return {
    /** POST employer/v1/census/check/: the file's findings, nothing saved. */
    async check(caller: EmployerCaller, stream: Readable): Promise<CensusCheckResponse> {
      await refuseEdi(caller);
      const rows = await readCsvRows(stream);
      const plan = await planOf(db, caller, rows, isoDay(clock()));
      return { data: { rows: plan.rows, valid_rows: plan.validRows, errors: plan.errors } };
    },

    /** POST employer/v1/census/: the new households enrolled, all or nothing, or the valid rows only. */
    async import(caller: EmployerCaller, stream: Readable, validOnly: boolean): Promise<CensusUploadResponse> {
      await refuseEdi(caller);
      // The file is read before the transaction opens: a slow upload holds no connection and no lock.
      const rows = await readCsvRows(stream);
      const today = isoDay(clock());
      const { companyId } = caller.scope;
      return inTransaction(db, async (tx) => {
        // Two imports of one company run one after the other, so the second sees the first's employees.
        await lockCensusImport(tx, companyId);
        const plan = await planOf(tx, caller, rows, today);
        const refused = plan.errors.length > 0 && !validOnly;
        const households = refused ? [] : plan.households;
        if (households.length > 0) await enrolEmployees(tx, { companyId, today, secret }, households);
        const counts = {
          employees_added: households.length,
          employees_unchanged: plan.employeesUnchanged,
          dependents_added: households.reduce((sum, household) => sum + household.dependents.length, 0),
        };
        await writeAudit(tx, caller, {
          action: AUDIT_ACTIONS.censusImport,
          outcome: refused ? 'failure' : 'success',
          subjectType: null,
          subjectId: null,
          details: {
            company_id: companyId,
            valid_only: validOnly,
            rows: plan.rows,
            errors: plan.errors.length,
            ...counts,
          },
        });
        return { data: { ...counts, errors: plan.errors } };
      });
    },
  };
}
export type CensusService = ReturnType<typeof censusService>;
