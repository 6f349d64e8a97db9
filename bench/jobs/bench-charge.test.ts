import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../apps/server/src/testing/test-server.ts';
import { benchChargeDueInstalments } from './bench-charge.ts';

describe('the bench hook for charging due instalments', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('charges every one of them once with two workers', async () => {
    const result = await benchChargeDueInstalments(server.db, 150, 2);
    expect(result).toMatchObject({ due: 150, charged: 150, chargedTwice: 0 });
  });
});
