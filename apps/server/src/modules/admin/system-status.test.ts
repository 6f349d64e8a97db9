// Issue 29 item 2: GET admin/v1/system/ answers the instance and its read replica as the replica pool last
// measured it (the cluster tests measure a real replica; here the status is given, to see each state's answer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { systemStatusResponseSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { ClientAt } from '../auth/auth.test-support.js';
import { passSecondStep } from '../auth/mfa/mfa.test-support.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../seed/demo-accounts.js';
import type { ReplicaStatus } from '../../db/replica-pool.js';

const SYSTEM = '/api/admin/v1/system/';

describe('GET admin/v1/system/ (issue 29 item 2)', () => {
  let server: TestServer;
  let admin: FastifyInstance;
  let support: ClientAt;
  let status: ReplicaStatus | null = null;

  beforeAll(async () => {
    server = await createTestServer({ replicaStatus: () => status });
    admin = await server.appFor('admin');
    support = new ClientAt(admin);
    expect((await support.signIn('admin', 'staff-support@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await passSecondStep(support, DEMO_TOTP_SECRET, new Date())).statusCode).toBe(200);
  });
  afterAll(() => server.close());

  const systemStatus = async () => {
    const response = await support.get(SYSTEM);
    expect(response.statusCode, response.body).toBe(200);
    return systemStatusResponseSchema.parse(response.json()).data;
  };

  it('names the instance and says there is no replica when it runs without one', async () => {
    expect(await systemStatus()).toEqual({ instance: 'test', version: server.config.version, replica: null });
  });

  it("says where the replica's reads go and how far it lags, with the bound", async () => {
    status = { readsFrom: 'replica', lagMs: 12.4, checkedAt: new Date('2026-11-29T10:00:00.000Z') };
    expect((await systemStatus()).replica).toEqual({
      reads_from: 'replica',
      lag_ms: 12,
      max_lag_ms: 5_000,
      checked_at: '2026-11-29T10:00:00.000Z',
    });
    status = { readsFrom: 'primary', lagMs: null, checkedAt: new Date('2026-11-29T10:00:01.000Z') };
    expect((await systemStatus()).replica).toMatchObject({ reads_from: 'primary', lag_ms: null });
  });

  it('is refused without a staff session', async () => {
    expect((await new ClientAt(admin).get(SYSTEM)).statusCode).toBe(401);
  });
});
