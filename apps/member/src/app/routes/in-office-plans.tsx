import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NO_RESULTS_FOUND, showsShopDentalPlans } from '@dental/domain';
import { inOfficePlansQuery, useInOfficePlans } from '../../features/in-office-plans/api/in-office-plans';
import { PlanCard } from '../../features/in-office-plans/components/plan-card';
import { completePurchaseHref } from '../../features/in-office-plans/components/plan-price';
import { ShopFiltersForm } from '../../features/in-office-plans/components/shop-filters-form';
import { ShopNotOffered } from '../../features/in-office-plans/components/shop-not-offered';
import {
  SHOP_PAGE_SIZE,
  shopFiltersFromSearch,
  shopFiltersToQuery,
} from '../../features/in-office-plans/hooks/shop-filters';
import { useShopFilters } from '../../features/in-office-plans/hooks/use-shop-filters';
import { benefitQuery, useBenefit } from '../../shared/api/benefit';
import { prefetchQueries } from '../../shared/api/prefetch';
import { useWording } from '../../shared/hooks/use-wording';
import {
  EmptyState,
  LoadError,
  LoadingLines,
  PageTitle,
  UntilHydrated,
  type RoutePrefetch,
  PageNumbers,
} from '@dental/ui';

const SHOP_LEAD =
  'Membership plans that dental practices near you sell directly: regular care included and a discount on the rest.';

/**
 * The signed-in frame's calls and the benefit, then the shop's first page when the member's coverage shows
 * the shop, started before its first render when it opens first (decision 0031). The frame's calls matter
 * when the server draws the page (decision 0034): the lazy header hydrates after the page, and would find
 * the member's answer arrived meanwhile where the server drew its loading state (a hydration mismatch).
 */
export const prefetch: RoutePrefetch = async (deps) => {
  const { client, queryClient } = deps;
  const frame = prefetchQueries(benefitQuery)(deps);
  const benefit = await queryClient.fetchQuery(benefitQuery(client)).catch(() => null);
  if (!benefit || !showsShopDentalPlans(benefit.benefit_type)) return frame;
  const filters = shopFiltersFromSearch(new URLSearchParams(deps.search));
  await Promise.all([frame, queryClient.prefetchQuery(inOfficePlansQuery(client, shopFiltersToQuery(filters)))]);
};

/** spec §2 /in-office-plans; spec §6: not for employer and Altrua members, who are told why (issue 17). */
export function Component() {
  const benefit = useBenefit();
  const word = useWording();
  if (benefit.isPending) return <LoadingLines lines={6} label="Loading plans" />;
  if (benefit.isError) return <LoadError what="the plans" onRetry={() => void benefit.refetch()} />;
  if (!showsShopDentalPlans(benefit.data.benefit_type)) {
    return (
      <>
        <PageTitle lead={word(SHOP_LEAD)}>{word('Shop dental plans')}</PageTitle>
        <ShopNotOffered benefitType={benefit.data.benefit_type} />
      </>
    );
  }
  return <Shop />;
}

/** spec §2 /in-office-plans: shop the in-office dental plans practices near the member sell. */
function Shop() {
  const { filters, update } = useShopFilters();
  const query = useMemo(() => shopFiltersToQuery(filters), [filters]);
  const plans = useInOfficePlans(query);
  const word = useWording();
  const body = plans.data;
  const pages = body ? Math.max(1, Math.ceil(body.meta.total / SHOP_PAGE_SIZE)) : 1;
  return (
    <>
      <PageTitle lead={word(SHOP_LEAD)}>{word('Shop dental plans')}</PageTitle>
      {/* Drawn at the server, the form waits for React before it takes typing or a submit (decision 0034). */}
      <UntilHydrated>
        <ShopFiltersForm
          filters={filters}
          onChange={update}
          searchedZip={body?.filters.zip ?? null}
          practices={body?.filters.practices ?? []}
        />
      </UntilHydrated>
      {plans.isPending && <LoadingLines lines={6} label={word('Loading plans')} />}
      {plans.isError && <LoadError what={word('the plans')} onRetry={() => void plans.refetch()} />}
      {body && body.data.length === 0 && <EmptyState>{NO_RESULTS_FOUND}</EmptyState>}
      {body && body.data.length > 0 && (
        <Box aria-busy={plans.isPlaceholderData}>
          <Box
            component="ul"
            aria-label={word('In-office plans')}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
            }}
          >
            {body.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                component="li"
                action={
                  <Button
                    component={RouterLink}
                    to={completePurchaseHref(plan.id, plan.practice.location_id)}
                    variant="contained"
                    sx={{ justifySelf: 'start' }}
                    aria-label={`${word('Buy this plan')}: ${plan.name} from ${plan.practice.name}`}
                  >
                    {word('Buy this plan')}
                  </Button>
                }
              />
            ))}
          </Box>
          <PageNumbers
            count={pages}
            page={filters.page}
            onChange={(page) => update({ page })}
            label={word('Plan pages')}
          />
        </Box>
      )}
    </>
  );
}
