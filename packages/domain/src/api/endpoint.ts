import type { z } from 'zod';
import type { HttpMethod } from './endpoint-paths.js';
import type { Guard } from './guards.js';

/** One call of the contract: where it goes, who may make it (decision 0023) and its schemas. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  guard: Guard;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /**
   * Issue 29 item 2: 'replica' when the call's reads may come from the read replica, a bounded moment behind the
   * primary (search, price check, reports): never a call that reads what the same person just wrote. The server
   * picks the call's database by this declaration (readsDatabase); without it, the primary.
   */
  reads?: ReadsFrom;
}

/** Where a call may read from: the read replica, for reads that tolerate its lag (issue 29 item 2). */
export type ReadsFrom = 'replica';
