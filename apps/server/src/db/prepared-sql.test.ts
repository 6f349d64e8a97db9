import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { prepareSql } from './prepared-sql.js';

describe('prepareSql', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('runs a raw query with its placeholders filled in on each call, a placeholder used twice included', async () => {
    const statement = prepareSql<{ total: number; label: string }>(
      server.db,
      'test_prepared_sql_sum',
      sql`select (${sql.placeholder('n')}::int + ${sql.placeholder('n')}::int) as total, ${sql.placeholder('label')}::text as label`,
    );
    await expect(statement.rows({ n: 2, label: 'first' })).resolves.toEqual([{ total: 4, label: 'first' }]);
    await expect(statement.rows({ n: 20, label: 'second' })).resolves.toEqual([{ total: 40, label: 'second' }]);
  });
});
