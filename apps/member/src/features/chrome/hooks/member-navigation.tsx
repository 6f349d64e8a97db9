import { showsPriceCheck, showsShopDentalPlans, wording, type Benefit } from '@dental/domain';
import type { NavEntry } from '@dental/ui';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PriceCheckRounded from '@mui/icons-material/PriceCheckRounded';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useCachedBenefit, useCachedCustomUiData } from '../../../shared/api/cached-data';
import { PAST_DUE_PLAN_PURCHASES_KEY } from '../api/past-due-key';

/** The warning of the navigation when a plan payment is past due (issue 7). */
export const PLAN_PAYMENT_PAST_DUE = 'A plan payment is past due';

/** The plan overview entry's label until the benefit (and its plan_label) has arrived. */
export const DEFAULT_PLAN_LABEL = 'My Plan';

const icon = { fontSize: 'small' } as const;

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
    icon: <ReceiptOutlined {...icon} />,
  };
  const shop = known && showsShopDentalPlans(benefit.benefit_type);
  const entries: (NavEntry | false)[] = [
    { label: 'Home', to: homePath, icon: <HomeOutlined {...icon} /> },
    { label: word(benefit?.plan_label ?? DEFAULT_PLAN_LABEL), to: '/plan-details', icon: <ShieldOutlined {...icon} /> },
    { label: 'Receipts', to: '/transactions', icon: <ReceiptLongOutlined {...icon} /> },
    known &&
      showsPriceCheck(benefit.benefit_type) && {
        label: 'PriceCheck',
        to: '/price-check',
        icon: <PriceCheckRounded {...icon} />,
      },
    { label: 'Estimates', to: '/estimates', icon: <RequestQuoteOutlined {...icon} /> },
    { divider: true },
    shop && {
      label: 'Shop dental plans',
      to: '/in-office-plans',
      icon: <StorefrontOutlined {...icon} />,
      ...(pastDue ? { children: [pastDue] } : {}),
    },
    known && !shop && pastDue,
    { label: 'Help and support', to: '/help-support', icon: <HelpOutlineRounded {...icon} /> },
  ];
  return entries.filter((entry): entry is NavEntry => entry !== false);
}

/** The main layout's navigation hook (LayoutConfig.useNavigation); the header fetches what it reads. */
export function useMemberNavigation(): NavEntry[] {
  const benefit = useCachedBenefit();
  const isHealthshare = useCachedCustomUiData()?.is_healthshare ?? false;
  // spec §2: Home is /member or /; the entry is current on either.
  const onMemberPath = useLocation().pathname === '/member';
  const pastDue = useQuery<boolean>({ queryKey: PAST_DUE_PLAN_PURCHASES_KEY, enabled: false }).data ?? false;
  return memberNavigation(benefit, (text) => wording(text, isHealthshare), onMemberPath ? '/member' : '/', pastDue);
}
