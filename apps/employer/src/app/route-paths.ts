// The employer portal's own route patterns, as data with no imports (as the dentist's): the router maps each to
// its screen (router.tsx) and the browser test opens them (e2e/tests/employer-portal.spec.ts). A pattern the
// router leaves out is a type error.

/**
 * The signed-in routes inside the main layout. '' is the home: the employees list (issue 27: the portal's main
 * page), at `/` so a return-url to the home comes back to it as it was (spec §2).
 */
export const PROTECTED_PATHS = [
  '',
  'employees/new',
  'employees/:employeeId',
  'employees/:employeeId/edit',
  'census',
  'edi',
  'company',
  // Issue 27 items 1 and 2: the company's users, the group plan.
  'users',
  'plan',
  'bank',
  'invoices',
  'invoices/:invoiceId',
] as const;

/** The portal's own routes in the signed-out layout: an HR user's invitation link (issue 27 item 1). */
export const SIGNED_OUT_PATHS = ['accept-invite'] as const;

/** One of the signed-in route patterns. */
export type ProtectedPath = (typeof PROTECTED_PATHS)[number];
/** One of the portal's own signed-out route patterns. */
export type SignedOutPath = (typeof SIGNED_OUT_PATHS)[number];
