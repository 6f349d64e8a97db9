// Issue 16 item 2: the practice's dentists on the real app: the owner's writes, the practice's specialities that
// follow them (what Find a Dentist searches by), the spec §5 rules with their messages, and the front desk refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { managedDentistSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS } from '../../member/member.test-support.js';
import { DENTISTS, dentistClient, demoPracticeId, npiFrom } from './dentist-practice.test-support.js';

describe('dentist/v1/practice/dentists (issue 16 item 2)', () => {
  let server: TestServer;
  let owner: TestClient;
  let desk: TestClient;
  let practiceId: number;
  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    owner = await dentistClient(server, DEMO_EMAILS.dentist);
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    practiceId = await demoPracticeId(server.db);
  });
  afterAll(() => server.close());

  describe('dentists', () => {
    const dentistInput = {
      first_name: 'Dana',
      last_name: 'Molar',
      license_number: 'DDS-4521',
      npi: npiFrom('198765432'),
      speciality: 'endodontist',
    };
    const specialities = async () =>
      (
        await server.db.execute<{ specialities: string[] }>(
          sql`select specialities from practices where id = ${practiceId}`,
        )
      ).rows[0]!.specialities;

    it('the owner adds, edits and removes a dentist; the practice’s specialities follow', async () => {
      const added = await owner.post(DENTISTS, dentistInput);
      expect(added.statusCode, added.body).toBe(201);
      const dentist = managedDentistSchema.parse(added.json().data);
      expect(dentist).toMatchObject({ license_number: 'DDS-4521', speciality: 'endodontist', active: true });
      expect(await specialities()).toContain('endodontist');

      const edited = await owner.patch(`${DENTISTS}${dentist.id}/`, { ...dentistInput, speciality: 'prosthodontist' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.speciality).toBe('prosthodontist');

      const listed = await desk.get(DENTISTS);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.map((d: { id: number }) => d.id)).toContain(dentist.id);

      const removed = await owner.delete(`${DENTISTS}${dentist.id}/`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().data).toEqual({ outcome: 'deleted' });
      const { rows } = await server.db.execute(sql`select id from dentists where id = ${dentist.id}`);
      expect(rows).toEqual([]);
    });

    it('a dentist that visits name is deactivated, not deleted, and gives no speciality to the search', async () => {
      const { rows } = await server.db.execute<{ id: number; specialities: string[] }>(sql`
        select d.id, d.specialities from dentists d where d.practice_id = ${practiceId} and d.active
          and exists (select 1 from appointments a where a.dentist_id = d.id) order by d.id limit 1`);
      let dentistId = rows[0]?.id;
      if (dentistId === undefined) {
        const added = await owner.post(DENTISTS, { ...dentistInput, speciality: 'periodontist' });
        dentistId = added.json().data.id as number;
        await server.db.execute(sql`update appointments set dentist_id = ${dentistId}
          where id = (select min(id) from appointments where practice_id = ${practiceId})`);
      }
      const removed = await owner.delete(`${DENTISTS}${dentistId}/`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().data).toEqual({ outcome: 'deactivated' });
      const after = await server.db.execute(sql`select active from dentists where id = ${dentistId}`);
      expect(after.rows).toEqual([{ active: false }]);
      const still = await server.db.execute<{ specialities: string[] }>(sql`
        select coalesce(array_agg(distinct s order by s), '{}') as specialities from dentists d, unnest(d.specialities) s
        where d.practice_id = ${practiceId} and d.active`);
      expect(await specialities()).toEqual(still.rows[0]!.specialities);
    });

    it.each([
      ['license_number', 'ABCDEF', 'Invalid license: it must contain a digit'],
      ['license_number', '', 'Required'],
      ['npi', '12345', 'Invalid NPI: check the 10 digits'],
      ['npi', '1234567890', 'Invalid NPI: check the 10 digits'],
      ['speciality', 'surgeon', 'Invalid'],
    ])('spec §5: %s %j is refused with %j and adds nothing', async (field, value, message) => {
      const before = await server.db.execute(sql`select count(*)::int as n from dentists`);
      const response = await owner.post(DENTISTS, { ...dentistInput, [field]: value });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[field]).toBe(message);
      expect((await server.db.execute(sql`select count(*)::int as n from dentists`)).rows).toEqual(before.rows);
    });

    it('the front desk cannot add, edit or remove a dentist', async () => {
      const { rows } = await server.db.execute<{ id: number }>(
        sql`select min(id) as id from dentists where practice_id = ${practiceId}`,
      );
      const id = rows[0]!.id;
      const before = await server.db.execute(sql`select * from dentists where practice_id = ${practiceId} order by id`);
      expect((await desk.post(DENTISTS, dentistInput)).statusCode).toBe(404);
      expect((await desk.patch(`${DENTISTS}${id}/`, dentistInput)).statusCode).toBe(404);
      expect((await desk.delete(`${DENTISTS}${id}/`)).statusCode).toBe(404);
      expect(
        (await server.db.execute(sql`select * from dentists where practice_id = ${practiceId} order by id`)).rows,
      ).toEqual(before.rows);
    });
  });
});
