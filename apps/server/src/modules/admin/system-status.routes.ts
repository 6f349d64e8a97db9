// Issue 29 item 2: GET admin/v1/system/, the answering instance and its read replica's lag as it last measured
// it (the replica pool asks every second): the admin portal's home shows it to staff taking a call about a slow
// or stale search. Nothing personal; read from memory, no statement.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SystemStatus } from '@dental/domain';
import type { AppConfig } from '../../config/app-config.js';
import type { ReplicaStatus } from '../../db/replica-pool.js';
import { contractRoute } from '../../http/contract-route.js';

export interface SystemStatusDeps {
  config: AppConfig;
  replicaStatus: () => ReplicaStatus | null;
}

/** The replica's status as the contract answers it, with the bound its reads move to the primary past. */
function replicaView(status: ReplicaStatus | null, maxLagMs: number): SystemStatus['replica'] {
  if (!status) return null;
  return {
    reads_from: status.readsFrom,
    lag_ms: status.lagMs === null ? null : Math.round(status.lagMs),
    max_lag_ms: maxLagMs,
    checked_at: status.checkedAt?.toISOString() ?? null,
  };
}

export function systemStatusRoutes({ config, replicaStatus }: SystemStatusDeps): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'admin.systemStatus',
      { summary: 'The answering API instance and its read replica: where its reads go and how far it lags' },
      async () => ({
        data: {
          instance: config.env.INSTANCE,
          version: config.version,
          replica: replicaView(replicaStatus(), config.env.REPLICA_MAX_LAG_MS),
        },
      }),
    );
  };
}
