// Issue 27 item 6 on the dentist app (decision 0060): the practice's owner walks the same bank verification as a
// company; the front desk may not (the owner manages the practice's money, as its other writes: 404 with nothing
// changed); the demo practice's seeded verified account is the one a payout would use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankVerificationResponseSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import type { TestClient } from '../../testing/test-client.js';
import { DEMO_EMAILS } from '../member/member.test-support.js';
import { dentistClient, demoPracticeId } from '../dentist/practice/dentist-practice.test-support.js';
import { verifiedBankAccountOf, type BankHolder } from './index.js';
import {
  OWNER,
  PRACTICE_BANK,
  accountBody,
  bankAudits,
  bankSnapshot,
  resetBank,
  storedStatus,
} from './bank.test-support.js';

describe('a practice’s bank verification (issue 27 item 6)', () => {
  let server: TestServer;
  let owner: TestClient;
  let desk: TestClient;
  let holder: BankHolder;

  const data = (response: { statusCode: number; body: string; json: <T>() => T }) => {
    expect(response.statusCode, response.body).toBe(200);
    return bankVerificationResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    owner = await dentistClient(server, DEMO_EMAILS.dentist);
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    holder = { kind: 'practice', id: await demoPracticeId(server.db) };
  });
  afterAll(() => server.close());

  it('starts verified as seeded, with the account a payout would use', async () => {
    expect(data(await owner.get(PRACTICE_BANK))).toMatchObject({ status: 'verified', account: { last4: '6789' } });
    expect(await verifiedBankAccountOf(server.db, holder)).toBe(`ba_off_demo_practice_${holder.id}`);
  });

  it('the owner walks owner -> account -> deposits -> verified', async () => {
    await resetBank(server.db, holder);
    expect(data(await owner.get(PRACTICE_BANK)).status).toBe('owner not added');
    expect(data(await owner.post(`${PRACTICE_BANK}owner/`, OWNER)).status).toBe('account not added');
    expect(data(await owner.post(`${PRACTICE_BANK}account/`, accountBody())).status).toBe('verification pending');
    const wrong = await owner.post(`${PRACTICE_BANK}account/verify/`, {
      first_deposit: '0.01',
      second_deposit: '0.02',
    });
    expect(wrong.json()).toEqual({ errors: 'These amounts do not match the deposits. 2 tries left.' });
    const verified = data(
      await owner.post(`${PRACTICE_BANK}account/verify/`, { first_deposit: '0.32', second_deposit: '0.45' }),
    );
    expect(verified).toMatchObject({ status: 'verified', account: { attempts_left: 2, verified: true } });
    expect(await storedStatus(server.db, holder)).toBe('verified');
    expect((await bankAudits(server.db, holder)).map((row) => row.action)).toEqual([
      'bank_owner_add',
      'bank_account_add',
      'bank_deposits_verify',
      'bank_deposits_verify',
    ]);
  });

  it('the front desk may not read or change it: 404 with nothing changed', async () => {
    const before = await bankSnapshot(server.db, holder);
    expect((await desk.get(PRACTICE_BANK)).statusCode).toBe(404);
    expect((await desk.post(`${PRACTICE_BANK}owner/`, OWNER)).statusCode).toBe(404);
    expect((await desk.post(`${PRACTICE_BANK}account/`, accountBody())).statusCode).toBe(404);
    expect(await bankSnapshot(server.db, holder)).toBe(before);
  });
});
