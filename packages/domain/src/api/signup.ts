// Member sign-up and email change (spec §2 routes /member-sign-up, /signup, /new-member-signup,
// /signup-authenticated, /email-not-verified, /complete-email-change). Not in spec §7: designed here in
// the same style (trailing slash, { data } bodies). Every answer that could reveal whether a person or
// account exists is the same message either way.
import { z } from 'zod';
import { emailSchema } from '../validation/email.js';
import { memberIdSchema } from '../validation/identifiers.js';
import { taxIdLast4Schema } from '../validation/tax-ids.js';
import { adultDateOfBirthSchema, dateOfBirthSchema } from '../validation/dates.js';
import { requiredTextSchema } from '../validation/text.js';
import { newPasswordSchema } from '../validation/passwords.js';
import { zipSchema } from '../validation/identifiers.js';
import { messageResponseSchema } from './common.js';

/** /member-sign-up: an existing member proves who they are; a verification link goes to the email given. */
export const signupInitiateRequestSchema = z.object({
  member_id: memberIdSchema,
  date_of_birth: dateOfBirthSchema(),
  tax_id_last4: taxIdLast4Schema,
  email: emailSchema,
});
export type SignupInitiateRequest = z.input<typeof signupInitiateRequestSchema>;
export const signupInitiateResponseSchema = messageResponseSchema;

/** /signup?code=...: completes an existing member's sign-up from the mailed link. */
export const signupCompleteRequestSchema = z.object({
  code: requiredTextSchema,
  password: newPasswordSchema,
});
export type SignupCompleteRequest = z.input<typeof signupCompleteRequestSchema>;
export const signupCompleteResponseSchema = messageResponseSchema;

/** /new-member-signup: a person with no coverage yet creates an account (e.g. to buy an in-office plan). */
export const newMemberSignupRequestSchema = z.object({
  first_name: requiredTextSchema,
  last_name: requiredTextSchema,
  // spec §5: 18 or older; the new member is the primary of a new household.
  date_of_birth: adultDateOfBirthSchema(),
  email: emailSchema,
  password: newPasswordSchema,
  zip: zipSchema,
});
export type NewMemberSignupRequest = z.input<typeof newMemberSignupRequestSchema>;
export const newMemberSignupResponseSchema = messageResponseSchema;

/** /email-not-verified: sends the verification link again. */
export const resendVerificationRequestSchema = z.object({ email: emailSchema });
export type ResendVerificationRequest = z.input<typeof resendVerificationRequestSchema>;
export const resendVerificationResponseSchema = messageResponseSchema;

/** /signup-authenticated and the verification link: confirms an email address with its mailed code. */
export const verifyEmailRequestSchema = z.object({ code: requiredTextSchema });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;
export const verifyEmailResponseSchema = messageResponseSchema;

/** /complete-email-change?code=...: applies an email change started with initiate-email-change. */
export const completeEmailChangeRequestSchema = z.object({ code: requiredTextSchema });
export type CompleteEmailChangeRequest = z.input<typeof completeEmailChangeRequestSchema>;
export const completeEmailChangeResponseSchema = messageResponseSchema;
