import { z } from 'zod';
import { MSG_PASSWORDS_MUST_MATCH, newPasswordSchema, requiredString } from '@dental/domain';

/** A new password (spec §5: the new-password rule and strength) and its matching confirmation. */
export function withConfirmedPassword<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({ ...shape, password: newPasswordSchema, confirm_password: requiredString() })
    .superRefine((value, ctx) => {
      const { password, confirm_password: confirm } = value as { password?: unknown; confirm_password?: unknown };
      if (confirm !== password)
        ctx.addIssue({ code: 'custom', message: MSG_PASSWORDS_MUST_MATCH, path: ['confirm_password'] });
    });
}
