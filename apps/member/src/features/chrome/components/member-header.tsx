import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { useBenefit } from '../../../shared/api/benefit';
import { useCustomUiData } from '../../../shared/api/custom-ui-data';
import { useMemberUser } from '../../../shared/api/member-user';
import { useUnread } from '../../../shared/api/unread';
import { useHasPastDuePlanPurchases, useHasPlanPurchases } from '../api/plan-purchases-presence';
import { AccountMenu } from './account-menu';
import { visuallyHidden } from '@dental/ui';

/** The accessible name of the Notifications button with its unread count. */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

// Labels collapse to icons with accessible names below md, so the row fits a 360px phone.
const labelled = { display: { xs: 'none', md: 'inline-flex' } } as const;
const iconOnly = { display: { xs: 'inline-flex', md: 'none' } } as const;

/**
 * Where the header shows: in the top bar from md up, in the top bar's second row below md (the 56px row
 * keeps the brand and Sign out; a 360px phone has no room for more).
 */
export function MemberHeaderSlot({ placement }: { placement: 'top-bar' | 'sub-bar' }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  if (wide !== (placement === 'top-bar')) return null;
  if (placement === 'top-bar') return <MemberHeader />;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', px: 2, minHeight: 48, display: 'flex', alignItems: 'center' }}>
      <MemberHeader />
    </Box>
  );
}

/** spec §1 header: greeting, Submit a claim (only with a form address), Find a Dentist, Notifications, My account. */
export function MemberHeader() {
  const member = useMemberUser().data;
  const claimUrl = useBenefit().data?.request_reimbursement_form_url ?? null;
  const unread = useUnread().data?.total_unread_count ?? 0;
  const hasPlanPurchases = useHasPlanPurchases().data ?? false;
  useHasPastDuePlanPurchases(hasPlanPurchases); // issue 7: the navigation's past-due warning reads it from the cache
  useCustomUiData(); // spec §1: the wording of the navigation (which reads it from the cache) depends on it
  const claimName = 'Submit a claim (opens in a new window)';
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.25, sm: 1 },
        minWidth: 0,
        flex: { xs: 1, md: 'initial' },
      }}
    >
      {member && (
        <Typography
          component="p"
          sx={{
            fontWeight: 600,
            mr: { xs: 0.5, sm: 1 },
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            minWidth: 0,
          }}
        >
          Hi, {member.first_name}
        </Typography>
      )}
      <Box sx={{ flex: 1, display: { md: 'none' } }} />
      {claimUrl && (
        <>
          <Button
            variant="contained"
            href={claimUrl}
            target="_blank"
            rel="noopener"
            aria-label={claimName}
            startIcon={<NoteAddOutlined />}
            sx={{ ...labelled, whiteSpace: 'nowrap' }}
          >
            Submit a claim
          </Button>
          <Tooltip title="Submit a claim">
            <IconButton
              href={claimUrl}
              target="_blank"
              rel="noopener"
              aria-label={claimName}
              color="primary"
              sx={iconOnly}
            >
              <NoteAddOutlined />
            </IconButton>
          </Tooltip>
        </>
      )}
      <Button
        component={RouterLink}
        to="/find-dentist"
        color="inherit"
        startIcon={<PersonSearchOutlined />}
        sx={{ ...labelled, whiteSpace: 'nowrap' }}
      >
        Find a Dentist
      </Button>
      <Tooltip title="Find a Dentist">
        <IconButton component={RouterLink} to="/find-dentist" aria-label="Find a Dentist" sx={iconOnly}>
          <PersonSearchOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Notifications" describeChild>
        <IconButton component={RouterLink} to="/notifications">
          {/* The name comes from the hidden text; the badge's number is only drawn. */}
          <Box component="span" sx={visuallyHidden}>
            {notificationsLabel(unread)}
          </Box>
          <Badge badgeContent={unread} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
            <NotificationsNoneRounded />
          </Badge>
        </IconButton>
      </Tooltip>
      <AccountMenu member={member} hasPlanPurchases={hasPlanPurchases} />
    </Box>
  );
}
