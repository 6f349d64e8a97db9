// Issue 6: find a dentist. The spec names the screen (§2 /find-dentist) and the enumerations (§3
// specialities, networks, practice types, weekdays) but not the calls: designed here under member/v4, with a
// signed-out variant (public/v4) for the plan-purchase flow.
import { z } from 'zod';
import { DENTIST_SPECIALITIES, WEEKDAYS } from '../enums/practices.js';
import { NETWORKS, PRACTICE_NETWORK_TYPES } from '../enums/networks.js';
import { MSG_INVALID, MSG_REQUIRED, maxLengthMessage } from '../validation/messages.js';
import { zipSchema } from '../validation/identifiers.js';
import { wellFormedText } from '../validation/fields.js';
import { RADIUS_CHOICES_MILES } from '../find-dentist/search-rules.js';
import { dataEnvelope } from './envelope.js';
import {
  idSchema,
  isoDateTimeStringSchema,
  nonNegativeCentsSchema,
  pageMetaSchema,
  paginationQuerySchema,
} from './common.js';

/** Which practices a search shows: those in the member's network (default) or all, out of network marked. */
export const NETWORK_SCOPES = ['in_network', 'all'] as const;
export type NetworkScope = (typeof NETWORK_SCOPES)[number];
/** Search order. */
export const DENTIST_SORTS = ['distance', 'name'] as const;
export type DentistSort = (typeof DENTIST_SORTS)[number];

const radiusQuery = z
  .enum(RADIUS_CHOICES_MILES.map(String) as [string, ...string[]], { error: MSG_INVALID })
  .transform(Number);
const coordinate = (limit: number) =>
  z
    .string({ error: MSG_INVALID })
    .regex(/^-?[0-9]{1,3}(\.[0-9]{1,8})?$/, { error: MSG_INVALID })
    .transform(Number)
    .pipe(z.number().min(-limit, { error: MSG_INVALID }).max(limit, { error: MSG_INVALID }));
const flag = z.enum(['true', 'false'], { error: MSG_INVALID }).transform((value) => value === 'true');
const shortText = (max: number) =>
  z
    .string({ error: MSG_INVALID })
    .trim()
    .refine(...wellFormedText)
    .max(max, { error: maxLengthMessage(max) });

/** Where to search from: a 5-digit zip (spec §5), or the browser's location when the person allows it. */
const placeFields = {
  zip: zipSchema.optional(),
  latitude: coordinate(90).optional(),
  longitude: coordinate(180).optional(),
  radius: radiusQuery.optional(),
};
function hasPlace(q: {
  zip?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}): boolean {
  return q.zip !== undefined || (q.latitude !== undefined && q.longitude !== undefined);
}

/**
 * GET member/v4/dentist-search/ (and public/v4/dentist-search/): practice locations within `radius` miles
 * (default 10) of a zip or a point, filtered and paginated. network 'in_network' (default) keeps the
 * practices in the member's network by the cumulative minimum-network rule (spec §3); 'all' adds the rest,
 * each answered with in_network false. A signed-out search has no plan: `minimum_network` stands for it.
 */
export const dentistSearchQuerySchema = paginationQuerySchema
  .extend({
    ...placeFields,
    speciality: z.enum(DENTIST_SPECIALITIES, { error: MSG_INVALID }).optional(),
    network: z.enum(NETWORK_SCOPES, { error: MSG_INVALID }).optional(),
    minimum_network: z.enum(NETWORKS, { error: MSG_INVALID }).optional(),
    accepting_new_patients: flag.optional(),
    open_on: z.enum(WEEKDAYS, { error: MSG_INVALID }).optional(),
    evenings_weekends: flag.optional(),
    language: shortText(40).optional(),
    name: shortText(100).optional(),
    sort: z.enum(DENTIST_SORTS, { error: MSG_INVALID }).optional(),
  })
  .refine(hasPlace, { error: MSG_REQUIRED, path: ['zip'] });
export type DentistSearchQuery = z.input<typeof dentistSearchQuerySchema>;
export type DentistSearchFilters = z.output<typeof dentistSearchQuerySchema>;

const hoursSlotSchema = z.object({ open: z.string(), close: z.string() });
/** Opening hours per weekday ('HH:MM' local); a missing day is closed. */
export const weeklyHoursSchema = z.partialRecord(z.enum(WEEKDAYS), hoursSlotSchema);

/** A point of the map. */
export const geoPointSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** One practice location found by a search. in_network is null when there is no plan to judge by. */
export const dentistSearchResultSchema = z.object({
  location_id: idSchema,
  practice_id: idSchema,
  practice_name: z.string(),
  location_name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distance_miles: z.number().nonnegative(),
  network: z.enum(PRACTICE_NETWORK_TYPES),
  in_network: z.boolean().nullable(),
  accepting_new_patients: z.boolean(),
  languages: z.array(z.string()),
  specialities: z.array(z.enum(DENTIST_SPECIALITIES)),
  hours: weeklyHoursSchema,
});
export type DentistSearchResult = z.infer<typeof dentistSearchResultSchema>;

/**
 * A search counts the locations that qualify only this far past the start of its page: a metro holds
 * thousands within 25 miles, and counting them all would cost more than the page itself (issue 6 budget).
 * The count stops at max(this, offset + page size); beyond it the total is a lower bound ("100+").
 * 100, not more: each counted location is one more step of the nearest-first index scan (about 6 µs on
 * PostgreSQL), and counting to 200 cost a third of the search.
 */
export const DENTIST_SEARCH_COUNT_CAP = 100;

/**
 * The search's list: `{ data: [...], meta: { page, page_size, total, total_capped, centre, radius_miles,
 * minimum_network } }`. total_capped true: more than `total` locations qualify (the count stopped there, see
 * DENTIST_SEARCH_COUNT_CAP); false: `total` is exact.
 */
export const dentistSearchResponseSchema = z.object({
  data: z.array(dentistSearchResultSchema),
  meta: pageMetaSchema.extend({
    total_capped: z.boolean(),
    centre: geoPointSchema,
    radius_miles: z.number().positive(),
    minimum_network: z.enum(NETWORKS).nullable(),
  }),
});
export type DentistSearchResponse = z.infer<typeof dentistSearchResponseSchema>;

/** A dentist of a practice. */
export const practiceDentistSchema = z.object({
  id: idSchema,
  name: z.string(),
  specialities: z.array(z.enum(DENTIST_SPECIALITIES)),
});

/** A location of a practice with its hours. */
export const practiceLocationSchema = z.object({
  id: idSchema,
  name: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  accepting_new_patients: z.boolean(),
  languages: z.array(z.string()),
  hours: weeklyHoursSchema,
});
export type PracticeLocation = z.infer<typeof practiceLocationSchema>;

/** An in-office membership plan the practice sells. */
export const practiceInOfficePlanSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  price_cents: nonNegativeCentsSchema,
  monthly_price_cents: nonNegativeCentsSchema,
  term_months: z.int().positive(),
  discount_percent: z.int().min(0).max(100),
});

/** GET member/v4/practices/{id}/: a practice page. data_verified_at is null when never verified. */
export const practiceDetailsSchema = z.object({
  id: idSchema,
  name: z.string(),
  network: z.enum(PRACTICE_NETWORK_TYPES),
  in_network: z.boolean().nullable(),
  phone: z.string(),
  website: z.string().nullable(),
  data_verified_at: isoDateTimeStringSchema.nullable(),
  locations: z.array(practiceLocationSchema),
  dentists: z.array(practiceDentistSchema),
  in_office_plans: z.array(practiceInOfficePlanSchema),
});
export type PracticeDetails = z.infer<typeof practiceDetailsSchema>;
export const practiceDetailsResponseSchema = dataEnvelope(practiceDetailsSchema);
export type PracticeDetailsResponse = z.infer<typeof practiceDetailsResponseSchema>;
