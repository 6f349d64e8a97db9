// Issue 29 item 2: the read replica's lag on a screen. Staff taking a call about a search that misses a
// practice just added, or a slow report, see where the answering instance reads and how far behind it is.
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@dental/domain';
import { LoadError, LoadingLines, SectionCard, useApiClient } from '@dental/ui';

/** Asked again each minute while the page is open: the lag moves, the page is left open on a desk. */
const REFRESH_MS = 60_000;

const seconds = (ms: number) => `${(ms / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} s`;

/** What the replica's state means for the reads that may use it (search, price check, the visits report). */
function ReplicaLine({ replica }: { replica: SystemStatus['replica'] }) {
  if (!replica)
    return <Typography>No read replica is configured: searches and reports read the primary database.</Typography>;
  if (replica.reads_from === 'replica')
    return (
      <Typography>
        Read replica: serving searches and reports, {replica.lag_ms ? `${seconds(replica.lag_ms)} behind` : 'caught up'}
        . Past {seconds(replica.max_lag_ms)} behind, they read the primary.
      </Typography>
    );
  return (
    <Alert severity="warning" variant="outlined">
      Read replica {replica.lag_ms === null ? 'not answering' : `${seconds(replica.lag_ms)} behind`}: searches and
      reports read the primary database until it is back within {seconds(replica.max_lag_ms)}.
    </Alert>
  );
}

/** The answering instance and its read replica (GET admin/v1/system/). */
export function SystemStatusCard() {
  const client = useApiClient();
  const status = useQuery({
    queryKey: ['admin-system-status'],
    queryFn: async () => (await client.call('admin.systemStatus')).data,
    refetchInterval: REFRESH_MS,
  });
  return (
    <SectionCard title="System" id="system-status">
      {status.isPending && <LoadingLines lines={2} label="Loading the system status" />}
      {status.isError && <LoadError what="the system status" onRetry={() => void status.refetch()} />}
      {status.data && (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>
            Answered by instance {status.data.instance}, version {status.data.version}.
          </Typography>
          <ReplicaLine replica={status.data.replica} />
        </>
      )}
    </SectionCard>
  );
}
