// Issue 16 item 2 (decision 0029): the practice's profile, locations and dentists, as the owner edits them
// and the front desk reads them. City and state come from the zip data (the same the dentist search uses),
// so an address is its street lines and a zip; an unknown zip is said on the zip field.
import { z } from 'zod';
import { BANK_STATUSES, DENTIST_SPECIALITIES, WEEKDAYS } from '../enums/practices.js';
import { BUSINESS_TAX_ID_TYPES } from '../enums/people.js';
import { PRACTICE_NETWORK_TYPES } from '../enums/networks.js';
import { checkedNpiSchema } from '../dentist/npi.js';
import { blankAsNull } from '../validation/fields.js';
import { dentistLicenseSchema, phoneDigitsSchema, phoneSchema, zipSchema } from '../validation/identifiers.js';
import { taxIdSchema } from '../validation/tax-ids.js';
import { requiredTextSchema, textSchema } from '../validation/text.js';
import { MSG_INVALID, MSG_REQUIRED } from '../validation/messages.js';
import { dataEnvelope } from './envelope.js';
import { PRACTICE_ROLES } from './guards.js';
import { idSchema } from './common.js';

/** Said on a weekday whose closing time is not after its opening time. */
export const MSG_CLOSE_AFTER_OPEN = 'Closing time must be after opening time';
/** Languages a location lists at most. */
export const LOCATION_LANGUAGES_MAX = 20;

/** A choice's message: 'Required' when missing or blank, 'Invalid' for a value not in the list. */
const choiceError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? MSG_REQUIRED : MSG_INVALID;

/** An address as typed: street lines and a zip (city and state come from the zip). */
const addressInputShape = {
  address_line_1: requiredTextSchema,
  address_line_2: blankAsNull(textSchema),
  zip: zipSchema,
};
/** An address as answered, with the city and state the zip gave. */
const addressShape = {
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
};

// ---- profile ----

/** The practice as its users see it. The network tier and bank status are the provider's: shown, not edited. */
export const practiceProfileSchema = z.object({
  id: idSchema,
  name: z.string(),
  npi: z.string().nullable(),
  tax_id_type: z.enum(BUSINESS_TAX_ID_TYPES).nullable(),
  /** The last four digits of the tax id on file (the whole EIN or SSN is never answered). */
  tax_id_last4: z.string().nullable(),
  phone: phoneDigitsSchema,
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  network: z.enum(PRACTICE_NETWORK_TYPES),
  bank_status: z.enum(BANK_STATUSES),
  /** Its active dentists' specialities, distinct and sorted (spec §3). */
  specialities: z.array(z.enum(DENTIST_SPECIALITIES)),
  /** The caller's role: the portal shows the owner's edit actions, the front desk reads (the server guards). */
  viewer_role: z.enum(PRACTICE_ROLES),
});
export type PracticeProfile = z.infer<typeof practiceProfileSchema>;
export const practiceProfileResponseSchema = dataEnvelope(practiceProfileSchema);

/** PATCH dentist/v1/practice/: the whole profile form (owner). */
export const practiceProfileUpdateSchema = z.object({
  name: requiredTextSchema,
  npi: checkedNpiSchema,
  tax_id_type: z.enum(BUSINESS_TAX_ID_TYPES, { error: choiceError }),
  /** Blank keeps the tax id on file (the form never shows it whole). */
  tax_id: blankAsNull(taxIdSchema),
  phone: phoneSchema,
  ...addressInputShape,
});
export type PracticeProfileUpdate = z.input<typeof practiceProfileUpdateSchema>;

// ---- locations ----

/** 'HH:MM', 24-hour. */
const timeSchema = z.string({ error: MSG_REQUIRED }).regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/, { error: MSG_INVALID });
/** One weekday's hours; null when closed. */
const dayHoursSchema = z
  .object({ open: timeSchema, close: timeSchema })
  .refine((day) => day.close > day.open, { error: MSG_CLOSE_AFTER_OPEN, path: ['close'] })
  .nullable();
/** spec §3 weekdays: the hours of each, Monday to Sunday (null: closed). */
export const locationHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<
    (typeof WEEKDAYS)[number],
    typeof dayHoursSchema
  >,
);
export type LocationHoursInput = z.input<typeof locationHoursSchema>;

export const managedLocationSchema = z.object({
  id: idSchema,
  name: z.string(),
  ...addressShape,
  phone: phoneDigitsSchema,
  hours: locationHoursSchema,
  accepting_new_patients: z.boolean(),
  languages: z.array(z.string()),
});
export type ManagedLocation = z.infer<typeof managedLocationSchema>;
export const practiceLocationsResponseSchema = dataEnvelope(z.array(managedLocationSchema));
export const practiceLocationResponseSchema = dataEnvelope(managedLocationSchema);

/** POST dentist/v1/practice/locations/ and PATCH .../:id/ (owner): the whole location form. */
export const practiceLocationInputSchema = z.object({
  name: requiredTextSchema,
  ...addressInputShape,
  phone: phoneSchema,
  hours: locationHoursSchema,
  accepting_new_patients: z.boolean({ error: MSG_REQUIRED }),
  languages: z
    .array(requiredTextSchema, { error: MSG_REQUIRED })
    .min(1, { error: MSG_REQUIRED })
    .max(LOCATION_LANGUAGES_MAX, { error: MSG_INVALID }),
});
export type PracticeLocationInput = z.input<typeof practiceLocationInputSchema>;

// ---- dentists ----

export const managedDentistSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  license_number: z.string(),
  npi: z.string(),
  speciality: z.enum(DENTIST_SPECIALITIES),
  /** False once removed while visits still name them (their history stays). */
  active: z.boolean(),
});
export type ManagedDentist = z.infer<typeof managedDentistSchema>;
export const practiceDentistsResponseSchema = dataEnvelope(z.array(managedDentistSchema));
export const practiceDentistResponseSchema = dataEnvelope(managedDentistSchema);

/** POST dentist/v1/practice/dentists/ and PATCH .../:id/ (owner). */
export const practiceDentistInputSchema = z.object({
  first_name: requiredTextSchema,
  last_name: requiredTextSchema,
  license_number: dentistLicenseSchema,
  npi: checkedNpiSchema,
  speciality: z.enum(DENTIST_SPECIALITIES, { error: choiceError }),
});
export type PracticeDentistInput = z.input<typeof practiceDentistInputSchema>;

/** Issue 26 item 10: a practice keeps at least one location (its visits and the member's search need one). */
export const MSG_LAST_LOCATION = 'A practice needs at least one location: add another before removing this one';

/** Issue 26 item 10: a location removed (idempotent: removing it again says the same). */
export const locationRemovalResponseSchema = dataEnvelope(z.object({ message: z.string() }));

/** What removing a dentist did: deleted, or deactivated because visits name them. */
export const dentistRemovalResponseSchema = dataEnvelope(z.object({ outcome: z.enum(['deleted', 'deactivated']) }));
