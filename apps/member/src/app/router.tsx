import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { MEMBER_CALLS } from '@dental/domain';
import { DRAWN_AT_SERVER, preloadableLazy, registerCalls, type LayoutConfig, type PortalRoutes } from '@dental/ui';
import { useMemberNavigation } from '../features/chrome/hooks/member-navigation';
import { RequireFinishedSignUp } from '../features/signup/components/require-finished-sign-up';
import { SignUpLink } from '../features/signup/components/sign-up-link';

// The member portal's calls are the ones this bundle's API client may make (api-client.ts: registerCalls).
registerCalls('member', MEMBER_CALLS);

// The header and footer load with the main layout's chunk, not with the signed-out screens.
const MemberHeaderSlot = preloadableLazy(() =>
  import('../features/chrome/components/member-header').then((m) => m.MemberHeaderSlot),
);
const AppFooter = preloadableLazy(() => import('../features/chrome/components/app-footer').then((m) => m.AppFooter));
const ResendVerification = lazy(() =>
  import('../features/signup/components/resend-verification').then((m) => ({ default: m.ResendVerification })),
);

/**
 * The phone's second header row, held empty while the header's chunk loads: the page below does not move
 * down when the row arrives (issue 17, layout shift). Same box as MemberHeaderSlot's sub-bar row.
 */
function SubBarSpace() {
  return (
    <Box
      aria-hidden
      sx={{ display: { xs: 'block', md: 'none' }, borderTop: 1, borderColor: 'divider', minHeight: 48 }}
    />
  );
}

/** spec §2: the member portal's own signed-out routes, all of them its sign-up flow. */
const signUpRoutes = [
  { path: 'sign-up', lazy: () => import('./routes/sign-up') },
  { path: 'member-sign-up', lazy: () => import('./routes/member-sign-up') },
  { path: 'signup', lazy: () => import('./routes/signup') },
  { path: 'new-member-signup', lazy: () => import('./routes/new-member-signup') },
  { path: 'signup-authenticated', lazy: () => import('./routes/signup-authenticated') },
  { path: 'purchase-sign-up', lazy: () => import('./routes/purchase-sign-up') },
] satisfies PortalRoutes['signedOutRoutes'];

/**
 * The portal's own routes (spec §2). The shared signed-out screens (sign in, forgot and reset password,
 * email not verified), the error element and the 404 screen come from PortalApp. Routes of later issues
 * (/find-dentist, /price-check ...) are not registered yet: their
 * navigation entries reach the 404 screen until they are built.
 */
export const routes: PortalRoutes = {
  protectedRoutes: [
    // spec §2: a member whose sign-up is incomplete is sent from protected routes to /sign-up. The pages whose handle
    // is DRAWN_AT_SERVER are drawn at the server with their data (decisions 0034 and 0063): issue 17's eight.
    {
      element: <RequireFinishedSignUp />,
      children: [
        { index: true, lazy: () => import('./routes/home'), handle: DRAWN_AT_SERVER },
        { path: 'member', lazy: () => import('./routes/home') },
        { path: 'plan-details', lazy: () => import('./routes/plan-details'), handle: DRAWN_AT_SERVER },
        { path: 'my-account', lazy: () => import('./routes/my-account'), handle: DRAWN_AT_SERVER },
        { path: 'notifications', lazy: () => import('./routes/notifications') },
        { path: 'help-support', lazy: () => import('./routes/help-support') },
        { path: 'transactions', lazy: () => import('./routes/transactions'), handle: DRAWN_AT_SERVER },
        {
          path: 'transactions-appointment-details/:appointmentId',
          lazy: () => import('./routes/transactions-appointment-details'),
        },
        {
          path: 'transactions-reimbursement-details/:reimbursementId',
          lazy: () => import('./routes/transactions-reimbursement-details'),
        },
        { path: 'estimates', lazy: () => import('./routes/estimates'), handle: DRAWN_AT_SERVER },
        { path: 'estimates-estimate-details/:estimateId', lazy: () => import('./routes/estimates-estimate-details') },
        { path: 'find-dentist', lazy: () => import('./routes/find-dentist'), handle: DRAWN_AT_SERVER },
        { path: 'find-dentist/practice/:practiceId', lazy: () => import('./routes/find-dentist-practice') },
        { path: 'price-check', lazy: () => import('./routes/price-check'), handle: DRAWN_AT_SERVER },
        { path: 'plan-purchases', lazy: () => import('./routes/plan-purchases') },
        { path: 'plan-purchase-details/:purchaseId', lazy: () => import('./routes/plan-purchase-details') },
        { path: 'in-office-plans', lazy: () => import('./routes/in-office-plans'), handle: DRAWN_AT_SERVER },
        { path: 'complete-plan-purchase', lazy: () => import('./routes/complete-plan-purchase') },
      ],
    },
  ],
  signedOutRoutes: signUpRoutes,
  // spec §2: closing the signed-out dialog on a sign-up route moves to sign-in.
  signUpPaths: signUpRoutes.map((route) => `/${route.path}`),
  // spec §2 "Outside both layouts".
  standaloneRoutes: [
    { path: 'complete-email-change', lazy: () => import('./routes/complete-email-change') },
    { path: 'start-plan-purchase', lazy: () => import('./routes/start-plan-purchase') },
  ],
};

/** The main layout of the member portal: spec §2 navigation, spec §1 header and footer. */
export const layout: Partial<LayoutConfig> = {
  useNavigation: useMemberNavigation,
  chromeHiddenPaths: ['/complete-plan-purchase', '/start-plan-purchase'],
  // spec §2 puts Sign out in the My account menu; the top bar keeps the suite's own Sign out button too.
  topBarActions: (
    <Suspense fallback={null}>
      <MemberHeaderSlot placement="top-bar" />
    </Suspense>
  ),
  subBar: (
    <Suspense fallback={<SubBarSpace />}>
      <MemberHeaderSlot placement="sub-bar" />
    </Suspense>
  ),
  footer: (
    <Suspense fallback={null}>
      <AppFooter />
    </Suspense>
  ),
  preloadChrome: () => Promise.all([MemberHeaderSlot.preload(), AppFooter.preload()]),
  signedOutExtras: {
    signIn: <SignUpLink />,
    emailNotVerified: (
      <Suspense fallback={null}>
        <ResendVerification />
      </Suspense>
    ),
  },
};
