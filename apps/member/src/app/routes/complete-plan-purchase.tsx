import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MAX_PAGE_SIZE,
  MSG_PLAN_NOT_AVAILABLE,
  START_PLAN_PURCHASE_PLAN_PARAM,
  combinedMembers,
  showsShopDentalPlans,
  todayIsoDate,
  type InOfficePlan,
} from '@dental/domain';
import { EmptyState, LoadError, LoadingLines, PortalBrand, useNotifications } from '@dental/ui';
import { useInOfficePlan } from '../../features/in-office-plans/api/in-office-plan';
import { PlanCard } from '../../features/in-office-plans/components/plan-card';
import { ShopNotOffered } from '../../features/in-office-plans/components/shop-not-offered';
import { planLocationOf } from '../../features/in-office-plans/components/plan-price';
import { usePlanPurchases } from '../../features/plan-purchases/api/plan-purchases';
import { coverChoices } from '../../features/plan-purchases/components/cover-choices';
import { SavedCardChoice } from '../../features/payments/components/saved-card-choice';
import { CompletePurchaseForm } from '../../features/plan-purchases/components/complete-purchase-form';
import { purchaseHref } from '../../features/plan-purchases/components/purchase-words';
import { useBenefit } from '../../shared/api/benefit';
import { useFamilyMembers } from '../../shared/api/family-members';
import { useMemberUser } from '../../shared/api/member-user';
import { useWording, useWordingKnown } from '../../shared/hooks/use-wording';

/** The message after a purchase (decided here). */
export const MSG_PURCHASE_COMPLETE = 'Your plan purchase is complete.';

function planIdOf(search: URLSearchParams): string | null {
  const value = search.get(START_PLAN_PURCHASE_PLAN_PARAM) ?? '';
  return /^[1-9][0-9]{0,14}$/.test(value) ? value : null;
}

/**
 * The member and the family (spec §3 combined list), each with whether this plan may cover them: its age
 * bounds, and no current purchase of it already covering them (issue 17: the server's rules, shown first).
 */
function useCoverChoices(plan: InOfficePlan | undefined) {
  const member = useMemberUser();
  const family = useFamilyMembers();
  const current = usePlanPurchases({ view: 'current', page_size: String(MAX_PAGE_SIZE) });
  const choices = useMemo(() => {
    if (!member.data || !family.data || !current.data || !plan) return undefined;
    const today = todayIsoDate();
    const people = combinedMembers(member.data, family.data, today);
    const born = new Map([
      [member.data.id, member.data.date_of_birth],
      ...family.data.map((f) => [f.patient, f.date_of_birth] as const),
    ]);
    return coverChoices(plan, people, born, current.data.data, today);
  }, [member.data, family.data, current.data, plan]);
  return {
    choices,
    isPending: member.isPending || family.isPending || current.isPending,
    isError: member.isError || family.isError || current.isError,
  };
}

function Checkout({ planId, locationId }: { planId: string; locationId: string | null }) {
  const plan = useInOfficePlan(planId, { locationId });
  const people = useCoverChoices(plan.data);
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
  if (people.isError || !people.choices)
    return <LoadError what="your family" onRetry={() => window.location.reload()} />;
  return (
    <Stack spacing={3}>
      <PlanCard plan={plan.data} component="section" />
      <CompletePurchaseForm
        plan={plan.data}
        choices={people.choices}
        renderCardChoice={(value, onChange, disabled) => (
          <SavedCardChoice
            label="Card to pay with"
            value={value}
            onChange={(card) => onChange(card?.payment_method_id ?? null)}
            disabled={disabled}
          />
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
  const word = useWording();
  const wordingKnown = useWordingKnown();
  const benefit = useBenefit();
  // spec §6: the shop is not for employer and Altrua members; one who reaches checkout is told why, as in the
  // shop. Until the benefit answers, nothing is offered; if it fails, the server's own rules still hold.
  const ready = wordingKnown && !benefit.isPending;
  const offered = !benefit.data || showsShopDentalPlans(benefit.data.benefit_type);
  const locationId = planLocationOf(search);
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, py: { xs: 2, sm: 4 } }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}
      >
        <PortalBrand />
        {ready && offered && (
          <Button component={RouterLink} to="/in-office-plans">
            {word('Back to plans')}
          </Button>
        )}
      </Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Complete your purchase
      </Typography>
      {!ready ? (
        <LoadingLines lines={8} label="Loading" />
      ) : !offered ? (
        <ShopNotOffered benefitType={benefit.data?.benefit_type} />
      ) : planId === null ? (
        <EmptyState>
          {word('No plan was chosen.')}{' '}
          <Link component={RouterLink} to="/in-office-plans" underline="always">
            {word('Shop dental plans')}
          </Link>
        </EmptyState>
      ) : (
        <Checkout planId={planId} locationId={locationId} />
      )}
    </Box>
  );
}
