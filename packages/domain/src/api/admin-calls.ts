// The admin portal's calls (issue 25 item 3, decision 0040). In a file of its own: the staff permission table it
// reads stays out of the other portals' JavaScript.
import { guards } from './guards.js';
import type { CallRoute } from './call-route.js';

/** The admin portal's calls (issue 25 item 3): each staff call names the permission it needs (decision 0040). */
export const ADMIN_CALLS = {
  staffMe: { method: 'GET', path: 'admin/v1/me/', guard: guards.staff('me.read') },
} as const satisfies Record<string, CallRoute>;
