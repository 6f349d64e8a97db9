import { showsPriceCheck, showsShopDentalPlans, wording, type Benefit } from '@dental/domain';
import type { NavEntry } from '@dental/ui';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { NavIconName } from '../components/nav-icons';
import { useCachedBenefit, useCachedCustomUiData } from '../../../shared/api/cached-data';
import { PAST_DUE_PLAN_PURCHASES_KEY } from '../../../shared/api/past-due-key';

/** The warning of the navigation when a plan payment is past due (issue 7). */
export const PLAN_PAYMENT_PAST_DUE = 'A plan payment is past due';

/** The plan overview entry's label until the benefit (and its plan_label) has arrived. */
export const DEFAULT_PLAN_LABEL = 'My Plan';

const LazyNavIcon = lazy(() => import('../components/nav-icons'));

/** A navigation icon from its own chunk; until it loads, a blank of the icon's size (nothing moves). */
function navIcon(name: NavIconName) {
  return (
    <Suspense fallback={<Box component="span" sx={{ display: 'inline-block', width: 20, height: 20 }} />}>
      <LazyNavIcon name={name} />
    </Suspense>
  );
}

/**
 * spec §2 "Side navigation, in order" with the spec §6 rules. Entries that depend on the benefit type
 * (PriceCheck, Shop dental plans) are left out until the benefit is known, so they never flash.
 */
export function memberNavigation(
  benefit: Pick<Benefit, 'benefit_type' | 'plan_label'> | undefined,
  word: (text: string) => string,
  homePath: '/' | '/member' = '/',
  planPaymentPastDue = false,
): NavEntry[] {
  const known = benefit !== undefined;
  // Issue 7: a past-due plan payment shows a warning in the navigation, on an entry leading to the purchases
  // (under Shop dental plans, or on its own where that entry is hidden).
  const pastDue: NavEntry | false = planPaymentPastDue && {
    label: 'Plan purchases',
    to: '/plan-purchases',
    warning: PLAN_PAYMENT_PAST_DUE,
    icon: navIcon('claim'),
  };
  const shop = known && showsShopDentalPlans(benefit.benefit_type);
  const entries: (NavEntry | false)[] = [
    { label: 'Home', to: homePath, icon: navIcon('home') },
    { label: word(benefit?.plan_label ?? DEFAULT_PLAN_LABEL), to: '/plan-details', icon: navIcon('plan') },
    { label: 'Receipts', to: '/transactions', icon: navIcon('receipts') },
    known &&
      showsPriceCheck(benefit.benefit_type) && {
        label: 'PriceCheck',
        to: '/price-check',
        icon: navIcon('priceCheck'),
      },
    { label: 'Estimates', to: '/estimates', icon: navIcon('estimates') },
    { divider: true },
    shop && {
      label: 'Shop dental plans',
      to: '/in-office-plans',
      icon: navIcon('shop'),
      ...(pastDue ? { children: [pastDue] } : {}),
    },
    known && !shop && pastDue,
    { label: 'Help and support', to: '/help-support', icon: navIcon('help') },
  ];
  return entries.filter((entry): entry is NavEntry => entry !== false);
}

/** The main layout's navigation hook (LayoutConfig.useNavigation); the header fetches what it reads. */
export function useMemberNavigation(): NavEntry[] {
  const benefit = useCachedBenefit();
  const customUi = useCachedCustomUiData();
  const isHealthshare = customUi?.is_healthshare ?? false;
  // spec §2: Home is /member or /; the entry is current on either.
  const onMemberPath = useLocation().pathname === '/member';
  const pastDue = useQuery<boolean>({ queryKey: PAST_DUE_PLAN_PURCHASES_KEY, enabled: false }).data ?? false;
  const entries = memberNavigation(
    benefit,
    (text) => wording(text, isHealthshare),
    onMemberPath ? '/member' : '/',
    pastDue,
  );
  // spec §1: a healthshare member never reads 'plan'. Until the custom UI data says which wording applies (a
  // page opened first without its frame's calls: the header fetches them), the plan entry is left out rather
  // than shown in the wrong words.
  return customUi === undefined ? entries.filter((entry) => !('to' in entry) || entry.to !== '/plan-details') : entries;
}
