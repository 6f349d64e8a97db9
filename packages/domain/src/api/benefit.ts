// spec §3 and §7: the member's benefit, ID card data and ID card links.
import { z } from 'zod';
import { BENEFIT_TYPES } from '../enums/benefit-types.js';
import { NETWORKS } from '../enums/networks.js';
import { memberIdSchema, phoneDigitsSchema } from '../validation/identifiers.js';
import { dataEnvelope } from './envelope.js';
import { centsSchema, idSchema, isoDateStringSchema, labelSchema, linkSchema } from './common.js';

/** spec §3: a benefit type as the API answers it (always the canonical 'in office'). */
export const benefitTypeSchema = z.enum(BENEFIT_TYPES);

/**
 * spec §3: the benefit. Amounts are integer cents. The individual (dental) limit always exists; the family
 * and ortho fields are null when the plan has no such limit (spec §2: those rows are then not shown).
 */
export const benefitSchema = z.object({
  benefit_type: benefitTypeSchema,
  plan_name: z.string(),
  /** spec §2: the label of the plan overview navigation entry ('My Plan', 'My Membership' ...). */
  plan_label: labelSchema,
  request_reimbursement_form_url: linkSchema.nullable(),
  dental_benefit_limit: centsSchema,
  dental_benefit_used: centsSchema,
  dental_benefit_remaining: centsSchema,
  family_benefit_limit: centsSchema.nullable(),
  family_benefit_used: centsSchema.nullable(),
  family_benefit_remaining: centsSchema.nullable(),
  ortho_benefit_limit: centsSchema.nullable(),
  ortho_benefit_used: centsSchema.nullable(),
  ortho_benefit_remaining: centsSchema.nullable(),
});
export type Benefit = z.infer<typeof benefitSchema>;

/** spec §7: GET member/v4/benefit/ (data.data). */
export const benefitResponseSchema = dataEnvelope(benefitSchema);
export type BenefitResponse = z.infer<typeof benefitResponseSchema>;

/**
 * Member ID card data (spec §3: fields not shown; designed here): what a dental ID card prints. network is
 * the plan's minimum network, null when there is none (inactive).
 */
export const memberIdCardDataSchema = z.object({
  member_name: z.string(),
  member_id: memberIdSchema,
  plan_name: z.string(),
  network: z.enum(NETWORKS).nullable(),
  group_number: z.string().nullable(),
  effective_date: isoDateStringSchema.nullable(),
  customer_service_phone: phoneDigitsSchema,
  issuer_name: z.string(),
  is_healthshare: z.boolean(),
});
export type MemberIdCardData = z.infer<typeof memberIdCardDataSchema>;

/** spec §7: GET member/v5/benefit/member-id-card-data/. */
export const memberIdCardDataResponseSchema = dataEnvelope(memberIdCardDataSchema);

/** spec §3: ID card links of the family. */
export const idCardsLinksSchema = z.object({
  requesting_member_url: linkSchema,
  family_members: z.array(z.object({ family_patient_id: idSchema, family_member_url: linkSchema })),
});
export type IdCardsLinks = z.infer<typeof idCardsLinksSchema>;

/** spec §7: GET member/v4/patient/get-id-cards-links/ (data.data). */
export const idCardsLinksResponseSchema = dataEnvelope(idCardsLinksSchema);

export { ID_CARD_FILE_PATHS } from './endpoint-paths.js';
