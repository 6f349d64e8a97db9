// spec §7 and DESIGN §3: the path of every call (under /api/), apart from its schemas, so a screen can name
// its call without pulling every schema of the contract into its JavaScript. Paths keep the trailing slash;
// ':id' marks a path parameter. Each call declares its guard (decision 0023): who may make it and the tenant
// it is scoped to.
import type { CallRoute } from './call-route.js';
import { SHARED_CALLS } from './shared-calls.js';
import { MEMBER_CALLS } from './member-calls.js';
import { DENTIST_CALLS } from './dentist-calls.js';
import { ADMIN_CALLS } from './admin-calls.js';
import { EMPLOYER_CALLS } from './employer-calls.js';

export type { CallRoute, HttpMethod } from './call-route.js';
export { SHARED_CALLS, MEMBER_CALLS, DENTIST_CALLS, EMPLOYER_CALLS, ADMIN_CALLS };

/** spec §7: every call goes to this base path on the same origin. */
export const API_BASE = '/api/';

/**
 * Every call of the suite, grouped by the portal whose app answers it ('shared': the sign-in, token and
 * start-up calls every portal's app answers). A call is named '<group>.<name>' ('member.transactions').
 * CONTRACT adds the schemas; this table has none, so a screen can import it without them.
 */
export const CALLS = {
  shared: SHARED_CALLS,
  member: MEMBER_CALLS,
  dentist: DENTIST_CALLS,
  employer: EMPLOYER_CALLS,
  admin: ADMIN_CALLS,
} as const satisfies Record<'shared' | 'member' | 'dentist' | 'employer' | 'admin', Record<string, CallRoute>>;

export type CallGroup = keyof typeof CALLS;
/** 'member.transactions', 'shared.signIn', ... */
export type CallName = { [G in CallGroup]: `${G}.${Extract<keyof (typeof CALLS)[G], string>}` }[CallGroup];

/** The method and path of a call by its name. */
export function callRoute(name: CallName): CallRoute {
  const [group, call] = name.split('.') as [CallGroup, string];
  return (CALLS[group] as Record<string, CallRoute>)[call]!;
}

/** The URL path of a call: '/api/' + its path with ':name' parameters filled and encoded. */
export function apiPath(path: string, params: Record<string, string | number> = {}): string {
  const filled = path.replace(/:([a-z_]+)/gi, (whole: string, name: string) =>
    Object.hasOwn(params, name) ? encodeURIComponent(String(params[name])) : whole,
  );
  return API_BASE + filled;
}

/**
 * The ID card files the links of get-id-cards-links point to (not JSON): an ID-1 card (85.60 x 53.98 mm)
 * for one patient of the caller's household, as PDF or PNG. ':id' is the patient id.
 */
export const ID_CARD_FILE_PATHS = {
  pdf: 'member/v4/patient/id-cards/:id/card.pdf',
  png: 'member/v4/patient/id-cards/:id/card.png',
} as const;

/**
 * The itemized receipt of an appointment as a PDF download (not JSON; for an HSA or FSA claim). ':id' is the
 * appointment id; another household's is 404 like the details.
 */
export const APPOINTMENT_RECEIPT_PDF_PATH = 'member/v4/appointments/:id/receipt.pdf';

/** A reimbursement document's file as a download (not JSON). ':id' is the document id; another household's: 404. */
export const REIMBURSEMENT_DOCUMENT_FILE_PATH = 'member/v4/reimbursement-documents/:id/file';

/** The visits report as CSV (issue 16 item 6): the report's filters in the query, streamed. */
export const VISITS_REPORT_CSV_PATH = 'dentist/v1/reports/visits.csv';

/** The census template (issue 27 item 4): the header row of the census file, as a CSV download. */
export const CENSUS_TEMPLATE_CSV_PATH = 'employer/v1/census/template.csv';

/**
 * The front desk's one-page printouts (issue 26 item 21), PDF downloads: a visit's receipt and an estimate by
 * ':id' (another practice's: 404), and a patient's eligibility by the look-up's keys in the query (counted by
 * the look-up throttle as a look-up).
 */
export const DENTIST_PRINTOUT_PATHS = {
  visitReceipt: 'dentist/v1/visits/:id/receipt.pdf',
  estimate: 'dentist/v1/estimates/:id/estimate.pdf',
  eligibility: 'dentist/v1/eligibility/eligibility.pdf',
} as const;
