// Generated from the contract by scripts/contract/call-tables.ts (npm run generate:calls): do not edit.
// The employer calls' method, path and guard, without their schemas (issue 25 item 2, decision 0047).
import type { CallRoute } from './call-route.js';

export const EMPLOYER_CALLS = {} as const satisfies Record<string, CallRoute>;
