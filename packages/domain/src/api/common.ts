// Shared field schemas of the API contract (spec §7, DESIGN §3). Response schemas carry no transforms,
// so they describe the JSON exactly (OpenAPI) and serialise as they are.
import { z } from 'zod';
import { dataEnvelope, messageSchema } from './envelope.js';

/** A database id: a positive safe integer. */
export const idSchema = z.int().positive();
export type Id = z.infer<typeof idSchema>;

/** An id in a path, '12' -> 12 (digits only, no leading zero). */
export const idParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/)
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
  .string()
  .regex(/^[1-9][0-9]{0,5}$/)
  .transform(Number);

/** DESIGN §3: query of a paginated list: page (from 1) and page_size (1 to 100), both optional strings. */
export const paginationQuerySchema = z.object({
  page: pageNumber.optional(),
  page_size: pageNumber.pipe(z.number().max(MAX_PAGE_SIZE)).optional(),
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
