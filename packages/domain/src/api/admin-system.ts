// Issue 29 item 2: the read replica's lag, measured by each API instance and shown to provider staff on the
// admin portal's home (GET admin/v1/system/): where the instance's replica reads go now, and how far behind.
import { z } from 'zod';
import { dataEnvelope } from './envelope.js';

/** The read replica as the answering instance sees it; null when it runs without one (DATABASE_REPLICA_URL). */
export const replicaStatusSchema = z.object({
  /** 'replica': search and reports read there; 'primary': it is down or further behind than max_lag_ms. */
  reads_from: z.enum(['replica', 'primary']),
  /** How far behind the primary it is (0: caught up); null while it does not answer. */
  lag_ms: z.number().int().nonnegative().nullable(),
  /** The lag past which its reads go to the primary (REPLICA_MAX_LAG_MS). */
  max_lag_ms: z.number().int().positive(),
  /** When the instance last asked it (ISO 8601); null before the first answer. */
  checked_at: z.string().nullable(),
});
export type ReplicaStatusView = z.infer<typeof replicaStatusSchema>;

/** The answering API instance and its database. */
export const systemStatusSchema = z.object({
  /** The instance's name (INSTANCE) and the build's version: which of several instances answered. */
  instance: z.string(),
  version: z.string(),
  replica: replicaStatusSchema.nullable(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** GET admin/v1/system/. */
export const systemStatusResponseSchema = dataEnvelope(systemStatusSchema);
