// Issue 14 item 3 (OWASP ASVS 5.0 §6.3, decision 0025): the second factor. A correct password of an account
// with a second factor answers "second step needed" instead of a session; the code then goes to token/mfa/.
import { z } from 'zod';
import { MFA_POLICIES } from '../auth/mfa-policy.js';
import { currentPasswordSchema } from '../validation/passwords.js';
import { signInResponseSchema, sessionSchema } from './auth.js';
import { isoDateTimeStringSchema, messageResponseSchema } from './common.js';
import { dataEnvelope } from './envelope.js';

/** How many single-use recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** The letters of a recovery code: no 0/o, 1/l/i, so it reads back from paper without doubt. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Characters of a recovery code (shown as two groups of five: 'abcde-23456'). */
export const RECOVERY_CODE_LENGTH = 10;

export const MSG_MFA_CODE_FORMAT = 'Enter the 6-digit code.';
export const MSG_RECOVERY_CODE_FORMAT = 'Enter a recovery code as you wrote it down, for example abcde-23456.';
/** Wrong, expired or already used: one message, so the answer tells a guesser nothing more. */
export const MSG_MFA_CODE_INVALID = 'That code is not right, or it has been used already. Please try again.';
export const MSG_MFA_CHALLENGE_ENDED = 'Your sign-in has timed out. Please sign in again.';
export const MSG_MFA_EMAIL_CODE_SENT = 'We have emailed you a 6-digit code. It works once, for 10 minutes.';
export const MSG_MFA_TURNED_OFF = 'Two-step verification is off.';
export const MSG_MFA_REQUIRED_CANNOT_TURN_OFF =
  'Two-step verification is required for your account and cannot be turned off.';

/** The ways of passing the second step: the authenticator app, a recovery code, or a code sent by email. */
export const MFA_METHODS = ['totp', 'recovery', 'email'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];
/** How a session was authenticated (stored on the session, decision 0025). */
export const AUTH_METHODS = ['pwd', 'otp', 'recovery', 'email-code'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** A 6-digit code (the app's or the emailed one); spaces a person types are dropped. */
export const sixDigitCodeSchema = z
  .string({ error: MSG_MFA_CODE_FORMAT })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: MSG_MFA_CODE_FORMAT }));

/** A code of either kind, normalised (no spaces, no hyphen, lower case); which kind it must be depends on the method. */
const anyCodeSchema = z
  .string({ error: MSG_MFA_CODE_FORMAT })
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z.string().regex(new RegExp(`^(\\d{6}|[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}})$`), {
      error: MSG_MFA_CODE_FORMAT,
    }),
  );

/** POST token/mfa/: the second step of sign-in (one object, so every field is seen by the request-field rules). */
export const mfaVerifyRequestSchema = z
  .object({ method: z.enum(MFA_METHODS, { error: 'Choose how to confirm it is you.' }), code: anyCodeSchema })
  .superRefine((value, ctx) => {
    const sixDigits = /^\d{6}$/.test(value.code);
    if (value.method === 'recovery' ? sixDigits : !sixDigits) {
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: value.method === 'recovery' ? MSG_RECOVERY_CODE_FORMAT : MSG_MFA_CODE_FORMAT,
      });
    }
  });
export type MfaVerifyRequest = z.input<typeof mfaVerifyRequestSchema>;
export type MfaVerifyRequestParsed = z.output<typeof mfaVerifyRequestSchema>;

/** What POST token/ answers instead of a session when a second step is needed ('enrol': set one up first). */
export const secondStepSchema = z.object({
  second_step: z.enum(['verify', 'enrol']),
  /** When the pending sign-in ends (the password is then asked again). */
  expires_at: isoDateTimeStringSchema,
});
export type SecondStep = z.infer<typeof secondStepSchema>;
export const secondStepResponseSchema = dataEnvelope(secondStepSchema);

/** POST token/: a session, or the second step it waits for. */
export const signInResultResponseSchema = z.union([signInResponseSchema, secondStepResponseSchema]);
export type SignInResultResponse = z.infer<typeof signInResultResponseSchema>;

/** GET mfa/: the signed-in user's second factor. */
export const mfaStatusSchema = z.object({
  enrolled: z.boolean(),
  policy: z.enum(MFA_POLICIES),
  recovery_codes_left: z.int().nonnegative(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;
export const mfaStatusResponseSchema = dataEnvelope(mfaStatusSchema);

/** POST mfa/enrolment/ and token/mfa/enrolment/: a new authenticator secret to scan (not active until confirmed). */
export const mfaEnrolmentSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code: an SVG data URL drawn by the server. */
  qr_svg_data_url: z.string().startsWith('data:image/svg+xml'),
});
export type MfaEnrolment = z.infer<typeof mfaEnrolmentSchema>;
export const mfaEnrolmentResponseSchema = dataEnvelope(mfaEnrolmentSchema);

/** POST mfa/enrolment/confirm/ and token/mfa/enrolment/confirm/: a code from the app turns the factor on. */
export const mfaEnrolConfirmRequestSchema = z.object({ code: sixDigitCodeSchema });
export type MfaEnrolConfirmRequest = z.input<typeof mfaEnrolConfirmRequestSchema>;

/** The recovery codes (shown once), and during sign-in the session the enrolment completes. */
export const mfaEnrolConfirmSchema = z.object({
  recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
  session: sessionSchema.nullable(),
});
export type MfaEnrolConfirm = z.infer<typeof mfaEnrolConfirmSchema>;
export const mfaEnrolConfirmResponseSchema = dataEnvelope(mfaEnrolConfirmSchema);

/** POST mfa/disable/: turning the factor off asks for the password again. */
export const mfaDisableRequestSchema = z.object({ password: currentPasswordSchema });
export type MfaDisableRequest = z.input<typeof mfaDisableRequestSchema>;

export const mfaMessageResponseSchema = messageResponseSchema;
