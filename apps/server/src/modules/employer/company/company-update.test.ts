// Issue 27 item 1 on the real app: the company profile changed by its admin. The EIN or SSN only when sent (then
// one, not both: spec §5), answered as its kind and last four; audited with the names of the fields changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { companyProfileResponseSchema, type CompanyProfileRecord } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { employerClients } from '../employees/employer.test-support.js';

const COMPANY = '/api/employer/v1/company/';

describe('the company profile’s update (issue 27)', () => {
  let server: TestServer;
  let acme: TestClient;
  let acmeId: number;
  let profile: CompanyProfileRecord;

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    ({ acme, acmeId } = await employerClients(server));
    profile = companyProfileResponseSchema.parse((await acme.get(COMPANY)).json()).data;
  });
  afterAll(() => server.close());

  const fields = () => ({
    legal_name: profile.legal_name,
    address_line_1: profile.address_line_1,
    address_line_2: profile.address_line_2 ?? '',
    city: profile.city,
    state: profile.state,
    zip: profile.zip,
    phone: profile.phone,
    contacts: [{ name: 'Pat Lee', email: 'pat.lee@example.com', phone: '' }],
  });
  const stored = async () =>
    (
      await server.db.execute<{ ein: string | null; ssn: string | null; name: string }>(sql`select ein, ssn, name
      from employers where id = ${acmeId}`)
    ).rows[0]!;
  const audits = async () =>
    (
      await server.db.execute<{ details: { fields: string[] } }>(sql`select details from audit_log
        where action = 'company_profile_update' and subject_type = 'employer' and subject_id = ${String(acmeId)}
        order by id`)
    ).rows.map((row) => row.details.fields);

  it('changes the profile fields and keeps the tax id when neither EIN nor SSN is sent', async () => {
    const before = await stored();
    const response = await acme.patch(COMPANY, { ...fields(), legal_name: 'Acme Freight Inc.', city: 'Plano' });
    expect(response.statusCode, response.body).toBe(200);
    const updated = companyProfileResponseSchema.parse(response.json()).data;
    expect(updated).toMatchObject({
      legal_name: 'Acme Freight Inc.',
      city: 'Plano',
      tax_id_kind: profile.tax_id_kind,
      tax_id_last4: profile.tax_id_last4,
      contacts: [{ name: 'Pat Lee', email: 'pat.lee@example.com', phone: null }],
    });
    expect(await stored()).toMatchObject({ ein: before.ein, ssn: before.ssn, name: 'Acme Freight Inc.' });
    expect(await audits()).toEqual([['name', 'city', 'contacts']]);
  });

  it('changes the tax id to an SSN (the EIN cleared) and answers only its kind and last four', async () => {
    const response = await acme.patch(COMPANY, { ...fields(), ssn: '123-45-6789' });
    expect(response.statusCode, response.body).toBe(200);
    expect(companyProfileResponseSchema.parse(response.json()).data).toMatchObject({
      tax_id_kind: 'SSN',
      tax_id_last4: '6789',
    });
    expect(response.body).not.toContain('123456789');
    expect(await stored()).toMatchObject({ ein: null, ssn: '123456789' });
    expect((await audits()).at(-1)).toContain('tax_id');
  });

  it('refuses both an EIN and an SSN (spec §5), changing nothing', async () => {
    const before = await stored();
    const response = await acme.patch(COMPANY, {
      ...fields(),
      legal_name: 'Not Saved',
      ein: '74-1234567',
      ssn: '123-45-6789',
    });
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
