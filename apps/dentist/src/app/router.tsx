import { Suspense } from 'react';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { DENTIST_CALLS } from '@dental/domain';
import type { RouteObject } from 'react-router';
import {
  DRAWN_AT_SERVER,
  preloadableLazy,
  registerCalls,
  type LayoutConfig,
  type NavEntry,
  type PortalRoutes,
} from '@dental/ui';
import { usePracticeNavWarning } from '../features/practice/hooks/practice-navigation';
import { lockedScreen, prefetchFrame } from './first-screen';
import { PROTECTED_PATHS, SIGNED_OUT_PATHS, type ProtectedPath, type SignedOutPath } from './route-paths';

// The dentist portal's calls are the ones this bundle's API client may make (api-client.ts: registerCalls).
registerCalls('dentist', DENTIST_CALLS);

/** Each signed-in route's screen, loaded when it is first opened. */
const protectedScreens: Record<ProtectedPath, RouteObject['lazy']> = {
  '': () => import('./routes/home'),
  patients: () => import('./routes/patients'),
  eligibility: () => import('./routes/eligibility'),
  visits: () => import('./routes/visits'),
  'visits/new': () => import('./routes/visit-new'),
  'visits/:visitId': () => import('./routes/visit-details'),
  estimates: () => import('./routes/estimates'),
  'estimates/new': () => import('./routes/estimate-new'),
  'estimates/:estimateId': () => import('./routes/estimate-details'),
  reports: () => import('./routes/reports'),
  practice: () => import('./routes/practice'),
};

/** Each signed-out route's screen: the staff invitation link. */
const signedOutScreens: Record<SignedOutPath, RouteObject['lazy']> = {
  'accept-invite': () => import('./routes/accept-invite'),
};

/**
 * The portal's own routes (spec §2), in the order of route-paths.ts. The shared signed-out screens (sign in,
 * forgot and reset password, email not verified), the error element and the 404 screen come from PortalApp.
 */
export const routes: PortalRoutes = {
  // Every signed-in page is drawn at the server with its data (decisions 0034 and 0063, issue 28 item 2): each
  // module exports its `prefetch`, holds its controls until hydrated and chooses its layout in CSS; the two forms
  // (record a visit, create an estimate) key their lines by the form's own count, the same at the server.
  protectedRoutes: PROTECTED_PATHS.map((path) => {
    const lazy = protectedScreens[path];
    return path === '' ? { index: true, lazy, handle: DRAWN_AT_SERVER } : { path, lazy, handle: DRAWN_AT_SERVER };
  }),
  signedOutRoutes: SIGNED_OUT_PATHS.map((path) => ({ path, lazy: signedOutScreens[path] })),
  // The top bar's and the navigation's calls, with every page's own (decision 0031).
  signedInPrefetch: prefetchFrame,
  notDrawnWhen: lockedScreen,
};

// The lock screen (its form and dialog) loads after the first screen, not with the portal's entry (issue 8's
// 180 KB budget of initial JavaScript). A drawn page loads it before hydrating (`preloadChrome`): its button,
// held until then, hydrates with the page instead of behind it (decision 0036).
const LockScreenAction = preloadableLazy(() =>
  import('../features/practice/components/lock-screen').then((m) => m.LockScreenAction),
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
  preloadChrome: () => LockScreenAction.preload(),
};
