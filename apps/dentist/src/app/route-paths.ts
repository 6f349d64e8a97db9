// The dentist portal's own route patterns, as data with no imports: the router maps each to its screen
// (router.tsx) and the every-route browser test visits each (e2e/tests/dentist-every-route.spec.ts), so a route
// added here is visited there (issue 25 item 11). Both are keyed by these lists: a pattern the router or the
// test leaves out is a type error.

/** The signed-in routes inside the main layout ('' is the home, the layout's index route). */
export const PROTECTED_PATHS = [
  '',
  'patients',
  'eligibility',
  // Issue 16 item 4: visits.
  'visits',
  'visits/new',
  'visits/:visitId',
  // Issue 16 item 5: estimates.
  'estimates',
  'estimates/new',
  'estimates/:estimateId',
  'reports',
  // Issue 16 item 2: the practice.
  'practice',
] as const;

/** The portal's own routes in the signed-out layout: the staff invitation link (issue 16 item 2). */
export const SIGNED_OUT_PATHS = ['accept-invite'] as const;

/** One of the signed-in route patterns. */
export type ProtectedPath = (typeof PROTECTED_PATHS)[number];
/** One of the portal's own signed-out route patterns. */
export type SignedOutPath = (typeof SIGNED_OUT_PATHS)[number];
