// Issue 27 item 7, decision 0059: the group ID card (spec §2 names it among the member portal's chunks), one per
// employee of a company: the company, its group number, the employee and their member id, the plan of the offering
// in force, the cover start and the dependents covered, and the provider's contact as the member card has it.
// The company's HR admin downloads one employee's card (PDF, PNG) or every active employee's in one PDF; a member
// with an employer benefit sees their household's card and downloads it. The files are FILES entries
// (file-routes.ts); the member's card data is a call of CONTRACT.member beside the member ID card's. The paths,
// messages and printed labels are in employer-id-card-paths.ts.
import { z } from 'zod';
import { RELATIONSHIPS } from '../enums/people.js';
import { STANDARD_PLAN_TYPES } from '../enums/plans.js';
import { memberIdSchema, phoneDigitsSchema } from '../validation/identifiers.js';
import { dataEnvelope } from './envelope.js';
import { isoDateStringSchema } from './common.js';

/** A dependent the card lists: covered by the company on the day the card is made. */
export const groupIdCardDependentSchema = z.object({
  name: z.string(),
  relationship: z.enum(RELATIONSHIPS),
});
export type GroupIdCardDependent = z.infer<typeof groupIdCardDependentSchema>;

/**
 * What a group ID card prints. plan_name and plan_type are the offering in force for the employee's class
 * (the benefit's plan when the company offers none); plan_type is null for a custom plan.
 */
export const groupIdCardSchema = z.object({
  company_name: z.string(),
  group_number: z.string(),
  employee_name: z.string(),
  member_id: memberIdSchema,
  plan_name: z.string().nullable(),
  plan_type: z.enum(STANDARD_PLAN_TYPES).nullable(),
  cover_start_date: isoDateStringSchema,
  dependents: z.array(groupIdCardDependentSchema),
  customer_service_phone: phoneDigitsSchema,
  issuer_name: z.string(),
});
export type GroupIdCard = z.infer<typeof groupIdCardSchema>;

/** GET member/v4/benefit/group-id-card/: the household's group card, null without an employer benefit. */
export const memberGroupIdCardResponseSchema = dataEnvelope(groupIdCardSchema.nullable());
export type MemberGroupIdCardResponse = z.infer<typeof memberGroupIdCardResponseSchema>;
