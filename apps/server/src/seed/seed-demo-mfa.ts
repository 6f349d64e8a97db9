// The demo's second factors (issue 14 item 3, decision 0025): outside prod, the demo users who must use MFA
// share one fixed, public TOTP secret, so a person (an authenticator app fed the secret) or a test
// (totpCodeAt) can sign in as them. `npm start` prints it beside their sign-in; the README lists it.
import { sql } from 'drizzle-orm';
import { demoTotpSecretValue } from '../modules/auth/index.js';
import { DEMO_TOTP_SECRET } from './demo-accounts.js';
import type { SeedDb } from './seed-writer.js';

export { DEMO_TOTP_SECRET };

/** Gives these users an enabled authenticator factor with the demo secret (no recovery codes). */
export async function seedDemoMfa(db: SeedDb, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  const lowered = sql.join(
    emails.map((email) => sql`${email.toLowerCase()}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into mfa_factors (user_id, totp_secret_enc, created_at, enabled_at)
    select id, ${demoTotpSecretValue(DEMO_TOTP_SECRET)}, now(), now() from users where lower(email) in (${lowered})
    on conflict (user_id) do update set totp_secret_enc = excluded.totp_secret_enc, enabled_at = excluded.enabled_at, last_totp_step = null`);
}
