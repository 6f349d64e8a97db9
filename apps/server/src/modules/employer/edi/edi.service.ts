// Issue 27 item 5 (decision 0057): an EDI company's 834, checked (nothing saved) or applied (one transaction under
// the company's lock, whole or not at all), and the 999 of each applied file. The file is read whole before the
// transaction opens (parse834 is pure); it is compared with the employees it names (edi-834-plan.ts) and the
// writes are the enrolment's (new households, set-based) and the single-employee writes' (decision 0053), each
// audited under its own action with the acknowledgement's id. A file the 999 cannot answer (no readable ISA, a
// byte-order mark, separators that clash) is refused whole: 400 on the file, nothing stored.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ERRORS,
  UPLOAD_FIELD,
  coverStartDate,
  type Edi834ApplyResponse,
  type Edi834CheckResponse,
} from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { NotFoundError, ValidationError, appError } from '../../../http/errors.js';
import type { FileDownload } from '../../../http/send-file.js';
import { AUDIT_ACTIONS, auditRowsInsert, type AuditEntry } from '../../../platform/audit.repository.js';
import type { EmployerCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { isoDay } from '../../../platform/dates.js';
import { inTransaction, type DbOrTx } from '../../../platform/transaction.js';
import { parse834 } from '../../../platform/x12/edi-834-parser.js';
import type { Edi834ParseResult } from '../../../platform/x12/edi-834-types.js';
import { write999 } from '../../../platform/x12/edi-999-writer.js';
import { enrolEmployees, taxIdDigest } from '../enrolment/enrolment.repository.js';
import { employeeWritesRepository } from '../employees/employee-writes.repository.js';
import { coverEndOf, membersOf, planEdi834, subscriberIdsOf, type EdiPlan, type EdiWrite } from './edi-834-plan.js';
import {
  acknowledgementOf,
  companyIsEdi,
  enrolledDigests,
  enrolledHouseholds,
  lockEdi834,
  nextControlNumber,
  recordSsns,
  storeAcknowledgement,
} from './edi.repository.js';

export interface EdiServiceDeps {
  db: Database;
  clock: Clock;
  /** The app's secret (AppConfig.secret), as the enrolment writes take it. */
  secret: string;
}

/** The whole upload. */
async function readBytes(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The report every answer carries. */
const reportOf = (plan: EdiPlan) => ({
  loops: plan.loops,
  ignored_loops: plan.ignoredLoops,
  issues: plan.issues,
  errors: plan.errors,
});

/** Refuses a file no 999 can answer, with the reader's first message. */
function refuseUnreadable(result: Edi834ParseResult, at: Date): void {
  if (write999(result, { controlNumber: 1, at }).ok) return;
  const message = result.issues[0]?.message ?? 'This file has no functional group to read';
  throw new ValidationError({ [UPLOAD_FIELD]: message });
}

export function ediService({ db, clock, secret }: EdiServiceDeps) {
  const writes = employeeWritesRepository(db);

  const digestOf = (ssn: string) => taxIdDigest(secret, ssn);

  async function planOf(tx: DbOrTx, companyId: number, result: Edi834ParseResult, today: string) {
    const enrolled = await enrolledHouseholds(tx, companyId, subscriberIdsOf(result));
    // The SSNs of the file's subscribers, to refuse one another employee already holds (a unique key).
    const ssns = membersOf(result).flatMap((member) =>
      member.subscriber && member.ssn !== null ? [digestOf(member.ssn)] : [],
    );
    const taken = new Set(await enrolledDigests(tx, companyId, ssns));
    return planEdi834(result, enrolled, { digestOf, enrolled: taken }, today);
  }

  async function refuseNonEdi(caller: EmployerCaller): Promise<void> {
    if (!(await companyIsEdi(db, caller.scope.companyId))) throw appError(ERRORS.ediOnly);
  }

  /** One write of the plan, on the employee it locks; its audit entry. */
  async function write(tx: DbOrTx, companyId: number, today: string, change: EdiWrite): Promise<AuditEntry> {
    const employee = (await writes.lockEmployee(tx, companyId, change.employeeId))!;
    const entry = (action: AuditEntry['action'], subjectId: number, details: AuditEntry['details']) => ({
      action,
      outcome: 'success' as const,
      subjectType: 'patient' as const,
      subjectId,
      details: { employee_id: employee.id, ...details },
    });
    switch (change.kind) {
      case 'updateEmployee': {
        const coverStart = coverStartDate(change.employee.hire_date);
        await writes.updateEmployee(tx, companyId, employee, { ...change.employee, taxId: null }, coverStart, today);
        return entry(AUDIT_ACTIONS.employeeUpdate, employee.patient_id, { fields: change.fields });
      }
      case 'endHousehold':
        await writes.endHouseholdCover(tx, companyId, employee, change.date);
        return entry(AUDIT_ACTIONS.employeeBenefitEnd, employee.patient_id, { end_date: change.date });
      case 'reinstateHousehold':
        await writes.reinstateHouseholdCover(tx, companyId, employee, change.endDate);
        return entry(AUDIT_ACTIONS.employeeReinstate, employee.patient_id, { ended: change.endDate });
      case 'addDependent': {
        const cover = { startDate: change.startDate, endDate: coverEndOf(change.dependent) };
        const id = await writes.addDependent(tx, companyId, employee, change.dependent, cover);
        return entry(AUDIT_ACTIONS.dependentAdd, id, { relationship: change.dependent.relationship });
      }
      case 'updateDependent':
        await writes.updateDependent(tx, change.patientId, change.dependent);
        return entry(AUDIT_ACTIONS.dependentUpdate, change.patientId, { fields: change.fields });
      case 'endDependent':
        await writes.endDependentCover(tx, companyId, change.patientId, change.date);
        return entry(AUDIT_ACTIONS.dependentBenefitEnd, change.patientId, { end_date: change.date });
    }
  }

  return {
    /** POST employer/v1/edi/834/check/: what applying the file would do, nothing saved. */
    async check(caller: EmployerCaller, stream: Readable): Promise<Edi834CheckResponse> {
      await refuseNonEdi(caller);
      const result = parse834(await readBytes(stream));
      refuseUnreadable(result, clock());
      const plan = await planOf(db, caller.scope.companyId, result, isoDay(clock()));
      return { data: reportOf(plan) };
    },

    /**
     * POST employer/v1/edi/834/: the file applied whole, or nothing with any file issue or loop error; its 999
     * stored under the company's next control number either way.
     */
    async apply(caller: EmployerCaller, stream: Readable): Promise<Edi834ApplyResponse> {
      await refuseNonEdi(caller);
      const bytes = await readBytes(stream);
      const result = parse834(bytes);
      const now = clock();
      refuseUnreadable(result, now);
      const today = isoDay(now);
      const { companyId } = caller.scope;
      const fileDigest = createHash('sha256').update(bytes).digest('hex');
      return inTransaction(db, async (tx) => {
        // Two files of one company are applied one after the other: the second sees the first's changes.
        await lockEdi834(tx, companyId);
        const plan = await planOf(tx, companyId, result, today);
        const applied = plan.errors === 0 && plan.issues.length === 0;
        const controlNumber = await nextControlNumber(tx, companyId);
        const acknowledgement = write999(result, { controlNumber, at: now });
        const text = acknowledgement.ok ? acknowledgement.text : '';
        const id = await storeAcknowledgement(tx, companyId, { controlNumber, fileDigest, applied, text });
        if (applied) {
          const entries: AuditEntry[] = [];
          const enrolled = await enrolEmployees(tx, { companyId, today, secret }, plan.households);
          await recordSsns(
            tx,
            enrolled.flatMap((household, index) => {
              const ssn = plan.households[index]!.ssn;
              if (ssn === null) return [];
              const { employeeId, patientId } = household;
              return [{ employeeId, patientId, digest: digestOf(ssn), last4: ssn.slice(-4) }];
            }),
          );
          for (const household of enrolled)
            entries.push({
              action: AUDIT_ACTIONS.employeeCreate,
              outcome: 'success',
              subjectType: 'patient',
              subjectId: household.patientId,
              details: { employee_id: household.employeeId, dependents: household.dependentPatientIds.length },
            });
          for (const change of plan.writes) entries.push(await write(tx, companyId, today, change));
          const withSource = entries.map((entry) => ({
            ...entry,
            details: { ...entry.details, source: 'edi_834', acknowledgement_id: id },
          }));
          if (withSource.length > 0) await auditRowsInsert(tx, caller, [withSource[0]!, ...withSource.slice(1)]);
        }
        return { data: { ...reportOf(plan), applied, acknowledgement_id: id } };
      });
    },

    /** GET employer/v1/edi/acknowledgements/:id/999.x12: the company's stored 999 (another company's: 404). */
    async acknowledgement999(caller: EmployerCaller, id: number): Promise<FileDownload> {
      const stored = await acknowledgementOf(db, caller.scope.companyId, id);
      if (stored === null) throw new NotFoundError();
      return {
        body: new TextEncoder().encode(stored.text),
        filename: `999-${String(stored.control_number).padStart(9, '0')}.x12`,
        contentType: 'application/edi-x12',
      };
    },
  };
}
export type EdiService = ReturnType<typeof ediService>;
