import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import { NO_RESULTS_FOUND } from '@dental/domain';
import { useInOfficePlans } from '../../features/in-office-plans/api/in-office-plans';
import { PlanCard } from '../../features/in-office-plans/components/plan-card';
import { completePurchaseHref } from '../../features/in-office-plans/components/plan-price';
import { ShopFiltersForm } from '../../features/in-office-plans/components/shop-filters-form';
import { SHOP_PAGE_SIZE, shopFiltersToQuery } from '../../features/in-office-plans/hooks/shop-filters';
import { useShopFilters } from '../../features/in-office-plans/hooks/use-shop-filters';
import { PageTitle } from '../../shared/components/page-title';
import { EmptyState, LoadError, LoadingLines } from '../../shared/components/query-states';

/** spec §2 /in-office-plans: shop the in-office dental plans practices near the member sell. */
export function Component() {
  const { filters, update } = useShopFilters();
  const query = useMemo(() => shopFiltersToQuery(filters), [filters]);
  const plans = useInOfficePlans(query);
  const body = plans.data;
  const pages = body ? Math.max(1, Math.ceil(body.meta.total / SHOP_PAGE_SIZE)) : 1;
  return (
    <>
      <PageTitle lead="Membership plans that dental practices near you sell directly: regular care included and a discount on the rest.">
        Shop dental plans
      </PageTitle>
      <ShopFiltersForm filters={filters} onChange={update} searchedZip={body?.filters.zip ?? null} practices={body?.filters.practices ?? []} />
      {plans.isPending && <LoadingLines lines={6} label="Loading plans" />}
      {plans.isError && <LoadError what="the plans" onRetry={() => void plans.refetch()} />}
      {body && body.data.length === 0 && <EmptyState>{NO_RESULTS_FOUND}</EmptyState>}
      {body && body.data.length > 0 && (
        <Box aria-busy={plans.isPlaceholderData}>
          <Box component="ul" aria-label="In-office plans" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            {body.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                component="li"
                action={
                  <Button component={RouterLink} to={completePurchaseHref(plan.id)} variant="contained" sx={{ justifySelf: 'start' }} aria-label={`Buy this plan: ${plan.name} from ${plan.practice.name}`}>
                    Buy this plan
                  </Button>
                }
              />
            ))}
          </Box>
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination count={pages} page={filters.page} onChange={(_event, page) => update({ page })} aria-label="Plan pages" />
            </Box>
          )}
        </Box>
      )}
    </>
  );
}
