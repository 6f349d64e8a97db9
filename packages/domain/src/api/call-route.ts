// The shape of one call's route (spec §7, decision 0023): its method, path under /api/ and guard, without its
// schemas. Each portal's table of routes is a file of its own (member-calls.ts, dentist-calls.ts, ...), so a
// portal's JavaScript evaluates its own table only, not every portal's (the 180 KB initial-JavaScript budget).
import type { Guard } from './guards.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Where one call goes and who may make it: its method, path and guard, without its schemas. */
export interface CallRoute {
  method: HttpMethod;
  path: string;
  guard: Guard;
}
