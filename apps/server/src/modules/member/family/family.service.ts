// spec §3, §6, §7: the family list and family member updates. Only the primary edits family members; an
// adult dependent who signs in edits only their own record; anyone else, and any id outside the caller's
// household, gets 404 (never revealing whether the person exists).
import {
  ID_CARD_FILE_PATHS,
  MIN_AGE,
  ageOn,
  apiPath,
  benefitUsage,
  dateOfBirthSchemaFor,
  firstError,
  type FamilyMember,
  type FamilyMemberUpdateRequest,
} from '@dental/domain';
import { NotFoundError, ValidationError } from '../../../http/errors.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { MemberCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { planNameOf, benefitTypeOf } from '../benefit/benefit.service.js';
import { benefitYearOf, isoDay } from '../../../platform/dates.js';
import type { FamilyChanges, FamilyRepository, FamilyRow, Editor } from './family.repository.js';

/**
 * Issue 26 item 6: the person's own annual maximum, used and remaining, as their benefit would answer them;
 * nulls when no network plan with an annual maximum covers them today (none, or an in-office membership).
 */
function individualBenefitOf(row: FamilyRow) {
  if (benefitTypeOf(row) === 'inactive' || row.annual_max_cents === null) {
    return { dental_benefit_limit: null, dental_benefit_used: null, dental_benefit_remaining: null };
  }
  const { limit, used, remaining } = benefitUsage(row.annual_max_cents, row.patient_year_cents ?? 0);
  return { dental_benefit_limit: limit, dental_benefit_used: used, dental_benefit_remaining: remaining };
}

/** spec §3: a family member as the API answers it; dcs_url is the person's ID card (PDF). */
export function familyMemberOf(row: FamilyRow, today: string): FamilyMember {
  const age = ageOn(row.date_of_birth, today);
  return {
    patient: row.id,
    name: [row.first_name, row.middle_name, row.last_name]
      .filter((part): part is string => !!part && part.trim() !== '')
      .join(' '),
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    is_minor: age !== null && age < MIN_AGE,
    benefit_type: benefitTypeOf(row),
    plan_name:
      benefitTypeOf(row) === 'inactive' ? null : planNameOf({ ...row, in_office_plan_name: row.in_office_plan_name }),
    dcs_url: apiPath(ID_CARD_FILE_PATHS.pdf, { id: row.id }),
    relationship: row.relationship,
    date_of_birth: row.date_of_birth,
    ...individualBenefitOf(row),
  };
}

/** Who may edit whom: the primary anyone in the household, an adult dependent only themself. */
export function mayEdit(editor: Editor, targetPatientId: number): boolean {
  if (editor.relationship === 'Primary') return true;
  return editor.relationship === 'Dependent Adult' && editor.patientId === targetPatientId;
}

function changesOf(body: FamilyMemberUpdateRequest): FamilyChanges {
  const changes: FamilyChanges = {};
  if (body.first_name !== undefined) changes.firstName = body.first_name;
  if (body.middle_name !== undefined) changes.middleName = body.middle_name;
  if (body.last_name !== undefined) changes.lastName = body.last_name;
  if (body.date_of_birth !== undefined) changes.dateOfBirth = body.date_of_birth;
  if (body.gender !== undefined) changes.gender = body.gender;
  return changes;
}

export function familyService(deps: { repo: FamilyRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** GET member/v4/family-members/: 3 statements with the session check (session, list, audit row). */
    async list(caller: MemberCaller): Promise<FamilyMember[]> {
      const today = isoDay(clock());
      const rows = await repo.others(caller.scope.householdId, caller.actor.userId, today, benefitYearOf(today));
      await repo.audit(caller, {
        action: AUDIT_ACTIONS.familyRead,
        outcome: 'success',
        subjectType: 'household',
        subjectId: null,
        details: { patients: rows.map((row) => String(row.id)) },
      });
      return rows.map((row) => familyMemberOf(row, today));
    },

    /** PATCH member/v4/family-members/{id}/. */
    async update(caller: MemberCaller, patientId: number, body: FamilyMemberUpdateRequest): Promise<FamilyMember> {
      const now = clock();
      const today = isoDay(now);
      const { householdId } = caller.scope;
      const [editor, target] = await Promise.all([
        repo.editor(caller.actor.userId),
        repo.inHousehold(householdId, patientId, today, benefitYearOf(today)),
      ]);
      if (!editor || !target || !mayEdit(editor, patientId)) {
        const reason = !editor ? 'no_patient' : !target ? 'not_in_household' : 'not_allowed';
        await repo.audit(caller, {
          action: AUDIT_ACTIONS.familyUpdate,
          outcome: 'failure',
          subjectType: 'patient',
          subjectId: patientId,
          details: { reason },
        });
        throw new NotFoundError();
      }
      // spec §5: a spouse or an adult dependent is 18 or older (the edit dialog's rule, held here too).
      const ageError =
        body.date_of_birth === undefined
          ? null
          : firstError(dateOfBirthSchemaFor(target.relationship, { today }).safeParse(body.date_of_birth));
      if (ageError !== null) throw new ValidationError({ date_of_birth: ageError });
      const changes = changesOf(body);
      await repo.update({
        patientId,
        userId: target.user_id,
        changes,
        now,
        by: caller,
        audit: {
          action: AUDIT_ACTIONS.familyUpdate,
          outcome: 'success',
          subjectType: 'patient',
          subjectId: patientId,
          details: {
            fields: Object.keys(body).filter((k) => body[k as keyof FamilyMemberUpdateRequest] !== undefined),
          },
        },
      });
      const updated = await repo.inHousehold(householdId, patientId, today, benefitYearOf(today));
      if (!updated) throw new NotFoundError();
      return familyMemberOf(updated, today);
    },
  };
}
export type FamilyService = ReturnType<typeof familyService>;
