// Shared field schemas of the API contract (spec §7, DESIGN §3). Response schemas carry no transforms,
// so they describe the JSON exactly (OpenAPI) and serialise as they are.
import { z } from 'zod';
import { MSG_NOT_FOUND } from '../errors/error-catalogue.js';
import { MSG_INVALID, MSG_REQUIRED } from '../validation/messages.js';
import { dataEnvelope, messageSchema } from './envelope.js';

/**
 * The largest id: every id the API takes or answers is a PostgreSQL integer (serial) column, and a larger
 * number sent to one is a database error, not a row that is not there (issue 15).
 */
export const ID_MAX = 2_147_483_647;

/** A database id: a positive integer in the column's range; anything else is 'Invalid'. */
export const idSchema = z
  .int({ error: MSG_INVALID })
  .positive({ error: MSG_INVALID })
  .max(ID_MAX, { error: MSG_INVALID });
export type Id = z.infer<typeof idSchema>;

/** An id written in a query string, '12' -> 12: digits, no leading zero, in the column's range. */
export function idStringSchema(typeError: string = MSG_INVALID) {
  return z
    .string({ error: typeError })
    .regex(/^[1-9][0-9]{0,9}$/, { error: MSG_INVALID })
    .transform(Number)
    .pipe(idSchema);
}

/** An optional id filter of a query ('patient_id=12'). */
export const idQuerySchema = idStringSchema();
/** A required id of a query: a missing one is 'Required'. */
export const requiredIdQuerySchema = idStringSchema(MSG_REQUIRED);

/**
 * An id in a path, '12' -> 12 (digits only, no leading zero). A number past the column's range names no
 * record: 'Not found.' (the error handler answers 404 for a path that names nothing), not 'Invalid'.
 */
export const idParamSchema = z
  .string({ error: MSG_INVALID })
  .regex(/^[1-9][0-9]*$/, { error: MSG_INVALID, abort: true })
  .refine((value) => value.length <= String(ID_MAX).length && Number(value) <= ID_MAX, { error: MSG_NOT_FOUND })
  .transform(Number);

/** Path parameters `{ id }` of a single-resource call. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** DESIGN §5: an amount of money in integer cents (may be negative: a remaining amount can be overspent). */
export const centsSchema = z.int();
/** An amount of money in integer cents that cannot be negative (prices, payments). */
export const nonNegativeCentsSchema = z.int().nonnegative();

/** A calendar date, 'YYYY-MM-DD'. */
export const isoDateStringSchema = z.iso.date();
/** An instant with its offset, '2025-01-31T09:30:00.000Z'. */
export const isoDateTimeStringSchema = z.iso.datetime({ offset: true });

/** A link the client opens or fetches: an absolute URL or a path on the API's origin. */
export const linkSchema = z.string().min(1);

/** The last four digits of a card. */
export const cardLast4Schema = z.string().regex(/^[0-9]{4}$/);

/** A non-empty display string. */
export const labelSchema = z.string().min(1);

/** A `{ data: { message } }` answer (password reset, email change, logout ...). */
export const messageResponseSchema = dataEnvelope(messageSchema);
export type MessageEnvelope = z.infer<typeof messageResponseSchema>;

/** Default and largest page sizes of paginated lists (decided here). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const pageNumber = z
  .string({ error: MSG_INVALID })
  .regex(/^[1-9][0-9]{0,5}$/, { error: MSG_INVALID })
  .transform(Number);

/** DESIGN §3: query of a paginated list: page (from 1) and page_size (1 to 100), both optional strings. */
export const paginationQuerySchema = z.object({
  page: pageNumber.optional(),
  page_size: pageNumber.pipe(z.number().max(MAX_PAGE_SIZE, { error: MSG_INVALID })).optional(),
});
export type PaginationQuery = z.input<typeof paginationQuerySchema>;

/** Where a page sits in a list: page number, page size and total items. */
export const pageMetaSchema = z.object({
  page: z.int().positive(),
  page_size: z.int().positive().max(MAX_PAGE_SIZE),
  total: z.int().nonnegative(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** DESIGN §3: a paginated list: `{ data: [...], meta: { page, page_size, total } }` (data.data is the list). */
export function paginatedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}
