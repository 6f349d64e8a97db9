// What the bank verification's tests share: the request bodies, a holder's bank put back to 'owner not added', and
// reads of what the database holds (statuses, rows, audits).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { BankHolder } from './bank-accounts.repository.js';

export const EMPLOYER_BANK = '/api/employer/v1/bank/';
export const PRACTICE_BANK = '/api/dentist/v1/practice/bank/';

/** An account owner's fields as typed. */
export const OWNER = {
  first_name: 'Avery',
  last_name: 'Morgan',
  date_of_birth: '1978-04-12',
  address_line_1: '100 Congress Ave',
  address_line_2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  ssn_last4: '4321',
};

/** Stripe's test routing number (it passes the ABA check digit) and an account ending 6789. */
export const ROUTING = '110000000';
export const ACCOUNT = '000123456789';

/** A bank account form's body with a fresh key. */
export function accountBody(overrides: Record<string, unknown> = {}) {
  return {
    routing_number: ROUTING,
    confirm_routing_number: ROUTING,
    account_number: ACCOUNT,
    confirm_account_number: ACCOUNT,
    account_type: 'checking',
    idempotency_key: randomUUID(),
    ...overrides,
  };
}

const column = (holder: BankHolder) => sql.raw(holder.kind === 'employer' ? 'employer_id' : 'practice_id');
const table = (holder: BankHolder) => sql.raw(holder.kind === 'employer' ? 'employers' : 'practices');

/** The audit log's last id: the rows a test wrote are after it (the log is append-only). */
let auditMark = 0;

/** Puts a holder's bank back to the start: no owner, no account, 'owner not added'; audits counted from here. */
export async function resetBank(db: Database, holder: BankHolder): Promise<void> {
  const { rows } = await db.execute<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from audit_log`);
  auditMark = rows[0]?.id ?? 0;
  await db.execute(sql`delete from bank_accounts where ${column(holder)} = ${holder.id}`);
  await db.execute(sql`delete from bank_owners where ${column(holder)} = ${holder.id}`);
  await db.execute(sql`update ${table(holder)} set bank_status = 'owner not added' where id = ${holder.id}`);
}

/** The holder's stored bank status. */
export async function storedStatus(db: Database, holder: BankHolder): Promise<string> {
  const { rows } = await db.execute<{ status: string }>(
    sql`select bank_status::text as status from ${table(holder)} where id = ${holder.id}`,
  );
  return rows[0]?.status ?? 'none';
}

/** Everything kept of the holder's bank, as text (to compare before and after). */
export async function bankSnapshot(db: Database, holder: BankHolder): Promise<string> {
  const { rows } = await db.execute(sql`select
      (select bank_status::text from ${table(holder)} where id = ${holder.id}) as status,
      (select json_agg(o order by o.id) from bank_owners o where o.${column(holder)} = ${holder.id}) as owners,
      (select json_agg(a order by a.id) from bank_accounts a where a.${column(holder)} = ${holder.id}) as accounts`);
  return JSON.stringify(rows);
}

/** The audit rows of the bank actions about the holder since the last reset: action, outcome, details, in order. */
export async function bankAudits(db: Database, holder: BankHolder) {
  const { rows } = await db.execute<{ action: string; outcome: string; details: Record<string, unknown> | null }>(
    sql`select action, outcome, details from audit_log where action like 'bank_%' and id > ${auditMark}
      and subject_type = ${holder.kind} and subject_id = ${String(holder.id)} order by id`,
  );
  return rows;
}
