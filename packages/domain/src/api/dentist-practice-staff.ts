// Issue 16 item 2 (decision 0029): the practice's staff (the owner invites front-desk users by email and
// removes them), accepting an invitation, and each user's 6-digit PIN that unlocks the lock screen of a shared
// front-desk computer. The PIN never signs anyone in: it only unlocks the session of the user it belongs to.
import { z } from 'zod';
import { PRACTICE_ROLES } from './guards.js';
import { emailSchema } from '../validation/email.js';
import { pinSchema } from '../validation/identifiers.js';
import { currentPasswordSchema, newPasswordSchema } from '../validation/passwords.js';
import { requiredTextSchema } from '../validation/text.js';
import { MSG_PASSWORDS_MUST_MATCH } from '../validation/messages.js';
import { dataEnvelope } from './envelope.js';
import { idSchema, isoDateTimeStringSchema, messageResponseSchema } from './common.js';

/** Days an invitation link works (decided here: long enough for a weekend, short enough to go stale). */
export const INVITE_VALID_DAYS = 7;
/** Wrong PINs in a row that end the session (issue 16: the user must sign in with their password). */
export const PIN_MAX_FAILED_ATTEMPTS = 5;
/** Invitations a practice may send in 24 hours, revoked ones too (issue 26 item 14, decision 0046). */
export const INVITES_PER_DAY_MAX = 20;
export const MSG_INVITES_THROTTLED = `Too many invitations: at most ${INVITES_PER_DAY_MAX} a day. Try again later.`;
export const MSG_INVITE_INVALID =
  'This invitation has expired or has already been used. Ask the practice owner for a new one.';
export const MSG_EMAIL_HAS_ACCOUNT = 'This email already has a dentist portal account';
export const MSG_INVITE_PENDING = 'An invitation to this email is already pending';
/** The mail server refused the address (it passed the email rule but no mail can go to it). */
export const MSG_INVITE_NOT_SENT = 'The invitation could not be sent to this email. Check the address.';
export const MSG_WRONG_PIN = 'Wrong PIN';
export const MSG_WRONG_PASSWORD = 'Wrong password';
export const MSG_SET_PIN_FIRST = 'Set a PIN before locking the screen';
export const MSG_OWNER_NOT_REMOVABLE = 'The owner cannot be removed';

export const staffUserSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(PRACTICE_ROLES),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffInviteSchema = z.object({
  id: idSchema,
  email: z.string(),
  created_at: isoDateTimeStringSchema,
  expires_at: isoDateTimeStringSchema,
  /** Pending until accepted; expired once its link no longer works. */
  status: z.enum(['pending', 'expired']),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** GET dentist/v1/practice/staff/ (owner): the users and the invitations not yet accepted. */
export const staffResponseSchema = dataEnvelope(
  z.object({ users: z.array(staffUserSchema), invites: z.array(staffInviteSchema) }),
);
export type Staff = z.infer<typeof staffResponseSchema>['data'];

/** POST dentist/v1/practice/staff/invites/ (owner). */
export const staffInviteBodySchema = z.object({ email: emailSchema });
export type StaffInviteBody = z.input<typeof staffInviteBodySchema>;
export const staffInviteResponseSchema = dataEnvelope(staffInviteSchema);

/** POST dentist/v1/staff-invites/accept/ (public: the code in the link is the credential). */
export const acceptInviteBodySchema = z.object({
  code: requiredTextSchema,
  first_name: requiredTextSchema,
  last_name: requiredTextSchema,
  password: newPasswordSchema,
});
export type AcceptInviteBody = z.input<typeof acceptInviteBodySchema>;
export const acceptInviteResponseSchema = dataEnvelope(z.object({ email: z.string() }));

/** PATCH dentist/v1/me/pin/: set or change one's own PIN, confirmed by one's password. */
export const setPinBodySchema = z.object({ pin: pinSchema, password: currentPasswordSchema });
export type SetPinBody = z.input<typeof setPinBodySchema>;

/** GET, POST dentist/v1/me/lock/: whether this session's screen is locked and whether its user has a PIN. */
export const lockStateSchema = z.object({ locked: z.boolean(), has_pin: z.boolean() });
export type LockState = z.infer<typeof lockStateSchema>;
export const lockStateResponseSchema = dataEnvelope(lockStateSchema);

/** POST dentist/v1/me/unlock/: the signed-in user's PIN. */
export const unlockBodySchema = z.object({ pin: pinSchema });
export type UnlockBody = z.input<typeof unlockBodySchema>;

/** DELETE of an invitation or a user: a message. */
export const staffRemovalResponseSchema = messageResponseSchema;

/** The invitation form: the server's rules, and the password typed twice (spec §5: passwords must match). */
export const acceptInviteFormSchema = acceptInviteBodySchema
  .extend({ confirm_password: z.string() })
  .refine((form) => form.password === form.confirm_password, {
    error: MSG_PASSWORDS_MUST_MATCH,
    path: ['confirm_password'],
  });
