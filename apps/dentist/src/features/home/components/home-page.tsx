import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatIsoDate, formatMoney, UNPAID_SHARE_ATTENTION_DAYS, type Dashboard } from '@dental/domain';
import { EmptyState, LoadError, LoadingLines, PageTitle, SectionCard } from '@dental/ui';
import { useDashboard } from '../api/dashboard';
import { KeepTogether } from '../../../shared/keep-together';

/** A big number with what it counts, in the singular for one ("1 patient checked today", not "1 patients"). */
function Count({ value, one, many }: { value: number; one: string; many: string }) {
  const label = value === 1 ? one : many;
  return (
    <Box>
      <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 600, lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function NeedsAttention({ data }: { data: Dashboard['needs_attention'] }) {
  const items = [
    ...(data.unpaid_shares.count > 0
      ? [
          `${data.unpaid_shares.count} member share${data.unpaid_shares.count === 1 ? '' : 's'} unpaid for more than ${UNPAID_SHARE_ATTENTION_DAYS} days (${formatMoney(data.unpaid_shares.member_cents)})`,
        ]
      : []),
    ...(data.bank_verified ? [] : [`Payouts: the bank account is not verified (${data.bank_status})`]),
  ];
  if (items.length === 0) return <EmptyState>Nothing needs attention.</EmptyState>;
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item} disableGutters>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}

/** Issue 16 item 1: the practice's day: visits, checks, estimates waiting, what needs attention; quick actions. */
export function HomePage() {
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <Stack spacing={3}>
      <PageTitle lead={data ? `Today, ${formatIsoDate(data.today)}` : 'Today at the practice'}>Home</PageTitle>
      <Box component="nav" aria-label="Quick actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to="/eligibility" variant="contained">
          Check eligibility
        </Button>
        <Button component={RouterLink} to="/visits/new" variant="outlined">
          Record a visit
        </Button>
        <Button component={RouterLink} to="/reports" variant="outlined">
          Reports
        </Button>
      </Box>
      {dashboard.isPending && <LoadingLines lines={6} label="Loading today" />}
      {dashboard.isError && <LoadError what="today's numbers" onRetry={() => void dashboard.refetch()} />}
      {data && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <SectionCard title="Today's visits" id="home-visits">
            <Count value={data.visits_today.count} one="visit recorded today" many="visits recorded today" />
            {data.visits_today.visits.length === 0 ? (
              <EmptyState>No visits recorded today yet.</EmptyState>
            ) : (
              <List dense aria-label="Latest visits today">
                {data.visits_today.visits.map((visit) => (
                  <ListItem key={visit.id} disableGutters>
                    <ListItemText
                      // The visit opens from Home: marking the share paid is the next step for most of them.
                      primary={
                        <Link component={RouterLink} to={`/visits/${visit.id}`}>
                          {visit.patient_name}
                        </Link>
                      }
                      secondary={
                        <>
                          {visit.dentist_name ?? 'No dentist recorded'} ·{' '}
                          <KeepTogether>billed {formatMoney(visit.billed_cents)}</KeepTogether> ·{' '}
                          <KeepTogether>member {formatMoney(visit.member_cents)}</KeepTogether>
                        </>
                      }
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </SectionCard>
          <SectionCard title="Eligibility checks" id="home-checks">
            <Count value={data.checks_today} one="patient checked today" many="patients checked today" />
          </SectionCard>
          <SectionCard title="Estimates waiting" id="home-estimates">
            <Count
              value={data.estimates_waiting}
              one="estimate not yet expired, waiting for the patient"
              many="estimates not yet expired, waiting for the patient"
            />
          </SectionCard>
          <SectionCard title="Needs attention" id="home-attention">
            <NeedsAttention data={data.needs_attention} />
          </SectionCard>
        </Box>
      )}
    </Stack>
  );
}
