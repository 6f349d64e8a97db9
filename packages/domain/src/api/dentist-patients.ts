// Issue 16 item 6: the practice's patients (those it saw or checked), searchable (decision 0030). A row names
// the patient by the keys the front desk looks them up with (member id and date of birth), never by an id:
// the list links to the eligibility look-up, which re-reads coverage and audits it (decision 0027).
import { z } from 'zod';
import { MSG_INVALID, maxLengthMessage } from '../validation/messages.js';
import { wellFormedText } from '../validation/fields.js';
import { TEXT_INPUT_MAX_LENGTH } from '../validation/limits.js';
import { isoDateStringSchema, isoDateTimeStringSchema, paginatedEnvelope, paginationQuerySchema } from './common.js';

/** GET dentist/v1/patients/?q=smith&page=2: q matches a name (any part, any case) or a member id (its start). */
export const practicePatientsQuerySchema = paginationQuerySchema.extend({
  q: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: MSG_INVALID })
      .trim()
      .max(TEXT_INPUT_MAX_LENGTH, { error: maxLengthMessage(TEXT_INPUT_MAX_LENGTH) })
      .refine(...wellFormedText)
      .optional(),
  ),
});
export type PracticePatientsQuery = z.input<typeof practicePatientsQuerySchema>;

/** One of the practice's patients; the list is sorted by last activity (a visit or a check), latest first. */
export const practicePatientSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  member_id: z.string(),
  date_of_birth: isoDateStringSchema,
  /** The latest visit at this practice (null: only checked). */
  last_visit_date: isoDateStringSchema.nullable(),
  /** The latest eligibility look-up or Benefit Search of this practice (null: only seen). */
  last_checked_at: isoDateTimeStringSchema.nullable(),
});
export type PracticePatient = z.infer<typeof practicePatientSchema>;

export const practicePatientsResponseSchema = paginatedEnvelope(practicePatientSchema);
export type PracticePatientsResponse = z.infer<typeof practicePatientsResponseSchema>;
