import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG_PLAN_NOT_AVAILABLE, START_PLAN_PURCHASE_PLAN_PARAM } from '@dental/domain';
import { AuthHeading, CenteredShell, LoadingLines, signInPathFor, useSessionState } from '@dental/ui';
import { useInOfficePlan } from '../../features/in-office-plans/api/in-office-plan';
import {
  completePurchaseHref,
  fullPriceLine,
  monthlyPriceLine,
  planLocationOf,
  practiceAddress,
} from '../../features/in-office-plans/components/plan-price';

function planIdOf(search: URLSearchParams): string | null {
  const value = search.get(START_PLAN_PURCHASE_PLAN_PARAM) ?? '';
  return /^[1-9][0-9]{0,14}$/.test(value) ? value : null;
}

function PlanSummary({ planId, locationId }: { planId: string; locationId: string | null }) {
  const plan = useInOfficePlan(planId, { signedOut: true, locationId });
  if (plan.isPending) return <LoadingLines lines={3} label="Loading the plan" />;
  if (plan.isError) return <Alert severity="warning">{MSG_PLAN_NOT_AVAILABLE}</Alert>;
  return (
    <Stack spacing={0.5} component="section" aria-label="The plan">
      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
        {plan.data.name}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{plan.data.practice.name}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {practiceAddress(plan.data.practice)}
      </Typography>
      <Typography variant="body2">Paid in full: {fullPriceLine(plan.data)}</Typography>
      <Typography variant="body2">Monthly: {monthlyPriceLine(plan.data)}</Typography>
    </Stack>
  );
}

/**
 * spec §2 /start-plan-purchase (outside both layouts): a practice's plan link (?plan=ID). Signed out: sign in
 * (coming back to /complete-plan-purchase) or create an account (/purchase-sign-up); signed in: continue.
 */
export function Component() {
  const [search] = useSearchParams();
  const planId = planIdOf(search);
  const locationId = planLocationOf(search);
  const status = useSessionState().status;
  const signedIn = status === 'logged-in';
  const complete = planId
    ? completePurchaseHref(Number(planId), locationId === null ? undefined : Number(locationId))
    : '/in-office-plans';
  const [pathname, query = ''] = complete.split('?');
  const signIn = signInPathFor({ pathname: pathname ?? complete, search: query ? `?${query}` : '' });
  return (
    <CenteredShell>
      {/* A signed-in member is not asked to sign in (issue 17); while the session is checked, neither. */}
      <AuthHeading
        title="Buy an in-office dental plan"
        lead={
          signedIn
            ? 'You are signed in: continue to choose who the plan covers and how to pay.'
            : status === 'checking'
              ? undefined
              : 'Sign in or create an account to buy this plan from the practice.'
        }
      />
      <Stack spacing={3}>
        {planId ? (
          <PlanSummary planId={planId} locationId={locationId} />
        ) : (
          <Alert severity="info">
            {signedIn
              ? 'No plan was chosen: you can pick one in Shop dental plans.'
              : 'No plan was chosen: you can pick one after signing in.'}
          </Alert>
        )}
        {status === 'checking' ? (
          <LoadingLines lines={2} label="Checking whether you are signed in" />
        ) : signedIn ? (
          <Button component={RouterLink} to={complete} variant="contained" size="large" fullWidth>
            Continue to purchase
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to={signIn} variant="contained" size="large" fullWidth>
              Sign in to buy
            </Button>
            <Button
              component={RouterLink}
              to={planId ? `/purchase-sign-up?${START_PLAN_PURCHASE_PLAN_PARAM}=${planId}` : '/purchase-sign-up'}
              variant="outlined"
              size="large"
              fullWidth
            >
              Create an account
            </Button>
          </>
        )}
      </Stack>
    </CenteredShell>
  );
}
