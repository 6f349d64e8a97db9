// Issue 25 item 3 (decision 0040): the admin portal's first call, GET admin/v1/me/: who the signed-in staff
// user is and what their role may do, so the portal shows only the actions the table gives them.
import { z } from 'zod';
import { STAFF_PERMISSION_NAMES, STAFF_ROLES } from '../auth/staff-permissions.js';
import { dataEnvelope } from './envelope.js';

/** The signed-in staff user: name, email, role and the permissions the role holds (STAFF_PERMISSIONS). */
export const staffMeSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(STAFF_PERMISSION_NAMES)),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** GET admin/v1/me/. */
export const staffMeResponseSchema = dataEnvelope(staffMeSchema);
