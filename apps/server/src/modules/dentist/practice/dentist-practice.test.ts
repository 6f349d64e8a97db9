// Issue 16 item 2: the practice's profile and locations on the real app: the spec §5 rules with their messages,
// the owner-only writes, and a location change seen at once by the member's Find a Dentist (its dentists: the
// file beside this one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_CLOSE_AFTER_OPEN,
  MSG_LAST_LOCATION,
  MSG_UNKNOWN_ZIP,
  dentistSearchResponseSchema,
  managedLocationSchema,
  practiceProfileSchema,
  visitChoicesResponseSchema,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, signedIn } from '../../member/member.test-support.js';
import {
  LOCATIONS,
  PRACTICE,
  dentistClient,
  demoPracticeId,
  locationInput,
  npiFrom,
} from './dentist-practice.test-support.js';

const profileInput = {
  name: 'Bright Smiles Dental',
  npi: npiFrom('123456789'),
  tax_id_type: 'company',
  tax_id: '12-3456789',
  phone: '555.123.4567',
  address_line_1: '10 Elm Street',
  address_line_2: 'Suite 2',
  zip: '10001',
};

describe('dentist/v1/practice (issue 16 item 2)', () => {
  let server: TestServer;
  let owner: TestClient;
  let desk: TestClient;
  let practiceId: number;
  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    owner = await dentistClient(server, DEMO_EMAILS.dentist);
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    practiceId = await demoPracticeId(server.db);
    // The demo practice comes with its profile filled (seed-demo-practice-profile.ts): these tests start from
    // a practice whose owner has not given a tax id yet.
    await server.db.execute(sql`update practices set tax_id = null, tax_id_type = null where id = ${practiceId}`);
  });
  afterAll(() => server.close());

  const practiceRow = async () =>
    (await server.db.execute(sql`select name, npi, tax_id, phone, zip, city from practices where id = ${practiceId}`))
      .rows[0];

  describe('profile', () => {
    it('the first profile needs a tax id: blank is Required', async () => {
      const response = await owner.patch(PRACTICE, { ...profileInput, tax_id: '' });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors.tax_id).toBe('Required');
    });

    it('the owner saves the profile: digits kept without dashes, city and state from the zip, audited', async () => {
      const response = await owner.patch(PRACTICE, profileInput);
      expect(response.statusCode, response.body).toBe(200);
      const profile = practiceProfileSchema.parse(response.json().data);
      expect(profile).not.toHaveProperty('tax_id');
      expect((await practiceRow())?.tax_id).toBe('123456789');
      expect(profile).toMatchObject({
        name: 'Bright Smiles Dental',
        npi: profileInput.npi,
        tax_id_type: 'company',
        tax_id_last4: '6789',
        phone: '5551234567',
        city: 'New York',
        state: 'NY',
        zip: '10001',
      });
      const audit = await server.db.execute(
        sql`select count(*)::int as n from audit_log where action = 'practice_update' and subject_id = ${String(practiceId)}`,
      );
      expect(audit.rows[0]).toEqual({ n: 1 });
    });

    it('a blank tax id keeps the one on file', async () => {
      const response = await owner.patch(PRACTICE, { ...profileInput, tax_id: '' });
      expect(response.statusCode, response.body).toBe(200);
      expect((await practiceRow())?.tax_id).toBe('123456789');
    });

    it('the front desk reads the profile with the tax id masked, the network tier and the bank status', async () => {
      const response = await desk.get(PRACTICE);
      expect(response.statusCode).toBe(200);
      const profile = practiceProfileSchema.parse(response.json().data);
      expect(response.json().data).not.toHaveProperty('tax_id');
      expect(profile.tax_id_last4).toBe('6789');
      const { rows } = await server.db.execute<{ network: string; bank_status: string }>(
        sql`select network::text, bank_status::text from practices where id = ${practiceId}`,
      );
      expect(profile.network).toBe(rows[0]!.network);
      expect(profile.bank_status).toBe(rows[0]!.bank_status);
    });

    it('the front desk cannot change the profile: 404, nothing changed', async () => {
      const before = await practiceRow();
      const response = await desk.patch(PRACTICE, { ...profileInput, name: 'Taken Over' });
      expect(response.statusCode).toBe(404);
      expect(await practiceRow()).toEqual(before);
    });

    it.each([
      ['npi', '123456789', 'Invalid NPI: check the 10 digits'],
      [
        'npi',
        `${npiFrom('123456789').slice(0, 9)}${(Number(npiFrom('123456789')[9]) + 1) % 10}`,
        'Invalid NPI: check the 10 digits',
      ],
      ['tax_id', '12345678', 'Invalid tax id: enter 9 digits'],
      ['tax_id', '1234-56789', 'Invalid tax id: enter 9 digits'],
      ['phone', '555123456', 'Invalid phone: enter 10 digits'],
      ['zip', '1000', 'Invalid zip: enter 5 digits'],
      ['zip', '00000', MSG_UNKNOWN_ZIP],
      ['name', '  ', 'Required'],
      ['tax_id_type', 'partnership', 'Invalid'],
    ])('spec §5: %s %j is refused with %j and changes nothing', async (field, value, message) => {
      const before = await practiceRow();
      const response = await owner.patch(PRACTICE, { ...profileInput, [field]: value });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[field]).toBe(message);
      expect(await practiceRow()).toEqual(before);
    });

    it('accepts the SSN dashed form 3-2-4', async () => {
      const response = await owner.patch(PRACTICE, {
        ...profileInput,
        tax_id_type: 'individual',
        tax_id: '123-45-6789',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await practiceRow())?.tax_id).toBe('123456789');
      expect(response.json().data.tax_id_type).toBe('individual');
    });
  });

  describe('locations', () => {
    let created: number;
    const memberSearch = async (member: TestClient, name: string) => {
      const response = await member.get(
        `/api/member/v4/dentist-search/?zip=10001&network=all&name=${encodeURIComponent(name)}&radius=25`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return dentistSearchResponseSchema.parse(response.json()).data;
    };

    it('the owner adds a location; the member’s Find a Dentist shows it at once, and then its change', async () => {
      const response = await owner.post(LOCATIONS, locationInput());
      expect(response.statusCode, response.body).toBe(201);
      const location = managedLocationSchema.parse(response.json().data);
      created = location.id;
      expect(location).toMatchObject({ city: 'New York', state: 'NY', phone: '2125550100', address_line_2: null });
      expect(location.hours.Saturday).toBeNull();
      expect(location.hours.Monday).toEqual({ open: '08:00', close: '17:00' });

      const memberApp = await server.appFor('member');
      const member = await signedIn(memberApp, DEMO_EMAILS.member);
      const { rows } = await server.db.execute<{ name: string }>(
        sql`select name from practices where id = ${practiceId}`,
      );
      const found = (await memberSearch(member, rows[0]!.name)).find((r) => r.location_id === created);
      expect(found).toMatchObject({ location_name: 'Riverside Office', accepting_new_patients: true, zip: '10001' });
      expect(found?.hours.Saturday).toBeUndefined();

      const changed = await owner.patch(
        `${LOCATIONS}${created}/`,
        locationInput({
          name: 'Riverside Office East',
          accepting_new_patients: false,
          languages: ['English', 'Polish'],
          hours: { ...locationInput().hours, Saturday: { open: '09:00', close: '12:00' } },
        }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const after = (await memberSearch(member, rows[0]!.name)).find((r) => r.location_id === created);
      expect(after).toMatchObject({
        location_name: 'Riverside Office East',
        accepting_new_patients: false,
        languages: ['English', 'Polish'],
      });
      expect(after?.hours.Saturday).toEqual({ open: '09:00', close: '12:00' });
    });

    it('a location named with a right-to-left override or invisible characters only is refused: 400, nothing saved (issue 26 item 18)', async () => {
      const count = async () =>
        (await server.db.execute<{ n: number }>(sql`select count(*)::int as n from practice_locations`)).rows[0]!.n;
      const before = await count();
      for (const name of ['Riverside \u202Eeciffo', '\u200B\u200B']) {
        const response = await owner.post(LOCATIONS, locationInput({ name }));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ errors: { name: 'Invalid' } });
      }
      expect(await count()).toBe(before);
    });

    it('the front desk lists the locations and cannot add or change one', async () => {
      const list = await desk.get(LOCATIONS);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((l: { id: number }) => l.id)).toContain(created);
      const count = async () =>
        (
          await server.db.execute(
            sql`select count(*)::int as n from practice_locations where practice_id = ${practiceId}`,
          )
        ).rows[0];
      const before = await count();
      expect((await desk.post(LOCATIONS, locationInput())).statusCode).toBe(404);
      expect((await desk.patch(`${LOCATIONS}${created}/`, locationInput({ name: 'Desk' }))).statusCode).toBe(404);
      expect(await count()).toEqual(before);
      const { rows } = await server.db.execute(sql`select name from practice_locations where id = ${created}`);
      expect(rows[0]).toEqual({ name: 'Riverside Office East' });
    });

    it('issue 26 item 10: the owner removes a location: gone from the list, the visit choices, the member’s search and practice page; audited once; again is the same', async () => {
      const memberApp = await server.appFor('member');
      const member = await signedIn(memberApp, DEMO_EMAILS.member);
      const { rows } = await server.db.execute<{ name: string }>(
        sql`select name from practices where id = ${practiceId}`,
      );
      const audits = async () =>
        (
          await server.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log
            where action = 'practice_location_remove' and subject_id = ${String(practiceId)}`)
        ).rows[0]!.n;
      expect((await memberSearch(member, rows[0]!.name)).map((r) => r.location_id)).toContain(created);

      // The front desk cannot: 404, nothing changed.
      expect((await desk.delete(`${LOCATIONS}${created}/`)).statusCode).toBe(404);
      expect((await desk.get(LOCATIONS)).json().data.map((l: { id: number }) => l.id)).toContain(created);

      const removed = await owner.delete(`${LOCATIONS}${created}/`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ data: { message: 'Location removed' } });
      expect(await audits()).toBe(1);
      expect((await desk.get(LOCATIONS)).json().data.map((l: { id: number }) => l.id)).not.toContain(created);
      const choices = visitChoicesResponseSchema.parse((await desk.get('/api/dentist/v1/visit-choices/')).json()).data;
      expect(choices.locations.length).toBeGreaterThan(0);
      expect(choices.locations.map((l) => l.id)).not.toContain(created);
      expect((await memberSearch(member, rows[0]!.name)).map((r) => r.location_id)).not.toContain(created);
      const page = await member.get(`/api/member/v4/practices/${practiceId}/`);
      expect(page.statusCode, page.body).toBe(200);
      const pageLocations = (page.json().data.locations as { id: number }[]).map((l) => l.id);
      expect(pageLocations.length).toBeGreaterThan(0);
      expect(pageLocations).not.toContain(created);
      // Soft: the row stays for the visits that name it; a change to it is a 404 now.
      const { rows: kept } = await server.db.execute(sql`select name from practice_locations where id = ${created}`);
      expect(kept).toEqual([{ name: 'Riverside Office East' }]);
      expect((await owner.patch(`${LOCATIONS}${created}/`, locationInput())).statusCode).toBe(404);

      const again = await owner.delete(`${LOCATIONS}${created}/`);
      expect(again.statusCode, again.body).toBe(200);
      expect(await audits()).toBe(1);
      expect((await owner.delete(`${LOCATIONS}999999999/`)).statusCode).toBe(404);
    });

    it('issue 26 item 10: the practice’s last location cannot be removed: 409 with its message, nothing changed', async () => {
      const { rows } = await server.db.execute<{ id: number }>(sql`select id from practice_locations
        where practice_id = ${practiceId} and removed_at is null order by id`);
      const [last, ...others] = rows.map((r) => r.id);
      const othersList = others.length > 0 ? others : [-1];
      await server.db.execute(sql`update practice_locations set removed_at = now()
        where id in (${sql.join(
          othersList.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      try {
        const response = await owner.delete(`${LOCATIONS}${last}/`);
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toEqual({ errors: MSG_LAST_LOCATION });
        const { rows: still } = await server.db.execute(
          sql`select removed_at from practice_locations where id = ${last!}`,
        );
        expect(still).toEqual([{ removed_at: null }]);
      } finally {
        await server.db.execute(sql`update practice_locations set removed_at = null
          where id in (${sql.join(
            othersList.map((id) => sql`${id}`),
            sql`, `,
          )})`);
      }
    });

    it.each([
      ['phone', { phone: '12345' }, 'Invalid phone: enter 10 digits'],
      ['zip', { zip: 'abcde' }, 'Invalid zip: enter 5 digits'],
      ['zip', { zip: '00000' }, MSG_UNKNOWN_ZIP],
      ['languages', { languages: [] }, 'Required'],
      [
        'hours.Monday.close',
        { hours: { ...locationInput().hours, Monday: { open: '10:00', close: '09:00' } } },
        MSG_CLOSE_AFTER_OPEN,
      ],
      [
        'hours.Tuesday.open',
        { hours: { ...locationInput().hours, Tuesday: { open: '25:00', close: '26:00' } } },
        'Invalid',
      ],
    ])('refuses a bad %s with its message and adds nothing', async (field, change, message) => {
      const before = await server.db.execute(sql`select count(*)::int as n from practice_locations`);
      const response = await owner.post(LOCATIONS, locationInput(change));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[field]).toBe(message);
      expect((await server.db.execute(sql`select count(*)::int as n from practice_locations`)).rows).toEqual(
        before.rows,
      );
    });
  });
});
