// spec §3 and §7: family members, their update, and the combined members list.
import { z } from 'zod';
import { GENDERS, RELATIONSHIPS } from '../enums/people.js';
import { MSG_INVALID } from '../validation/messages.js';
import { dateOfBirthSchema } from '../validation/dates.js';
import { blankAsNull } from '../validation/fields.js';
import { requiredTextSchema, textSchema } from '../validation/text.js';
import { benefitTypeSchema } from './benefit.js';
import { dataEnvelope } from './envelope.js';
import { centsSchema, idSchema, isoDateStringSchema, linkSchema } from './common.js';

/**
 * spec §3: a family member; patient is its patient id, name its full name. Issue 26 item 6: the person's own
 * individual (annual max) limit, used and remaining, as the benefit names them; null without a network plan
 * (no plan, or an in-office membership, has no annual maximum).
 */
export const familyMemberSchema = z.object({
  patient: idSchema,
  name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  is_minor: z.boolean(),
  benefit_type: benefitTypeSchema,
  plan_name: z.string().nullable(),
  dcs_url: linkSchema.nullable(),
  relationship: z.enum(RELATIONSHIPS),
  date_of_birth: isoDateStringSchema,
  dental_benefit_limit: centsSchema.nullable(),
  dental_benefit_used: centsSchema.nullable(),
  dental_benefit_remaining: centsSchema.nullable(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** spec §7: GET member/v4/family-members/ (data.data; spec §9: the family list defaults to empty). */
export const familyMembersResponseSchema = dataEnvelope(z.array(familyMemberSchema));
export type FamilyMembersResponse = z.infer<typeof familyMembersResponseSchema>;

/** spec §7: PATCH member/v4/family-members/{id}/ carries the changed fields, each under its rule. */
export const familyMemberUpdateRequestSchema = z
  .object({
    first_name: requiredTextSchema,
    middle_name: blankAsNull(textSchema),
    last_name: requiredTextSchema,
    date_of_birth: dateOfBirthSchema(),
    gender: z.enum(GENDERS, { error: MSG_INVALID }).nullable(),
  })
  .partial();
export type FamilyMemberUpdateRequest = z.input<typeof familyMemberUpdateRequestSchema>;

/** spec §7: the PATCH answers the updated family member. */
export const familyMemberUpdateResponseSchema = dataEnvelope(familyMemberSchema);

/** spec §3: an entry of the combined members list. */
export const combinedMemberSchema = z.object({
  id: idSchema,
  name: z.string(),
  display_name: z.string(),
  is_minor: z.boolean(),
});
export type CombinedMember = z.infer<typeof combinedMemberSchema>;
