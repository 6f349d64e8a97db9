import { z } from 'zod';

/** spec §7 and DESIGN §3: every success body is `{ data: ... }`. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** DESIGN §3: error bodies carry a message or field messages under `errors`. */
export const errorBodySchema = z.object({
  errors: z.union([z.string(), z.record(z.string(), z.union([z.string(), z.array(z.string())]))]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A plain message answer (password reset calls answer a message, spec §7). */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;
