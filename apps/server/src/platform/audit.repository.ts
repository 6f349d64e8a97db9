// Who signed in, read or changed personal data (issues 3 and 4, DESIGN §4): one append-only audit row per
// event, written by every area through this one writer. Who acted and from where is the request's caller
// (platform/caller.ts, decision 0039), passed in whole.
import type { Portal } from '@dental/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { auditLog } from '../db/schema/index.js';
import type { RequestOrigin } from './caller.js';
import type { DbOrTx } from './transaction.js';

export type { RequestOrigin } from './caller.js';

/** Every action written to the audit log. */
export const AUDIT_ACTIONS = {
  // Sign-in, sessions and password reset (issue 3).
  signIn: 'sign_in',
  signInThrottled: 'sign_in_throttled',
  tokenRefresh: 'token_refresh',
  refreshTokenReuse: 'refresh_token_reuse',
  logout: 'logout',
  passwordResetInitiate: 'password_reset_initiate',
  passwordResetComplete: 'password_reset_complete',
  // The second factor (decision 0025).
  mfaVerify: 'mfa_verify',
  mfaThrottled: 'mfa_throttled',
  mfaEmailCode: 'mfa_email_code',
  mfaEnrol: 'mfa_enrol',
  mfaDisable: 'mfa_disable',
  // A member's personal data, sign-up and email (issue 4).
  memberRead: 'member_read',
  memberUpdate: 'member_update',
  passwordChange: 'member_password_change',
  emailChangeInitiate: 'email_change_initiate',
  emailChangeComplete: 'email_change_complete',
  familyRead: 'family_read',
  familyUpdate: 'family_update',
  idCardRead: 'id_card_read',
  signupInitiate: 'signup_initiate',
  signupComplete: 'signup_complete',
  signupUnlock: 'signup_unlock',
  newMemberSignup: 'new_member_signup',
  resendVerification: 'resend_verification',
  verifyEmail: 'verify_email',
  appointmentRead: 'appointment_read',
  reimbursementRead: 'reimbursement_read',
  estimateRead: 'estimate_read',
  // The dentist portal (issue 16): a practice's eligibility look-up or Benefit Search of a patient.
  eligibilityRead: 'eligibility_read',
  // Issue 26 item 16: a look-up that found no one or was refused by the throttle, a security event (outcome
  // 'no_match' or 'throttled'; the keys' values are never written, only which key was used).
  eligibilityLookupMiss: 'eligibility_lookup_miss',
  // Issue 16 item 4: a practice's visits (decision 0028): recorded, read, voided, paid at the office.
  visitRecord: 'visit_record',
  visitRead: 'visit_read',
  visitVoid: 'visit_void',
  visitPayment: 'visit_payment',
  // Issue 16 item 5: a practice's estimates (decision 0032): made, read, sent, voided, recorded as a visit.
  practiceEstimateCreate: 'practice_estimate_create',
  practiceEstimateRead: 'practice_estimate_read',
  practiceEstimateSend: 'practice_estimate_send',
  practiceEstimateVoid: 'practice_estimate_void',
  practiceEstimateConvert: 'practice_estimate_convert',
  // Decision 0033: the household's saved cards shown on a visit, and a charge of the member share to one.
  visitCardsRead: 'visit_cards_read',
  visitCardCharge: 'visit_card_charge',
  // The practice's patients list and visits report (decision 0030): one row per page or export read, with
  // the count of patients or visits it showed, not one per patient.
  practicePatientsRead: 'practice_patients_read',
  visitsReportRead: 'visits_report_read',
  // The practice's profile and staff (issue 16 item 2, decision 0029).
  practiceUpdate: 'practice_update',
  /** Issue 26 item 10: a location removed (soft: visits keep naming it). */
  practiceLocationRemove: 'practice_location_remove',
  practiceStaffRead: 'practice_staff_read',
  staffInvite: 'staff_invite',
  staffInviteAccept: 'staff_invite_accept',
  staffRemove: 'staff_remove',
  pinSet: 'pin_set',
  screenUnlock: 'screen_unlock',
  // The employer's employees (issue 27): a list page once with its count, an employee with their id.
  employeesRead: 'employees_read',
  employeeRead: 'employee_read',
  // The employer's enrolment writes (issue 27, decision 0053): one row per change, with the ids and the names
  // of the fields changed, never their values.
  companyProfileUpdate: 'company_profile_update',
  employeeCreate: 'employee_create',
  employeeUpdate: 'employee_update',
  employeeBenefitEnd: 'employee_benefit_end',
  employeeReinstate: 'employee_reinstate',
  employeeInvite: 'employee_invite',
  dependentAdd: 'dependent_add',
  dependentUpdate: 'dependent_update',
  dependentBenefitEnd: 'dependent_benefit_end',
  // Issue 27 item 4: a census file imported (or refused for its errors), with its counts only.
  censusImport: 'census_import',
  // Issue 27 items 1 and 2 (decision 0058): the group plan's changes, the company's users and invitations.
  planOfferingAdd: 'plan_offering_add',
  planOfferingCancel: 'plan_offering_cancel',
  companyUsersRead: 'company_users_read',
  companyUserInvite: 'company_user_invite',
  companyInviteRevoke: 'company_invite_revoke',
  companyInviteAccept: 'company_invite_accept',
  companyUserRemove: 'company_user_remove',
  // Issue 27 item 6 (decision 0060): a company's or practice's bank verification: the owner read (their name) or
  // added, an account added (with deposits sent), deposit amounts tried (outcome failure for wrong ones).
  bankOwnerRead: 'bank_owner_read',
  bankOwnerAdd: 'bank_owner_add',
  bankAccountAdd: 'bank_account_add',
  bankDepositsVerify: 'bank_deposits_verify',
  // Issue 27 item 6 (decision 0061): the company's invoices read (a page with its count, one invoice or its PDF
  // with its id: their lines name employees) and paid by bank debit (amount and outcome, never the account).
  invoicesRead: 'invoices_read',
  invoiceRead: 'invoice_read',
  invoicePayment: 'invoice_payment',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/**
 * Who acted: the account type of the portal the request came through and the signed-in user, from the
 * request's caller. `userId` is null for an anonymous attempt (a sign-up, an unknown email).
 */
export interface AuditActor {
  accountType: Portal;
  userId: number | null;
}

/** Who acted and from where: a request's caller, or its actor and origin. */
export interface AuditBy {
  actor: AuditActor;
  origin: RequestOrigin;
}

export interface AuditEntry {
  action: AuditAction;
  /** 'no_match' and 'throttled': a look-up of a patient by keys that found no one or was refused (issue 26 item 16). */
  outcome: 'success' | 'failure' | 'no_match' | 'throttled';
  /** What was read or changed (a session for sign-in events); null when nothing was found. */
  subjectType: 'patient' | 'household' | 'user' | 'session' | 'practice' | 'employer' | null;
  subjectId: number | string | null;
  /** Ids, field names and reasons only: never a password, token, code, cookie or the personal values themselves. */
  details?: Record<string, string | number | boolean | null | string[]>;
}

/** Appends one audit row (inside the caller's transaction when it passes one). */
export async function writeAudit(db: DbOrTx, by: AuditBy, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(rowOf(by, entry));
}

/**
 * The insert of one audit row per entry, as a query to run alone or inside the statement of the change or
 * read it records (`with audited as ${insert}`: Drizzle draws the parentheses): one round trip for both.
 */
export function auditRowsInsert(db: DbOrTx, by: AuditBy, entries: readonly [AuditEntry, ...AuditEntry[]]) {
  return db.insert(auditLog).values(entries.map((entry) => rowOf(by, entry)));
}

/** The values of one audit row, in the order of the columns written. */
function rowOf({ origin, actor }: AuditBy, entry: AuditEntry) {
  return {
    actorUserId: actor.userId,
    actorAccountType: actor.accountType,
    action: entry.action,
    outcome: entry.outcome,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId === null ? null : String(entry.subjectId),
    ip: origin.ip,
    requestId: origin.requestId,
    details: entry.details ?? null,
  };
}

/**
 * The audit row of a read on its own (outside a change's transaction), as a statement built once and prepared
 * once per connection: the member home's user and family reads write one on every call (decision 0006).
 */
export function preparedAudit(db: Database): (by: AuditBy, entry: AuditEntry) => Promise<void> {
  const statement = db
    .insert(auditLog)
    .values({
      actorUserId: sql.placeholder('actorUserId'),
      actorAccountType: sql.placeholder('actorAccountType'),
      action: sql.placeholder('action'),
      outcome: sql.placeholder('outcome'),
      subjectType: sql.placeholder('subjectType'),
      subjectId: sql.placeholder('subjectId'),
      ip: sql.placeholder('ip'),
      requestId: sql.placeholder('requestId'),
      details: sql.placeholder('details'),
    })
    .prepare('audit_insert');
  return async (by, entry) => {
    await statement.execute(rowOf(by, entry));
  };
}
