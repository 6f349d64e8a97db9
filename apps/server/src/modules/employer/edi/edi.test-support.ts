// Issue 27 item 5: 834 files for the check and apply tests (the x12 fixtures, or loops wrapped in envelopes), and
// what a company's household looks like after them.
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { edi834ApplyResponseSchema, edi834CheckResponseSchema } from '@dental/domain';
import type { TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { fileForm } from '../../../testing/multipart.js';
import { HEADER_834, wrap834 } from '../../../platform/x12/edi-834-generator.test-support.js';

export const EDI_CHECK = '/api/employer/v1/edi/834/check/';
export const EDI_APPLY = '/api/employer/v1/edi/834/';
export const ackPath = (id: number) => `/api/employer/v1/edi/acknowledgements/${id}/999.x12`;

/** An 834 of these member segments (each loop's INS to its last segment) under the generator's header. */
export function file834(segments: readonly string[], controlNumber = 201): string {
  return wrap834([...HEADER_834, ...segments], controlNumber);
}

/** The upload form of an 834. */
export const form834 = (content: string | Uint8Array) => fileForm('enrolment.x12', content, 'application/edi-x12');

/** The check's answer to a file (200). */
export async function check834(client: TestClient, content: string | Uint8Array) {
  const response = await client.upload(EDI_CHECK, form834(content));
  expect(response.statusCode, response.body).toBe(200);
  return edi834CheckResponseSchema.parse(response.json()).data;
}

/** The apply's answer to a file (200). */
export async function apply834(client: TestClient, content: string | Uint8Array) {
  const response = await client.upload(EDI_APPLY, form834(content));
  expect(response.statusCode, response.body).toBe(200);
  return edi834ApplyResponseSchema.parse(response.json()).data;
}

/** The household of the company's employee with this subscriber id: its people, address and covers. */
export async function householdOf(server: TestServer, companyId: number, subscriberId: string) {
  const result = await server.db.execute<{
    relationship: string;
    first_name: string;
    date_of_birth: string;
    address_line_1: string;
    city: string;
    zip: string;
    start_date: string | null;
    end_date: string | null;
  }>(sql`select p.relationship, p.first_name, p.date_of_birth::text as date_of_birth, h.address_line_1, h.city,
      h.zip, b.start_date::text as start_date, b.end_date::text as end_date
    from employees e join households h on h.id = e.household_id join patients p on p.household_id = h.id
    left join benefits b on b.patient_id = p.id and b.employer_id = ${companyId}
    where e.employer_id = ${companyId} and e.employee_number = ${subscriberId} order by p.id`);
  return result.rows;
}

/** Everything an 834 may change in a company: employees, people, covers and their ends, acknowledgements aside. */
export async function enrolmentState(server: TestServer, companyId: number) {
  const result = await server.db.execute<{ state: string }>(sql`select json_build_object(
      'employees', (select count(*) from employees where employer_id = ${companyId}),
      'patients', (select count(*) from patients p join households h on h.id = p.household_id
        where h.employer_id = ${companyId}),
      'benefits', (select json_agg(json_build_array(id, start_date, end_date) order by id) from benefits
        where employer_id = ${companyId}),
      'households', (select json_agg(json_build_array(id, address_line_1, zip) order by id) from households
        where employer_id = ${companyId}))::text as state`);
  return result.rows[0]!.state;
}
