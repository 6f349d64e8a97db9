// spec §7 and DESIGN §3: sign-in, logout, token refresh and password reset.
import { z } from 'zod';
import { PORTALS } from '../portals/portals.js';
import { emailSchema } from '../validation/email.js';
import { requiredTextSchema } from '../validation/text.js';
import { currentPasswordSchema, newPasswordSchema } from '../validation/passwords.js';
import { dataEnvelope } from './envelope.js';
import { idSchema, isoDateTimeStringSchema, messageResponseSchema } from './common.js';

/** spec §3: the portal a session belongs to. */
export const accountTypeSchema = z.enum(PORTALS);

/** DESIGN §3: POST token/ (sign in). */
export const signInRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  account_type: accountTypeSchema,
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** DESIGN §3: wrong email or password answers 400 with this errors message. */
export const MSG_INVALID_CREDENTIALS = 'Invalid email or password.';

/** The signed-in user: names for the header, and whether a member still has to finish sign-up (spec §2). */
export const sessionUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  account_type: accountTypeSchema,
  signup_complete: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * The signed-in user a session answer describes (tokens travel only in httpOnly cookies). The server
 * always sends `user` and `refresh_interval_seconds` (the portal's spec §9 interval); they are optional
 * here only so that answers of the first contract version still parse.
 */
export const sessionSchema = z.object({
  user_id: idSchema,
  email: z.string(),
  account_type: accountTypeSchema,
  access_expires_at: isoDateTimeStringSchema,
  user: sessionUserSchema.optional(),
  refresh_interval_seconds: z.int().positive().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** DESIGN §3: answer of POST token/ (plus the cookies). */
export const signInResponseSchema = dataEnvelope(sessionSchema);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** spec §7: POST token/refresh/ has no body (cookie based); answers the refreshed session. */
export const tokenRefreshResponseSchema = dataEnvelope(sessionSchema);
export type TokenRefreshResponse = z.infer<typeof tokenRefreshResponseSchema>;

/** spec §7: POST logout/ has no body; its answer is not shown, decided here: a message. */
export const logoutResponseSchema = messageResponseSchema;

/** spec §3 and §7: POST password-reset/initiate-forgot/. */
export const passwordResetInitiateRequestSchema = z.object({
  email: emailSchema,
  account_type: accountTypeSchema,
});
export type PasswordResetInitiateRequest = z.input<typeof passwordResetInitiateRequestSchema>;

/** spec §7: the initiate answer is a message. */
export const passwordResetInitiateResponseSchema = messageResponseSchema;

/** spec §3 and §7: PATCH password-reset/complete/; the password is held to the new-password rule. */
export const passwordResetCompleteRequestSchema = z.object({
  password: newPasswordSchema,
  code: requiredTextSchema,
});
export type PasswordResetCompleteRequest = z.input<typeof passwordResetCompleteRequestSchema>;

/** spec §7: the complete answer is a message. */
export const passwordResetCompleteResponseSchema = messageResponseSchema;
