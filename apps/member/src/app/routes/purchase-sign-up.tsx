import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { START_PLAN_PURCHASE_PLAN_PARAM } from '@dental/domain';
import { signInPathFor } from '@dental/ui';
import { NewMemberSignupForm } from '../../features/signup/components/new-member-signup-form';

/** Where signing in leads back to: the plan's checkout (or the shop when no plan was chosen). */
function signInToPurchase(planId: string | null): string {
  if (!planId) return signInPathFor({ pathname: '/in-office-plans', search: '' });
  return signInPathFor({ pathname: '/complete-plan-purchase', search: `?${START_PLAN_PURCHASE_PLAN_PARAM}=${planId}` });
}

/**
 * spec §2 /purchase-sign-up (signed-out layout): the new-member sign-up (decision 5: the mailed link verifies
 * the email before the first sign-in), then sign in and come back to the plan's checkout.
 */
export function Component() {
  const [search] = useSearchParams();
  const plan = search.get(START_PLAN_PURCHASE_PLAN_PARAM);
  const planId = plan && /^[1-9][0-9]{0,14}$/.test(plan) ? plan : null;
  return (
    <NewMemberSignupForm
      title="Create an account to buy a plan"
      lead="For people without dental coverage yet. You choose who the plan covers after signing in."
      done={(message) => (
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {message}
          </Alert>
          <Alert severity="info">
            Open the link in the email to verify your address, then sign in here to finish buying your plan.
          </Alert>
          <Button component={RouterLink} to={signInToPurchase(planId)} variant="contained" size="large" fullWidth>
            Sign in to finish your purchase
          </Button>
        </Stack>
      )}
    >
      <Button component={RouterLink} to={signInToPurchase(planId)} fullWidth>
        I already have an account
      </Button>
    </NewMemberSignupForm>
  );
}
