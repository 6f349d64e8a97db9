import { lazy, Suspense } from 'react';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { DENTIST_CALLS } from '@dental/domain';
import { registerCalls, type LayoutConfig, type NavEntry, type PortalRoutes } from '@dental/ui';
import { usePracticeNavWarning } from '../features/practice/hooks/practice-navigation';

// The dentist portal's calls are the ones this bundle's API client may make (api-client.ts: registerCalls).
registerCalls('dentist', DENTIST_CALLS);

/**
 * The portal's own routes (spec §2). The shared signed-out screens (sign in, forgot and reset password,
 * email not verified), the error element and the 404 screen come from PortalApp.
 */
export const routes: PortalRoutes = {
  protectedRoutes: [
    { index: true, lazy: () => import('./routes/home') },
    { path: 'patients', lazy: () => import('./routes/patients') },
    { path: 'eligibility', lazy: () => import('./routes/eligibility') },
    // Issue 16 item 4: visits.
    { path: 'visits', lazy: () => import('./routes/visits') },
    { path: 'visits/new', lazy: () => import('./routes/visit-new') },
    { path: 'visits/:visitId', lazy: () => import('./routes/visit-details') },
    // Issue 16 item 5: estimates.
    { path: 'estimates', lazy: () => import('./routes/estimates') },
    { path: 'estimates/new', lazy: () => import('./routes/estimate-new') },
    { path: 'estimates/:estimateId', lazy: () => import('./routes/estimate-details') },
    { path: 'reports', lazy: () => import('./routes/reports') },
    // Issue 16 item 2: the practice, and the staff invitation link (signed out).
    { path: 'practice', lazy: () => import('./routes/practice') },
  ],
  signedOutRoutes: [{ path: 'accept-invite', lazy: () => import('./routes/accept-invite') }],
};

// The lock screen (its form and dialog) loads after the first screen, not with the portal's entry (issue 8's
// 180 KB budget of initial JavaScript).
const LockScreenAction = lazy(() =>
  import('../features/practice/components/lock-screen').then((m) => ({ default: m.LockScreenAction })),
);

/** The static side navigation (spec §2), in issue 16's order. */
const navigation: NavEntry[] = [
  { label: 'Home', to: '/', icon: <HomeOutlined fontSize="small" /> },
  { label: 'Patients', to: '/patients', icon: <PeopleOutlined fontSize="small" /> },
  { label: 'Eligibility', to: '/eligibility', icon: <FactCheckOutlined fontSize="small" /> },
  { label: 'Visits', to: '/visits', icon: <EventNoteOutlined fontSize="small" /> },
  { label: 'Estimates', to: '/estimates', icon: <RequestQuoteOutlined fontSize="small" /> },
  { label: 'Reports', to: '/reports', icon: <AssessmentOutlined fontSize="small" /> },
  { label: 'Practice', to: '/practice', icon: <StorefrontOutlined fontSize="small" /> },
];

/** spec §2: the Practice entry carries a warning icon while the bank is not verified (issue 16 item 1). */
function useDentistNavigation(): NavEntry[] {
  const warning = usePracticeNavWarning();
  return navigation.map((entry) =>
    'to' in entry && entry.to === '/practice' && warning ? { ...entry, warning } : entry,
  );
}

/** The main layout's side navigation (spec §2) and the top bar's Lock screen action (issue 16 item 2). */
export const layout: Partial<LayoutConfig> = {
  navigation,
  useNavigation: useDentistNavigation,
  topBarActions: (
    <Suspense fallback={null}>
      <LockScreenAction />
    </Suspense>
  ),
};
