// The tenancy cases of the practice module (decision 0023; http/tenancy.test.ts finds them by their
// tenancyCases): the owner of the demo practice names another practice's location, dentist, invitation and
// user; each is a 404 and nothing of the other practice changes.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { tenancyCases } from '../../../testing/tenancy-case.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS } from '../../member/member.test-support.js';
import {
  DENTISTS,
  INVITES,
  LOCATIONS,
  STAFF_USERS,
  dentistClient,
  demoPracticeId,
  locationInput,
  npiFrom,
  otherPractice,
} from './dentist-practice.test-support.js';

describe('practice tenancy: another practice’s ids are 404 with nothing changed (issue 16 item 2)', () => {
  let server: TestServer;
  let owner: TestClient;
  let other: { id: number; locationId: number; dentistId: number; inviteId: number; userId: number };
  const snapshot = async () =>
    (
      await server.db.execute(sql`select
        (select row_to_json(l) from practice_locations l where l.id = ${other.locationId}) as location,
        (select row_to_json(d) from dentists d where d.id = ${other.dentistId}) as dentist,
        (select row_to_json(i) from practice_invites i where i.id = ${other.inviteId}) as invite,
        (select row_to_json(u) from (select id, disabled_at from users where id = ${other.userId}) u) as "user",
        (select count(*) from practice_users where user_id = ${other.userId}) as memberships,
        (select count(*) from sessions where user_id = ${other.userId} and revoked_at is null) as sessions`)
    ).rows[0];

  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    owner = await dentistClient(server, DEMO_EMAILS.dentist);
    const mine = await demoPracticeId(server.db);
    const found = await otherPractice(server.db, mine);
    const invite = await server.db.execute<{ id: number }>(sql`insert into practice_invites
      (practice_id, email, code_hash, created_at, expires_at)
      values (${found.id}, 'other.desk@example.com', 'tenancy-test-hash', now(), now() + interval '7 days') returning id`);
    const user = await server.db.execute<{ id: number }>(sql`insert into users
      (account_type, email, password_hash, first_name, last_name)
      values ('dentist', 'other.practice.desk@example.com', 'x', 'Other', 'Desk') returning id`);
    await server.db.execute(sql`insert into practice_users (user_id, practice_id, role)
      values (${user.rows[0]!.id}, ${found.id}, 'front_desk')`);
    other = { ...found, inviteId: invite.rows[0]!.id, userId: user.rows[0]!.id };
  });
  afterAll(() => server.close());

  /** The call with the other practice's id: 404, and nothing of the other practice changed. */
  const refused = (call: () => Promise<{ statusCode: number }>) => async () => {
    const before = await snapshot();
    const response = await call();
    expect(response.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  };

  tenancyCases({
    'dentist.updatePracticeLocation.id': refused(() =>
      owner.patch(`${LOCATIONS}${other.locationId}/`, locationInput()),
    ),
    'dentist.removePracticeLocation.id': refused(() => owner.delete(`${LOCATIONS}${other.locationId}/`)),
    'dentist.updatePracticeDentist.id': refused(() =>
      owner.patch(`${DENTISTS}${other.dentistId}/`, {
        first_name: 'Taken',
        last_name: 'Over',
        license_number: 'L-1',
        npi: npiFrom('123456789'),
        speciality: 'general dentist',
      }),
    ),
    'dentist.removePracticeDentist.id': refused(() => owner.delete(`${DENTISTS}${other.dentistId}/`)),
    'dentist.revokeStaffInvite.id': refused(() => owner.delete(`${INVITES}${other.inviteId}/`)),
    'dentist.removeStaffUser.id': refused(() => owner.delete(`${STAFF_USERS}${other.userId}/`)),
  });
});
