// The member's own record (spec §3, §5, §7): read, update of personal fields and address, password change,
// custom UI data. Every read and change of personal data is audited.
import {
  MSG_PASSWORD_CHANGED,
  dateOfBirthSchemaFor,
  firstError,
  isSameEmail,
  type Member,
  type MemberUpdateRequest,
  type PasswordChangeRequest,
  isUsStateCode,
} from '@dental/domain';
import { NotFoundError, ValidationError } from '../../../http/errors.js';
import { hashPassword, throttledPasswordCheck, type AuthRepository } from '../../auth/index.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { MemberCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { isoDay } from '../../../platform/dates.js';
import type { AddressChanges, MemberRow, MemberUserRepository, PatientChanges } from './member-user.repository.js';

/** PATCH member/v4/user/ with a different email: the change goes through the mailed link (spec §5). */
export const MSG_EMAIL_CHANGE_SEPARATE =
  'To change your email address, use the email change: we send a confirmation link to the new address.';
/** Only the primary (head of household) changes the household's address. */
export const MSG_ADDRESS_PRIMARY_ONLY = 'Only the primary member can change the household address.';
/** PATCH member/v4/user/password/ with a wrong current password. */
export const MSG_WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';

const ADDRESS_FIELDS = ['address_line_1', 'address_line_2', 'city', 'state', 'zip'] as const;

/** spec §3: the member answer (email + patient fields + address fields, flat). */
export function memberOf(row: MemberRow): Member {
  // Every write checks the state code; a stored one that is not a code is a data fault, not a guess to make.
  if (!isUsStateCode(row.state)) throw new Error(`household ${row.householdId} has an unknown state`);
  return {
    email: row.email,
    signup_complete: row.signupComplete,
    id: row.patientId,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    phone: row.phone,
    member_id: row.memberId,
    relationship: row.relationship,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
  };
}

function patientChangesOf(body: MemberUpdateRequest): PatientChanges {
  const changes: PatientChanges = {};
  if (body.first_name !== undefined) changes.firstName = body.first_name;
  if (body.middle_name !== undefined) changes.middleName = body.middle_name;
  if (body.last_name !== undefined) changes.lastName = body.last_name;
  if (body.date_of_birth !== undefined) changes.dateOfBirth = body.date_of_birth;
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.phone !== undefined) changes.phone = body.phone;
  return changes;
}

function addressChangesOf(body: MemberUpdateRequest): AddressChanges {
  const changes: AddressChanges = {};
  if (body.address_line_1 !== undefined) changes.addressLine1 = body.address_line_1;
  if (body.address_line_2 !== undefined) changes.addressLine2 = body.address_line_2;
  if (body.city !== undefined) changes.city = body.city;
  if (body.state !== undefined) changes.state = body.state;
  if (body.zip !== undefined) changes.zip = body.zip;
  return changes;
}

export function memberUserService(deps: { repo: MemberUserRepository; clock: Clock; auth: AuthRepository }) {
  const { repo, clock, auth } = deps;

  async function memberRowOf(userId: number): Promise<MemberRow> {
    const row = await repo.findMember(userId);
    if (!row) throw new NotFoundError();
    return row;
  }

  return {
    /** GET member/v4/user/: 3 statements with the session check (session, member, audit row). */
    async member(caller: MemberCaller): Promise<Member> {
      const row = await memberRowOf(caller.actor.userId);
      await repo.audit(caller, {
        action: AUDIT_ACTIONS.memberRead,
        outcome: 'success',
        subjectType: 'patient',
        subjectId: row.patientId,
      });
      return memberOf(row);
    },

    /**
     * PATCH member/v4/user/ (body already checked by the contract's field rules). The same email (ignoring
     * case and accents) is no change; a different one is refused with a field message (decided here: the
     * change needs the mailed confirmation, spec §5).
     */
    async update(caller: MemberCaller, body: MemberUpdateRequest): Promise<Member> {
      const userId = caller.actor.userId;
      const row = await memberRowOf(userId);
      if (body.email !== undefined && !isSameEmail(body.email, row.email)) {
        await repo.audit(caller, {
          action: AUDIT_ACTIONS.memberUpdate,
          outcome: 'failure',
          subjectType: 'patient',
          subjectId: row.patientId,
          details: { reason: 'email_change_needs_confirmation' },
        });
        throw new ValidationError({ email: MSG_EMAIL_CHANGE_SEPARATE });
      }
      // spec §5: the primary (and a spouse or adult dependent) is 18 or older: the form's rule, held here too.
      const ageError =
        body.date_of_birth === undefined
          ? null
          : firstError(
              dateOfBirthSchemaFor(row.relationship, { today: isoDay(clock()) }).safeParse(body.date_of_birth),
            );
      if (ageError !== null) {
        await repo.audit(caller, {
          action: AUDIT_ACTIONS.memberUpdate,
          outcome: 'failure',
          subjectType: 'patient',
          subjectId: row.patientId,
          details: { reason: 'date_of_birth' },
        });
        throw new ValidationError({ date_of_birth: ageError });
      }
      const patient = patientChangesOf(body);
      const address = addressChangesOf(body);
      if (Object.keys(address).length > 0 && row.relationship !== 'Primary') {
        const field = ADDRESS_FIELDS.find((name) => body[name] !== undefined) ?? 'address_line_1';
        await repo.audit(caller, {
          action: AUDIT_ACTIONS.memberUpdate,
          outcome: 'failure',
          subjectType: 'household',
          subjectId: row.householdId,
          details: { reason: 'address_primary_only' },
        });
        throw new ValidationError({ [field]: MSG_ADDRESS_PRIMARY_ONLY });
      }
      const fields = Object.keys(body).filter(
        (name) => name !== 'email' && body[name as keyof MemberUpdateRequest] !== undefined,
      );
      await repo.updateMember({
        member: row,
        patient,
        address,
        now: clock(),
        by: caller,
        audit: {
          action: AUDIT_ACTIONS.memberUpdate,
          outcome: 'success',
          subjectType: 'patient',
          subjectId: row.patientId,
          details: { fields },
        },
      });
      return memberOf(await memberRowOf(userId));
    },

    /** PATCH member/v4/user/password/: checks the current password; ends all OTHER sessions. */
    async changePassword(caller: MemberCaller, body: PasswordChangeRequest): Promise<string> {
      const userId = caller.actor.userId;
      // Through the sign-in throttle (issue 26 item 13): wrong current passwords are slowed down and audited.
      const right = await throttledPasswordCheck(
        auth,
        {
          portal: 'member',
          email: caller.user.email,
          ip: caller.origin.ip,
          now: clock(),
          passwordHash: await repo.findPasswordHash(userId),
          password: body.old_password,
        },
        (reason) =>
          repo.audit(caller, {
            action: AUDIT_ACTIONS.passwordChange,
            outcome: 'failure',
            subjectType: 'user',
            subjectId: userId,
            details: { reason: reason === 'throttled' ? 'throttled' : 'wrong_current_password' },
          }),
      );
      if (!right) throw new ValidationError({ old_password: MSG_WRONG_CURRENT_PASSWORD });
      await repo.changePassword({
        userId,
        passwordHash: await hashPassword(body.new_password),
        keepSessionId: caller.session.id,
        now: clock(),
        by: caller,
        audit: { action: AUDIT_ACTIONS.passwordChange, outcome: 'success', subjectType: 'user', subjectId: userId },
        notice: {
          title: 'Your password was changed',
          body: 'Your password was changed and your other sign-ins were ended. If this was not you, reset your password now.',
        },
      });
      return MSG_PASSWORD_CHANGED;
    },

    /** GET member/v4/user/custom-ui-data/. */
    async customUiData(caller: MemberCaller): Promise<{ is_healthshare: boolean }> {
      const flag = await repo.isHealthshare(caller.scope.householdId);
      if (flag === null) throw new NotFoundError();
      return { is_healthshare: flag };
    },
  };
}
export type MemberUserService = ReturnType<typeof memberUserService>;
