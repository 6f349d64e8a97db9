// Issue 26, items 1 and 2: a visit the practice voids counts nowhere on the member's side: not in the Receipts
// totals (the dentist's report already leaves it out), and its details and receipt PDF show nothing due.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentDetailsResponseSchema,
  formatMoney,
  transactionsResponseSchema,
  visitDetailsResponseSchema,
  type TransactionsResponse,
  type VisitDetails,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { isoDay } from '../../../platform/dates.js';
import { visitLinesWorld } from '../../dentist/visit-lines/visit-lines.test-support.js';
import { pdfText } from './pdf-text.test-support.js';

const VISITS = '/api/dentist/v1/visits/';
const LIST = '/api/member/v4/transactions/?view=all&page_size=100';

describe('a voided visit on the member side (issue 26 items 1 and 2)', () => {
  let server: TestServer;
  let desk: TestClient;
  let member: TestClient;
  let visit: VisitDetails;
  let before: TransactionsResponse;

  const list = async (): Promise<TransactionsResponse> => {
    const response = await member.get(LIST);
    expect(response.statusCode, response.body).toBe(200);
    return transactionsResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    const world = await visitLinesWorld(server);
    ({ desk, member } = world);
    before = await list();
    const recorded = await desk.post(VISITS, {
      ...world.spouse,
      dentist_id: world.practice.dentistId,
      location_id: world.practice.locationId,
      appointment_date: isoDay(new Date()),
      lines: [{ code: 'D0120' }, { code: 'D2391', tooth: '30', surfaces: 'O' }],
      idempotency_key: randomUUID(),
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    visit = visitDetailsResponseSchema.parse(recorded.json()).data;
    expect(visit.member_cents).toBeGreaterThan(0);
    const voided = await desk.post(`${VISITS}${visit.id}/void/`, { reason: 'Entered for the wrong patient' });
    expect(voided.statusCode, voided.body).toBe(200);
  });
  afterAll(() => server.close());

  it('lists the voided visit but leaves it out of the totals', async () => {
    const after = await list();
    const row = after.data.find((t) => t.kind === 'appointment' && t.id === visit.id);
    expect(row).toMatchObject({ status: 'voided', billed_cents: visit.billed_cents });
    expect(after.meta.total).toBe(before.meta.total + 1);
    expect(after.meta.totals).toEqual(before.meta.totals);
  });

  it('shows nothing due on the voided visit, in its details and its receipt PDF', async () => {
    const response = await member.get(`/api/member/v4/appointments/${visit.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const details = appointmentDetailsResponseSchema.parse(response.json()).data;
    expect(details).toMatchObject({ status: 'voided', payments: [], balance_cents: 0 });
    expect(details.totals.member_cents).toBe(visit.member_cents);
    const pdf = await member.get(`/api/member/v4/appointments/${visit.id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    const lines = pdfText(pdf.rawPayload).split('\n');
    expect(lines[lines.indexOf('Balance due') + 1]).toBe(formatMoney(0));
  });
});
