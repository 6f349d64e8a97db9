// spec §3 and §7: the member's own user record, email change, password change and custom UI data.
import { z } from 'zod';
import { GENDERS, RELATIONSHIPS } from '../enums/people.js';
import { US_STATE_CODES } from '../enums/us-states.js';
import { emailSchema } from '../validation/email.js';
import { blankAsNull } from '../validation/fields.js';
import { dateOfBirthSchema } from '../validation/dates.js';
import { memberIdSchema, phoneDigitsSchema, phoneSchema, zipSchema } from '../validation/identifiers.js';
import { changePasswordSchema } from '../validation/password-forms.js';
import { requiredTextSchema, textSchema } from '../validation/text.js';
import { MSG_INVALID } from '../validation/messages.js';
import { dataEnvelope } from './envelope.js';
import { idSchema, isoDateStringSchema, messageResponseSchema } from './common.js';

/** spec §3: a US state, territory or armed-forces code. */
export const usStateSchema = z.enum(US_STATE_CODES, { error: MSG_INVALID });

/** spec §3: the patient fields of a person (the member or a family member). */
export const patientFieldsSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  date_of_birth: isoDateStringSchema,
  gender: z.enum(GENDERS).nullable(),
  phone: phoneDigitsSchema.nullable(),
  member_id: memberIdSchema,
  relationship: z.enum(RELATIONSHIPS),
});

/** spec §3: address fields (the member's home address). */
export const addressFieldsSchema = z.object({
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state: usStateSchema,
  zip: zipSchema,
});

/** spec §3: the member, email plus patient and address fields, flat. */
export const memberSchema = z.object({
  email: z.string(),
  /** spec §2: false while the member's sign-up is unfinished; protected routes then send them to /sign-up. */
  signup_complete: z.boolean(),
  ...patientFieldsSchema.shape,
  ...addressFieldsSchema.shape,
});
export type Member = z.infer<typeof memberSchema>;

/** spec §7: GET and PATCH member/v4/user/ answer the member (data.data). */
export const memberResponseSchema = dataEnvelope(memberSchema);
export type MemberResponse = z.infer<typeof memberResponseSchema>;

/**
 * spec §7: PATCH member/v4/user/ carries changed personal fields, each under its field rule. An email equal
 * to the current one (ignoring case and accents, spec §5) is no change; a different one goes through
 * initiate-email-change. Member id and relationship are not editable.
 */
export const memberUpdateRequestSchema = z
  .object({
    email: emailSchema,
    first_name: requiredTextSchema,
    middle_name: blankAsNull(textSchema),
    last_name: requiredTextSchema,
    date_of_birth: dateOfBirthSchema(),
    gender: z.enum(GENDERS, { error: MSG_INVALID }).nullable(),
    phone: blankAsNull(phoneSchema),
    address_line_1: requiredTextSchema,
    address_line_2: blankAsNull(textSchema),
    city: requiredTextSchema,
    state: usStateSchema,
    zip: zipSchema,
  })
  .partial();
export type MemberUpdateRequest = z.input<typeof memberUpdateRequestSchema>;

/** spec §7: POST member/v4/user/initiate-email-change/. */
export const initiateEmailChangeRequestSchema = z.object({ email: emailSchema });
export type InitiateEmailChangeRequest = z.input<typeof initiateEmailChangeRequestSchema>;
/** spec §7: answers a message (shown instead of the usual success message, spec §8). */
export const initiateEmailChangeResponseSchema = messageResponseSchema;

/** spec §7: PATCH member/v4/user/password/ (field names decided here). */
export const passwordChangeRequestSchema = changePasswordSchema;
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;
/** spec §7: answers a message. */
export const passwordChangeResponseSchema = messageResponseSchema;

/** spec §3: custom UI data. */
export const customUiDataSchema = z.object({ is_healthshare: z.boolean() });
export type CustomUiData = z.infer<typeof customUiDataSchema>;
/** spec §7: GET member/v4/user/custom-ui-data/. */
export const customUiDataResponseSchema = dataEnvelope(customUiDataSchema);
