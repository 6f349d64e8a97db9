// Issue 27 item 6 on the real app (decision 0060): a company's bank verification through the offline gateway, every
// transition of spec §4's order with its message, the attempt limit, idempotency, replacement, audits, the
// numbers never kept nor logged, and another company's bank untouched.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bankVerificationResponseSchema, companyProfileResponseSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import type { TestClient } from '../../testing/test-client.js';
import { employerClients } from '../employer/employees/employer.test-support.js';
import { verifiedBankAccountOf, type BankHolder } from './index.js';
import {
  ACCOUNT,
  EMPLOYER_BANK,
  OWNER,
  accountBody,
  bankAudits,
  bankSnapshot,
  resetBank,
  storedStatus,
} from './bank.test-support.js';

const OWNER_PATH = `${EMPLOYER_BANK}owner/`;
const ACCOUNT_PATH = `${EMPLOYER_BANK}account/`;
const VERIFY_PATH = `${EMPLOYER_BANK}account/verify/`;
const RIGHT = { first_deposit: '0.32', second_deposit: '0.45' };
const WRONG = { first_deposit: '0.12', second_deposit: '0.45' };

describe('a company’s bank verification (issue 27 item 6)', () => {
  let server: TestServer;
  let acme: TestClient;
  let harborAdmin: TestClient;
  let holder: BankHolder;
  let harbor: BankHolder;
  const logLines: string[] = [];

  const read = async (client: TestClient = acme) => {
    const response = await client.get(EMPLOYER_BANK);
    expect(response.statusCode, response.body).toBe(200);
    return bankVerificationResponseSchema.parse(response.json()).data;
  };
  const ok = async (response: Promise<{ statusCode: number; body: string; json: <T>() => T }>) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(200);
    return bankVerificationResponseSchema.parse(answered.json()).data;
  };
  const offlineAccounts = async () =>
    Number(
      (await server.db.execute<{ n: number }>(sql`select count(*)::int as n from offline_bank_accounts`)).rows[0]?.n,
    );

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer', logLines });
    const clients = await employerClients(server);
    acme = clients.acme;
    harborAdmin = clients.edi;
    holder = { kind: 'employer', id: clients.acmeId };
    const { rows } = await server.db.execute<{ id: number }>(sql`select id from employers
      where name = 'Harbor Freightways LLC'`);
    harbor = { kind: 'employer', id: rows[0]!.id };
  });
  beforeEach(async () => {
    if (server) await resetBank(server.db, holder);
  });
  afterAll(() => server.close());

  it('starts seeded as the demo left it: Harbor verified with an offline account ending 6789', async () => {
    expect(await read(harborAdmin)).toEqual({
      status: 'verified',
      owner: { first_name: 'Avery', last_name: 'Morgan' },
      account: { last4: '6789', account_type: 'checking', verified: true, attempts_left: 3 },
    });
    expect(await verifiedBankAccountOf(server.db, harbor)).toBe(`ba_off_demo_employer_${harbor.id}`);
  });

  it('walks owner -> account -> deposits -> verified, the status stored at each step and audited', async () => {
    expect(await read()).toEqual({ status: 'owner not added', owner: null, account: null });
    expect(await verifiedBankAccountOf(server.db, holder)).toBeNull();

    const owned = await ok(acme.post(OWNER_PATH, OWNER));
    expect(owned).toEqual({
      status: 'account not added',
      owner: { first_name: 'Avery', last_name: 'Morgan' },
      account: null,
    });
    expect(await storedStatus(server.db, holder)).toBe('account not added');

    const pending = await ok(acme.post(ACCOUNT_PATH, accountBody()));
    expect(pending.status).toBe('verification pending');
    expect(pending.account).toEqual({ last4: '6789', account_type: 'checking', verified: false, attempts_left: 3 });
    expect(await storedStatus(server.db, holder)).toBe('verification pending');
    expect(await verifiedBankAccountOf(server.db, holder)).toBeNull();

    const verified = await ok(acme.post(VERIFY_PATH, { first_deposit: '$0.45', second_deposit: '.32' }));
    expect(verified.status).toBe('verified');
    expect(verified.account).toMatchObject({ verified: true });
    expect(await storedStatus(server.db, holder)).toBe('verified');
    expect(await verifiedBankAccountOf(server.db, holder)).toMatch(/^ba_off_[0-9a-f]{24}$/);
    // The company profile (read by the invoices) says so too.
    expect(
      companyProfileResponseSchema.parse((await acme.get('/api/employer/v1/company/')).json()).data.bank_status,
    ).toBe('verified');
    expect((await bankAudits(server.db, holder)).map((row) => [row.action, row.outcome])).toEqual([
      ['bank_owner_add', 'success'],
      ['bank_account_add', 'success'],
      ['bank_deposits_verify', 'success'],
    ]);
  });

  it('keeps only the last 4 digits and the gateway’s reference: never the account or routing number', async () => {
    await ok(acme.post(OWNER_PATH, OWNER));
    const response = await acme.post(ACCOUNT_PATH, accountBody());
    expect(response.body).not.toContain(ACCOUNT);
    const dump = JSON.stringify(
      (
        await server.db.execute(sql`select
        (select json_agg(a) from bank_accounts a) as accounts, (select json_agg(o) from offline_bank_accounts o) as offline,
        (select json_agg(l.details) from audit_log l where l.action like 'bank_%') as audits`)
      ).rows,
    );
    expect(dump).not.toContain(ACCOUNT);
    expect(dump).not.toContain('110000000');
    expect(dump).toContain('6789');
    // Nor in the log: the requests were logged (at info), their numbers not.
    expect(logLines.some((line) => line.includes('/api/employer/v1/bank/account/'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(ACCOUNT);
    expect(logLines.join('\n')).not.toContain('110000000');
  });

  it('refuses an account before its owner (409), and bad numbers with the spec’s messages, changing nothing', async () => {
    const before = await bankSnapshot(server.db, holder);
    const early = await acme.post(ACCOUNT_PATH, accountBody());
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ errors: 'Add the account owner first' });
    await ok(acme.post(OWNER_PATH, OWNER));
    const afterOwner = await bankSnapshot(server.db, holder);

    const mismatched = await acme.post(
      ACCOUNT_PATH,
      accountBody({ confirm_routing_number: '110000001', confirm_account_number: '000123456780' }),
    );
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json()).toEqual({
      errors: {
        confirm_routing_number: 'Routing numbers must match',
        confirm_account_number: 'Account numbers must match',
      },
    });
    const short = await acme.post(ACCOUNT_PATH, accountBody({ account_number: '123', confirm_account_number: '123' }));
    expect(short.json()).toEqual({ errors: { account_number: 'Invalid' } });
    // The offline gateway refuses a routing number that is no bank's (the ABA check digit), as a processor would.
    const unknownBank = await acme.post(
      ACCOUNT_PATH,
      accountBody({ routing_number: '123456789', confirm_routing_number: '123456789' }),
    );
    expect(unknownBank.statusCode).toBe(400);
    expect(unknownBank.json()).toEqual({ errors: 'The routing number is not a US bank’s: please check it' });
    expect(await bankSnapshot(server.db, holder)).toBe(afterOwner);
    expect(afterOwner).not.toBe(before);

    const badOwner = await acme.post(OWNER_PATH, { ...OWNER, ssn_last4: '12', date_of_birth: '2015-01-01' });
    expect(badOwner.statusCode).toBe(400);
    expect(badOwner.json()).toEqual({
      errors: {
        date_of_birth: 'Must be at least 18 years old',
        ssn_last4: 'Invalid: enter the last 4 digits of the tax id',
      },
    });
    expect(await bankSnapshot(server.db, holder)).toBe(afterOwner);
  });

  it('counts wrong amounts: 2 tries left, 1 try left, then the account is removed and must be added again', async () => {
    await ok(acme.post(OWNER_PATH, OWNER));
    await ok(acme.post(ACCOUNT_PATH, accountBody()));
    const first = await acme.post(VERIFY_PATH, WRONG);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ errors: 'These amounts do not match the deposits. 2 tries left.' });
    expect((await read()).account?.attempts_left).toBe(2);
    const second = await acme.post(VERIFY_PATH, { first_deposit: '0.45', second_deposit: '0.45' });
    expect(second.json()).toEqual({ errors: 'These amounts do not match the deposits. 1 try left.' });
    const third = await acme.post(VERIFY_PATH, WRONG);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({
      errors: 'These amounts do not match the deposits, 3 times: the bank account was removed. Please add it again.',
    });
    expect(await read()).toEqual({
      status: 'account not added',
      owner: { first_name: 'Avery', last_name: 'Morgan' },
      account: null,
    });
    expect(await storedStatus(server.db, holder)).toBe('account not added');
    // Nothing waits now: the right amounts are refused until an account is added again.
    const late = await acme.post(VERIFY_PATH, RIGHT);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ errors: 'There is no bank account waiting for its deposits to be confirmed' });
    expect((await bankAudits(server.db, holder)).filter((row) => row.action === 'bank_deposits_verify')).toEqual([
      { action: 'bank_deposits_verify', outcome: 'failure', details: { tries: 1, removed: false } },
      { action: 'bank_deposits_verify', outcome: 'failure', details: { tries: 2, removed: false } },
      { action: 'bank_deposits_verify', outcome: 'failure', details: { tries: 3, removed: true } },
    ]);
    expect((await ok(acme.post(ACCOUNT_PATH, accountBody()))).account?.attempts_left).toBe(3);
    expect((await ok(acme.post(VERIFY_PATH, RIGHT))).status).toBe('verified');
  });

  it('refuses amounts that are not dollars and cents below $1 with the field message, using no try', async () => {
    await ok(acme.post(OWNER_PATH, OWNER));
    await ok(acme.post(ACCOUNT_PATH, accountBody()));
    const response = await acme.post(VERIFY_PATH, { first_deposit: '1.32', second_deposit: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { first_deposit: 'Enter the amount in dollars and cents, from 0.01 to 0.99', second_deposit: 'Required' },
    });
    expect((await read()).account?.attempts_left).toBe(3);
  });

  it('answers the same key again with the account it added: one account, one pair of deposits', async () => {
    await ok(acme.post(OWNER_PATH, OWNER));
    const body = accountBody();
    const deposits = await offlineAccounts();
    const [a, b] = await Promise.all([acme.post(ACCOUNT_PATH, body), acme.post(ACCOUNT_PATH, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await offlineAccounts()).toBe(deposits + 1);
    const { rows } = await server.db.execute<{ n: number }>(sql`select count(*)::int as n from bank_accounts
      where employer_id = ${holder.id}`);
    expect(rows[0]?.n).toBe(1);
    // A retried confirmation of a verified account answers it as it stands.
    await ok(acme.post(VERIFY_PATH, RIGHT));
    expect((await ok(acme.post(VERIFY_PATH, RIGHT))).status).toBe('verified');
  });

  it('replacing a verified account goes back to verification pending; the old one answers no debit', async () => {
    await ok(acme.post(OWNER_PATH, OWNER));
    await ok(acme.post(ACCOUNT_PATH, accountBody()));
    await ok(acme.post(VERIFY_PATH, RIGHT));
    const old = await verifiedBankAccountOf(server.db, holder);
    const replaced = await ok(
      acme.post(ACCOUNT_PATH, accountBody({ account_number: '000222333444', confirm_account_number: '000222333444' })),
    );
    expect(replaced.status).toBe('verification pending');
    expect(replaced.account).toEqual({ last4: '3444', account_type: 'checking', verified: false, attempts_left: 3 });
    expect(await verifiedBankAccountOf(server.db, holder)).toBeNull();
    await ok(acme.post(VERIFY_PATH, RIGHT));
    const now = await verifiedBankAccountOf(server.db, holder);
    expect(now).not.toBeNull();
    expect(now).not.toBe(old);
    // A new owner keeps the account and its status.
    const changed = await ok(acme.post(OWNER_PATH, { ...OWNER, first_name: 'Jordan' }));
    expect(changed).toMatchObject({ status: 'verified', owner: { first_name: 'Jordan', last_name: 'Morgan' } });
    expect((await bankAudits(server.db, holder)).at(-1)).toMatchObject({
      action: 'bank_owner_add',
      details: { replaced: true },
    });
  });

  it('works on the caller’s company only: Acme’s walk leaves Harbor’s bank as it was', async () => {
    const harborBefore = await bankSnapshot(server.db, harbor);
    await ok(acme.post(OWNER_PATH, OWNER));
    await ok(acme.post(ACCOUNT_PATH, accountBody()));
    await acme.post(VERIFY_PATH, WRONG);
    expect(await bankSnapshot(server.db, harbor)).toBe(harborBefore);
    expect((await read(harborAdmin)).status).toBe('verified');
    // Harbor cannot confirm Acme's deposits: it has none waiting (its own account is verified).
    expect((await ok(harborAdmin.post(VERIFY_PATH, RIGHT))).account?.last4).toBe('6789');
    expect((await read()).account?.attempts_left).toBe(2);
  });
});
