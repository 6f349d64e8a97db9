// Issue 27 item 6 (decision 0060): the demo companies and practice seeded 'verified' hold what a verification
// leaves behind: an account owner and a verified account at the offline gateway (its deposits confirmed), so the
// bank page, the status and `verifiedBankAccountOf` agree. Only holders with a demo user: the generated world's
// statuses stay as drawn, without rows.
import { sql } from 'drizzle-orm';
import { OFFLINE_MICRO_DEPOSITS_CENTS } from '@dental/domain';
import type { SeedDb } from './seed-writer.js';

/** The demo account's last 4 digits (the offline gateway's test account, 000123456789). */
const DEMO_LAST4 = '6789';

export async function seedDemoBankAccounts(db: SeedDb): Promise<void> {
  const [first, second] = OFFLINE_MICRO_DEPOSITS_CENTS;
  for (const holder of ['employer', 'practice'] as const) {
    const holders =
      holder === 'employer'
        ? sql`select distinct e.id, e.address_line_1 as line1, e.city, e.state, e.zip from employers e
            join employer_users eu on eu.employer_id = e.id where e.bank_status = 'verified'`
        : sql`select distinct p.id, p.address_line_1 as line1, p.city, p.state, p.zip from practices p
            join practice_users pu on pu.practice_id = p.id where p.bank_status = 'verified'`;
    const column = sql.raw(holder === 'employer' ? 'employer_id' : 'practice_id');
    await db.execute(sql`with holders as (${holders}),
      owners as (
        insert into bank_owners (${column}, first_name, last_name, date_of_birth, address_line_1, city, state, zip,
          ssn_last4)
        select id, 'Avery', 'Morgan', '1978-04-12', coalesce(line1, '100 Congress Ave'), coalesce(city, 'Austin'),
          coalesce(state, 'TX'), coalesce(zip, '78701'), '4321' from holders returning 1
      ),
      offline as (
        insert into offline_bank_accounts (id, idempotency_key, account_last4, first_deposit_cents,
          second_deposit_cents, verified_at)
        select 'ba_off_demo_' || ${holder} || '_' || id, 'demo-bank-' || ${holder} || '-' || id, ${DEMO_LAST4},
          ${first}, ${second}, now() from holders returning 1
      )
      insert into bank_accounts (${column}, gateway, payment_method_reference, verification_reference,
        account_last4, account_type, state, idempotency_key, verified_at)
      select id, 'offline', 'ba_off_demo_' || ${holder} || '_' || id, 'ba_off_demo_' || ${holder} || '_' || id,
        ${DEMO_LAST4}, 'checking', 'verified', 'demo-bank-' || ${holder} || '-' || id, now() from holders`);
  }
}
