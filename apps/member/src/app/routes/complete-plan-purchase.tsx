import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG_PLAN_NOT_AVAILABLE, START_PLAN_PURCHASE_PLAN_PARAM, combinedMembers, todayIsoDate } from '@dental/domain';
import { PortalBrand, useNotifications } from '@dental/ui';
import { useInOfficePlan } from '../../features/in-office-plans/api/in-office-plan';
import { PlanCard } from '../../features/in-office-plans/components/plan-card';
import { SavedCardChoice } from '../../features/payments/components/saved-card-choice';
import { CompletePurchaseForm } from '../../features/plan-purchases/components/complete-purchase-form';
import { purchaseHref } from '../../features/plan-purchases/components/purchase-words';
import { useFamilyMembers } from '../../shared/api/family-members';
import { useMemberUser } from '../../shared/api/member-user';
import { EmptyState, LoadError, LoadingLines } from '../../shared/components/query-states';

/** The message after a purchase (decided here). */
export const MSG_PURCHASE_COMPLETE = 'Your plan purchase is complete.';

function planIdOf(search: URLSearchParams): string | null {
  const value = search.get(START_PLAN_PURCHASE_PLAN_PARAM) ?? '';
  return /^[1-9][0-9]{0,14}$/.test(value) ? value : null;
}

/** The member and the family, to choose who the plan covers (spec §3 combined list). */
function usePeople() {
  const member = useMemberUser();
  const family = useFamilyMembers();
  const people = useMemo(
    () => (member.data ? combinedMembers(member.data, family.data ?? [], todayIsoDate()) : undefined),
    [member.data, family.data],
  );
  return { people, isPending: member.isPending || family.isPending, isError: member.isError || family.isError };
}

function Checkout({ planId }: { planId: string }) {
  const plan = useInOfficePlan(planId);
  const people = usePeople();
  const navigate = useNavigate();
  const notifications = useNotifications();
  if (plan.isPending || people.isPending) return <LoadingLines lines={8} label="Loading the plan" />;
  if (plan.isError) {
    return (
      <EmptyState>
        {MSG_PLAN_NOT_AVAILABLE}{' '}
        <Link component={RouterLink} to="/in-office-plans">
          Shop dental plans
        </Link>
      </EmptyState>
    );
  }
  if (people.isError || !people.people) return <LoadError what="your family" onRetry={() => window.location.reload()} />;
  return (
    <Stack spacing={3}>
      <PlanCard plan={plan.data} component="section" />
      <CompletePurchaseForm
        plan={plan.data}
        people={people.people}
        renderCardChoice={(value, onChange, disabled) => (
          <SavedCardChoice label="Card to pay with" value={value} onChange={(card) => onChange(card?.payment_method_id ?? null)} disabled={disabled} />
        )}
        onPurchased={(purchase) => {
          notifications.notify({ severity: 'success', message: MSG_PURCHASE_COMPLETE });
          void navigate(purchaseHref(purchase.id));
        }}
      />
    </Stack>
  );
}

/** spec §2 /complete-plan-purchase (chrome hidden): choose the plan's people, how to pay, the card; confirm. */
export function Component() {
  const [search] = useSearchParams();
  const planId = planIdOf(search);
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, py: { xs: 2, sm: 4 } }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <PortalBrand />
        <Button component={RouterLink} to="/in-office-plans">
          Back to plans
        </Button>
      </Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Complete your purchase
      </Typography>
      {planId === null ? (
        <EmptyState>
          No plan was chosen.{' '}
          <Link component={RouterLink} to="/in-office-plans">
            Shop dental plans
          </Link>
        </EmptyState>
      ) : (
        <Checkout planId={planId} />
      )}
    </Box>
  );
}
