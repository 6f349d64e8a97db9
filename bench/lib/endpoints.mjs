// The calls the benchmarks measure, by the name of their contract entry in packages/domain
// (src/api/endpoints.ts). Calls of later issues are listed with the contract names they may get; a call that
// is not in the contract or not served yet is skipped with a note, never silently.

/** The member home's calls (issue 4). */
export const MEMBER_HOME = [
  { key: 'user', contract: ['getMemberUser'], path: '/api/member/v4/user/' },
  { key: 'benefit', contract: ['benefit'], path: '/api/member/v4/benefit/' },
  { key: 'family-members', contract: ['familyMembers'], path: '/api/member/v4/family-members/' },
  { key: 'unread', contract: ['unread'], path: '/api/member/v4/unread/' },
  { key: 'custom-ui-data', contract: ['customUiData'], path: '/api/member/v4/user/custom-ui-data/' },
];

/**
 * Signed-in calls of later issues (5, 6, 7); measured once they are in the contract and served. `as`: the demo
 * member whose data makes the call meaningful (default member@example.com), or a list of them: the first that
 * exists in the loaded world.
 */
export const LATER = [
  {
    key: 'receipts list',
    issue: 5,
    contract: ['transactions', 'receipts'],
    // Filtered and paginated, as issue 5's budget says: every visit of the household by appointment date, page 1.
    query: 'date_type=appointment_date&date_from=2000-01-01&date_to=2099-12-31&view=all&page=1&page_size=20',
    p99Budget: { value: 30, id: 'i5-receipts-p99' },
    // The generator's household of about 2,000 visits (worlds of 10,000 households or more); member@ otherwise.
    as: ['large-household@demo.example.com', 'member@example.com'],
  },
  {
    key: 'dentist search',
    issue: 6,
    contract: ['dentistSearch', 'findDentist', 'searchDentists', 'practiceSearch'],
    query: 'zip=78701&radius=25',
    p99Budget: { value: 30, id: 'i6-search-p99' },
  },
  // Three procedures over the nearest practices, for the caller's own patient record ({patient_id}: the id of
  // GET member/v4/user/, filled in by the capture tool).
  {
    key: 'price check',
    issue: 6,
    contract: ['priceCheck', 'priceCheckProcedure'],
    query: 'codes=D0120,D1110,D2740&zip=78701&radius=25&patient_id={patient_id}',
    p99Budget: { value: 50, id: 'i6-price-check-p99' },
  },
  { key: 'plan purchases list', issue: 7, contract: ['planPurchases'], as: 'inoffice@example.com' },
];

export const HELLO_PATH = '/api/hello/?mixpanel_project=member';
export const SIGN_IN_PATH = '/api/token/';

/** The first contract entry of a later call that exists, as a GET path, or null. */
export function resolveLater(call, endpoints) {
  for (const name of call.contract) {
    const entry = endpoints[name];
    if (entry && entry.method === 'GET' && !entry.path.includes(':'))
      return `/api/${entry.path}${call.query ? `?${call.query}` : ''}`;
  }
  return null;
}

/** Signs `session` in as the first of `as` (one email or a list) that exists; resolves with that email. */
export async function signInAs(session, as) {
  const candidates = Array.isArray(as) ? as : [as];
  for (const [i, email] of candidates.entries()) {
    try {
      await session.signIn(email);
      return email;
    } catch (error) {
      if (i === candidates.length - 1) throw error;
    }
  }
  throw new Error('signInAs: no candidate');
}
