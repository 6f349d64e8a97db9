// spec §3: the address an employer or an employee gives (street lines, city, state, zip), under the same
// field rules as the member's own address (api/member-user.ts).
import { usStateSchema } from '../api/member-user.js';
import { blankAsNull } from '../validation/fields.js';
import { zipSchema } from '../validation/identifiers.js';
import { requiredTextSchema, textSchema } from '../validation/text.js';

/** spec §3 and §5: address fields as typed; line 2 is optional (blank becomes null), zip 5 digits. */
export const addressInputShape = {
  address_line_1: requiredTextSchema,
  address_line_2: blankAsNull(textSchema),
  city: requiredTextSchema,
  state: usStateSchema,
  zip: zipSchema,
};
