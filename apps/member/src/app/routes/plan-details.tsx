import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BENEFIT_TYPE_LABELS, formatIsoDate, formatMoney } from '@dental/domain';
import { CoverageList } from '../../features/plan-details/components/coverage-list';
import { MembershipIncludes } from '../../features/plan-details/components/membership-includes';
import { planDetailsQuery, usePlanDetails } from '../../features/plan-details/api/plan-details';
import { PlanBenefitsTable } from '../../features/home/components/plan-benefits-table';
import { benefitQuery, useBenefit } from '../../shared/api/benefit';
import { prefetchQueries } from '../../shared/api/prefetch';
import { useWording } from '../../shared/hooks/use-wording';
import { Detail, LoadError, LoadingLines, PageTitle, SectionCard } from '@dental/ui';

/** The page's calls, started before its first render when it opens first (decision 0031). */
export const prefetch = prefetchQueries(planDetailsQuery, benefitQuery);

/** spec §2 /plan-details: coverage per service type, minimum network, limits and used, the period dates. */
export function Component() {
  const word = useWording();
  const details = usePlanDetails();
  const benefit = useBenefit();
  const title = word(benefit.data?.plan_label ?? 'Plan details');
  const plan = details.data;
  return (
    <>
      <PageTitle lead={plan ? plan.plan_name : undefined}>{title}</PageTitle>
      {details.isPending && <LoadingLines lines={6} label={word('Loading plan details')} />}
      {details.isError && <LoadError what={word('your plan details')} onRetry={() => void details.refetch()} />}
      {plan && (
        <Stack spacing={3}>
          <SectionCard id="plan-summary-heading" title={word('Your plan')}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
              }}
            >
              <Detail label={word('Plan')} value={plan.plan_name} />
              <Detail label="Benefit type" value={BENEFIT_TYPE_LABELS[plan.benefit_type]} />
              {plan.membership ? (
                <Detail label="Practice" value={plan.membership.practice_name} />
              ) : (
                <Detail label={word('Minimum network')} value={plan.minimum_network_label ?? word('No network')} />
              )}
              <Detail
                label="Benefit period"
                value={`${formatIsoDate(plan.period_start)} to ${formatIsoDate(plan.period_end)}`}
              />
              <Detail label="Effective date" value={formatIsoDate(plan.effective_date)} />
            </Box>
          </SectionCard>
          {plan.membership ? (
            // An in-office membership is no insurance: what it includes and its discount, and no limits.
            <SectionCard id="membership-heading" title="What your membership includes">
              <MembershipIncludes membership={plan.membership} />
            </SectionCard>
          ) : (
            <SectionCard id="coverage-heading" title="What is covered">
              <CoverageList coverage={plan.coverage} word={word} />
            </SectionCard>
          )}
          {!plan.membership && (
            <SectionCard id="limits-heading" title="Limits and what you have used">
              <Box
                component="dl"
                sx={{ m: 0, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
              >
                <Detail
                  label="Annual maximum"
                  value={plan.annual_max_cents === null ? 'None' : formatMoney(plan.annual_max_cents)}
                />
                <Detail
                  label="Family maximum"
                  value={plan.family_max_cents === null ? 'None' : formatMoney(plan.family_max_cents)}
                />
                <Detail
                  label="Ortho lifetime maximum"
                  value={plan.ortho_lifetime_max_cents === null ? 'None' : formatMoney(plan.ortho_lifetime_max_cents)}
                />
              </Box>
              {benefit.isPending && <LoadingLines lines={3} label="Loading what you have used" />}
              {benefit.isError && <LoadError what="what you have used" onRetry={() => void benefit.refetch()} />}
              {benefit.data && <PlanBenefitsTable benefit={benefit.data} label={word('Plan benefits')} />}
            </SectionCard>
          )}
        </Stack>
      )}
    </>
  );
}
