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
}
