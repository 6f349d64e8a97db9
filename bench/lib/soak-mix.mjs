// Issue 29 item 6: what the soak asks of the cluster, call by call: the member home calls, the receipts list,
// the dentist search and sign-ins, by many signed-in generated members (member<n>@demo.example.com).
import { CONTRACT } from '@dental/domain';
import { ApiSession, DEMO_PASSWORD } from './http-session.mjs';
import { LATER, MEMBER_HOME, SIGN_IN_PATH, resolveLater } from './endpoints.mjs';

/**
 * Shares of the requests, in percent. Sign-ins are kept to 2%: a sign-in verifies an argon2id hash (about
 * 20 ms of a core on purpose, issue 3), so at the 10% first proposed they would take most of the 2 cores and
 * the soak would measure password hashing; 2% is still several sign-ins a second, each a new session.
 */
export const MIX = [
  { kind: 'member home calls', share: 65 },
  { kind: 'receipts list', share: 20 },
  { kind: 'dentist search', share: 13 },
  { kind: 'sign-in', share: 2 },
];

/** The generator's sign-in of its n-th household (apps/server/src/seed/demo-accounts.ts). */
export const generatedMemberEmail = (n) => `member${n}@demo.example.com`;

const MEMBER_CALLS = { ...CONTRACT.shared, ...CONTRACT.member };
const laterPath = (key) => {
  const path = resolveLater(
    LATER.find((call) => call.key === key),
    MEMBER_CALLS,
  );
  if (!path) throw new Error(`${key} is not in the API contract`);
  return path;
};

/**
 * `count` sessions of generated members 1..count through `base`, one sign-in after another: these all come
 * from one address, and two sign-ins from one address at once can be refused (429) when the later-started
 * one records its attempt first (the pending attempt's time is then after the other's "now").
 */
export async function signInMembers(base, count) {
  const sessions = [];
  for (let n = 1; n <= count; n++) sessions.push(await new ApiSession(base).signIn(generatedMemberEmail(n)));
  return sessions;
}

/**
 * The call picker of the soak: request r is of the kind whose share covers slot (37 r mod 100), so the kinds
 * interleave evenly and every run asks the same; each call is made by the next of `sessions` in turn, and
 * each sign-in signs in the next of `signInAccounts` members after those (a sign-in session, `anonymous`,
 * carries the XSRF cookie and header; no account signs in twice at once).
 */
export function soakCalls({ sessions, anonymous, signInAccounts }) {
  const paths = { receipts: laterPath('receipts list'), search: laterPath('dentist search') };
  const bounds = [];
  let total = 0;
  for (const { kind, share } of MIX) bounds.push({ kind, upTo: (total += share) });
  let request = 0;
  let member = 0;
  let home = 0;
  let signIn = 0;
  const signInHeaders = { ...anonymous.headers('POST'), 'content-type': 'application/json' };
  return () => {
    const slot = (37 * request++) % 100;
    const { kind } = bounds.find((b) => slot < b.upTo);
    if (kind === 'sign-in') {
      const email = generatedMemberEmail(sessions.length + 1 + (signIn++ % signInAccounts));
      const body = JSON.stringify({ email, password: DEMO_PASSWORD, account_type: 'member' });
      const headers = { ...signInHeaders, 'content-length': String(Buffer.byteLength(body)) };
      return { kind, method: 'POST', path: SIGN_IN_PATH, headers, body };
    }
    const headers = sessions[member++ % sessions.length].headers('GET');
    const path =
      kind === 'member home calls'
        ? MEMBER_HOME[home++ % MEMBER_HOME.length].path
        : kind === 'receipts list'
          ? paths.receipts
          : paths.search;
    return { kind, method: 'GET', path, headers };
  };
}
