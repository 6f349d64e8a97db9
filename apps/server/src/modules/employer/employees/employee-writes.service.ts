// Issue 27 item 3: the company admin's enrolment writes. Each locks the employee of the caller's company (another
// company's is a 404 before anything else), refuses every change for a company that enrols by EDI, writes and
// audits in one transaction, mails an invitation only after it commits, and answers the employee as they now
// stand.
import {
  ERRORS,
  MSG_EMPLOYEE_ID_ENROLLED,
  MSG_END_BEFORE_COVER_START,
  MSG_ONE_SPOUSE,
  MSG_REQUIRED,
  MSG_TAX_ID_ENROLLED,
  canReinstate,
  coverStartDate,
  type Dependent,
  type Employee,
  type EmployeeRecord,
  type EmployeeUpdate,
} from '@dental/domain';
import { NotFoundError, ValidationError, appError } from '../../../http/errors.js';
import type { Mailer, OutgoingMail } from '../../../mail/mailer.js';
import { AUDIT_ACTIONS, type AuditEntry } from '../../../platform/audit.repository.js';
import type { EmployerCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { isoDay } from '../../../platform/dates.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import { signupInvitationMail, type PreparedInvitation, type SignupInvitations } from '../../member/index.js';
import {
  enrolEmployees,
  enrolmentKeyOf,
  findEnrolled,
  taxIdLast4Of,
  type EnrolmentKey,
} from '../enrolment/enrolment.repository.js';
import type { EmployeeWritesRepository, HouseholdDependent, LockedEmployee } from './employee-writes.repository.js';
import type { EmployeesRepository } from './employees.repository.js';
import { recordOf } from './employees.service.js';

export interface EmployeeWritesDeps {
  repo: EmployeeWritesRepository;
  reads: EmployeesRepository;
  clock: Clock;
  /** The app's secret: the key of the tax id digest. */
  secret: string;
  invitations: SignupInvitations;
  /** The apps' mailer (the outbox): invitations are queued after their change commits. */
  mailer: Mailer;
}

type Company = { name: string; is_edi: boolean };
type Locked = { employee: LockedEmployee; company: Company };

const later = (a: string, b: string) => (a > b ? a : b);
const duplicateMessage = (key: EnrolmentKey) =>
  key.taxIdDigest !== null ? MSG_TAX_ID_ENROLLED : MSG_EMPLOYEE_ID_ENROLLED;
/** A spouse other than `except` whose cover has not ended on `today` (an employee has one at most). */
const hasSpouse = (dependents: HouseholdDependent[], today: string, except?: number) =>
  dependents.some(
    (d) => d.relationship === 'Spouse' && d.id !== except && (d.end_date === null || d.end_date >= today),
  );

export function employeeWritesService(deps: EmployeeWritesDeps) {
  const { repo, reads, clock, secret, invitations, mailer } = deps;

  /** The employee as they now stand (after the change committed). */
  async function answer(companyId: number, employeeId: number): Promise<{ data: EmployeeRecord }> {
    const today = isoDay(clock());
    const row = await reads.one(companyId, today, employeeId);
    if (!row) throw new NotFoundError();
    return { data: recordOf(row, today) };
  }

  async function companyTakingChanges(tx: DbOrTx, companyId: number): Promise<Company> {
    const company = await repo.company(tx, companyId);
    if (!company) throw new NotFoundError();
    if (company.is_edi) throw appError(ERRORS.ediManaged);
    return company;
  }

  /** The caller's company's employee, locked; then the EDI refusal (another company's id is a 404 first). */
  async function locked(tx: DbOrTx, caller: EmployerCaller, employeeId: number, edi = true): Promise<Locked> {
    const employee = await repo.lockEmployee(tx, caller.scope.companyId, employeeId);
    if (!employee) throw new NotFoundError();
    const company = edi
      ? await companyTakingChanges(tx, caller.scope.companyId)
      : await repo.company(tx, caller.scope.companyId);
    if (!company) throw new NotFoundError();
    return { employee, company };
  }

  /** One change of an employee: locked, written and audited in one transaction, then answered. */
  async function change(
    caller: EmployerCaller,
    employeeId: number,
    write: (tx: DbOrTx, target: Locked, today: string) => Promise<Omit<AuditEntry, 'outcome'>>,
  ): Promise<{ data: EmployeeRecord }> {
    await repo.transaction(async (tx) => {
      const target = await locked(tx, caller, employeeId);
      const entry = await write(tx, target, isoDay(clock()));
      await repo.audit(tx, caller, { ...entry, outcome: 'success' });
    });
    return answer(caller.scope.companyId, employeeId);
  }

  /** In the change's transaction: the sign-up invitation and its mail (sent after commit), or why none. */
  async function invite(
    tx: DbOrTx,
    company: Company,
    employee: LockedEmployee,
    prepared: PreparedInvitation,
    now: Date,
  ) {
    const invitation = await invitations.invite(
      tx,
      {
        patientId: employee.patient_id,
        householdId: employee.household_id,
        firstName: employee.first_name,
        lastName: employee.last_name,
        userId: employee.user_id,
      },
      prepared,
      now,
    );
    if ('refused' in invitation) return null;
    await repo.invited(tx, employee.id, now);
    const mail = {
      to: prepared.email,
      firstName: employee.first_name,
      companyName: company.name,
      link: invitation.link,
    };
    return signupInvitationMail(mail);
  }

  const auditOf = (action: AuditEntry['action'], patientId: number, details: AuditEntry['details']) =>
    ({ action, subjectType: 'patient', subjectId: patientId, details }) as const;

  return {
    /** POST employer/v1/employees/: the employee and dependents enrolled, and invited when they have an email. */
    async create(caller: EmployerCaller, body: { employee: Employee; dependents: Dependent[] }) {
      const companyId = caller.scope.companyId;
      const now = clock();
      const email = body.employee.email ?? null;
      const prepared = email === null ? null : await invitations.prepare(email);
      const { employeeId, mail } = await repo.transaction(async (tx) => {
        const company = await companyTakingChanges(tx, companyId);
        const key = enrolmentKeyOf(secret, body.employee);
        if ((await findEnrolled(tx, companyId, [key])).length > 0)
          throw new ValidationError({ member_tax_id: duplicateMessage(key) });
        const [enrolled] = await enrolEmployees(tx, { companyId, today: isoDay(now), secret }, [body]);
        const employee = await repo.lockEmployee(tx, companyId, enrolled!.employeeId);
        const mail = prepared === null ? null : await invite(tx, company, employee!, prepared, now);
        await repo.audit(tx, caller, {
          ...auditOf(AUDIT_ACTIONS.employeeCreate, enrolled!.patientId, {
            employee_id: enrolled!.employeeId,
            dependents: body.dependents.length,
            invited: mail !== null,
          }),
          outcome: 'success',
        });
        return { employeeId: enrolled!.employeeId, mail };
      });
      if (mail) await mailer.send(mail);
      return answer(companyId, employeeId);
    },

    /** PATCH employer/v1/employees/:id/: the fields; the tax id only when sent (blank SSN/ITIN: kept). */
    update: (caller: EmployerCaller, employeeId: number, body: EmployeeUpdate) =>
      change(caller, employeeId, async (tx, { employee }, today) => {
        const companyId = caller.scope.companyId;
        let taxId = null;
        if (body.member_tax_id === undefined) {
          // Kept: only the number on file of the same type can be kept.
          if (employee.tax_id_type !== body.member_tax_id_type)
            throw new ValidationError({ member_tax_id: MSG_REQUIRED });
        } else {
          const key = enrolmentKeyOf(secret, { ...body, member_tax_id: body.member_tax_id });
          const taken = key.taxIdDigest !== null || key.employeeNumber !== null;
          if (taken && (await repo.otherWithKeys(tx, companyId, employee.id, key)))
            throw new ValidationError({ member_tax_id: duplicateMessage(key) });
          taxId = { ...key, last4: taxIdLast4Of({ ...body, member_tax_id: body.member_tax_id }) };
        }
        const classFrom = await repo.updateEmployee(
          tx,
          companyId,
          employee,
          { ...body, taxId },
          coverStartDate(body.hire_date),
          today,
        );
        return auditOf(AUDIT_ACTIONS.employeeUpdate, employee.patient_id, {
          employee_id: employee.id,
          tax_id_changed: taxId !== null,
          hire_date_changed: body.hire_date !== employee.hire_date,
          // Decision 0065: a new class (and its group plan) applies from this first of a month.
          class_changed_from: classFrom,
        });
      }),

    /** POST .../end-benefit/: the employee's cover and their dependents' end on end_date. */
    endBenefit: (caller: EmployerCaller, employeeId: number, endDate: string) =>
      change(caller, employeeId, async (tx, { employee }) => {
        if (employee.start_date !== null && endDate < employee.start_date)
          throw new ValidationError({ end_date: MSG_END_BEFORE_COVER_START });
        await repo.endHouseholdCover(tx, caller.scope.companyId, employee, endDate);
        return auditOf(AUDIT_ACTIONS.employeeBenefitEnd, employee.patient_id, {
          employee_id: employee.id,
          end_date: endDate,
        });
      }),

    /** POST .../reinstate/: within REINSTATE_WINDOW_DAYS, the covers that ended with the employee's run on. */
    reinstate: (caller: EmployerCaller, employeeId: number) =>
      change(caller, employeeId, async (tx, { employee }, today) => {
        const ended = employee.end_date;
        if (ended === null) throw appError(ERRORS.benefitNotEnded);
        if (!canReinstate(ended, today)) throw appError(ERRORS.reinstateWindowPassed);
        await repo.reinstateHouseholdCover(tx, caller.scope.companyId, employee, ended);
        return auditOf(AUDIT_ACTIONS.employeeReinstate, employee.patient_id, {
          employee_id: employee.id,
          end_date: ended,
        });
      }),

    /**
     * POST .../dependents/: covered on the employee's plan from the later of the employee's cover start and the
     * first of next month (today's cover start), never before birth; ending when the employee's cover ends.
     */
    addDependent: (caller: EmployerCaller, employeeId: number, dependent: Dependent) =>
      change(caller, employeeId, async (tx, { employee }, today) => {
        if (employee.end_date !== null && employee.end_date < today) throw appError(ERRORS.employeeCoverEnded);
        const dependents = await repo.dependents(tx, employee, caller.scope.companyId);
        if (dependent.relationship === 'Spouse' && hasSpouse(dependents, today))
          throw new ValidationError({ relationship: MSG_ONE_SPOUSE });
        const startDate = later(later(employee.start_date ?? today, coverStartDate(today)), dependent.date_of_birth);
        const cover = { startDate, endDate: employee.end_date };
        const id = await repo.addDependent(tx, caller.scope.companyId, employee, dependent, cover);
        return auditOf(AUDIT_ACTIONS.dependentAdd, id, {
          employee_id: employee.id,
          relationship: dependent.relationship,
        });
      }),

    /** PATCH .../dependents/:dependent_id/: the dependent's fields (one spouse at most). */
    updateDependent: (caller: EmployerCaller, employeeId: number, dependentId: number, dependent: Dependent) =>
      change(caller, employeeId, async (tx, { employee }, today) => {
        const dependents = await repo.dependents(tx, employee, caller.scope.companyId);
        if (!dependents.some((d) => d.id === dependentId)) throw new NotFoundError();
        if (dependent.relationship === 'Spouse' && hasSpouse(dependents, today, dependentId))
          throw new ValidationError({ relationship: MSG_ONE_SPOUSE });
        await repo.updateDependent(tx, dependentId, dependent);
        return auditOf(AUDIT_ACTIONS.dependentUpdate, dependentId, { employee_id: employee.id });
      }),

    /** POST .../dependents/:dependent_id/end-benefit/: not before their cover started, nor after the employee's ends. */
    endDependentBenefit: (caller: EmployerCaller, employeeId: number, dependentId: number, endDate: string) =>
      change(caller, employeeId, async (tx, { employee }) => {
        const dependent = (await repo.dependents(tx, employee, caller.scope.companyId)).find(
          (d) => d.id === dependentId,
        );
        if (!dependent) throw new NotFoundError();
        if (dependent.start_date !== null && endDate < dependent.start_date)
          throw new ValidationError({ end_date: MSG_END_BEFORE_COVER_START });
        const end = employee.end_date !== null && employee.end_date < endDate ? employee.end_date : endDate;
        await repo.endDependentCover(tx, caller.scope.companyId, dependentId, end);
        return auditOf(AUDIT_ACTIONS.dependentBenefitEnd, dependentId, { employee_id: employee.id, end_date: end });
      }),

    /**
     * POST .../invitation/: the sign-up invitation mailed again (a new code; the earlier one stops working).
     * Not an enrolment change, so an EDI company may send it too.
     */
    async resendInvitation(caller: EmployerCaller, employeeId: number) {
      const now = clock();
      // The address is read first: whether it signs in elsewhere is asked outside the transaction.
      const current = await reads.one(caller.scope.companyId, isoDay(now), employeeId);
      if (!current) throw new NotFoundError();
      if (current.signed_up) throw appError(ERRORS.alreadySignedUp);
      if (current.email === null) throw appError(ERRORS.noEmailToInvite);
      const prepared = await invitations.prepare(current.email);
      const mail: OutgoingMail = await repo.transaction(async (tx) => {
        const { employee, company } = await locked(tx, caller, employeeId, false);
        // Signed up or given another address meanwhile: as asked again.
        if (employee.signup_complete) throw appError(ERRORS.alreadySignedUp);
        if (employee.email !== prepared.email) throw appError(ERRORS.noEmailToInvite);
        const invitation = await invite(tx, company, employee, prepared, now);
        if (invitation === null) throw appError(ERRORS.emailHasMemberAccount);
        await repo.audit(tx, caller, {
          ...auditOf(AUDIT_ACTIONS.employeeInvite, employee.patient_id, { employee_id: employee.id }),
          outcome: 'success',
        });
        return invitation;
      });
      await mailer.send(mail);
      return answer(caller.scope.companyId, employeeId);
    },
  };
}
export type EmployeeWritesService = ReturnType<typeof employeeWritesService>;
