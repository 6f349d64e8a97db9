// Generated from the contract by scripts/contract/call-tables.ts (npm run generate:calls): do not edit.
// The admin calls' method, path and guard, without their schemas (issue 25 item 2, decision 0047).
import { guards } from './guards.js';
import type { CallRoute } from './call-route.js';

export const ADMIN_CALLS = {
  staffMe: { method: 'GET', path: 'admin/v1/me/', guard: guards.staff('me.read') },
  systemStatus: { method: 'GET', path: 'admin/v1/system/', guard: guards.staff('system.read') },
} as const satisfies Record<string, CallRoute>;
