// "Nothing changed by a refused request" (issue 15 item 5), cheaply: the test server logs every SQL statement,
// so a request that wrote no row of a table changed none. When a refused request did write (a transaction it
// then rolled back), the table's checksum is compared with the one known from before.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

/**
 * Tables a refused request may write by design: the audit of failures, sign-in and mail throttles, session
 * activity and rotation. Any other write by a refused request is a defect.
 */
const BOOKKEEPING =
  /^(audit_log|sign_in_attempts|sessions|refresh_tokens|member_mail_requests|job_queue|jobs)$|throttle|attempts|_locks?$/;

const WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

export interface ChangeWatch {
  /** The tables the statements wrote to, bookkeeping left out. */
  writtenTables(statements: readonly string[]): string[];
  /** Tables whose rows differ from the last known checksum (and the checksum is then updated). */
  changed(tables: readonly string[]): Promise<string[]>;
  /** Records the current checksum of the tables (after an accepted request wrote them). */
  remember(tables: readonly string[]): Promise<void>;
}

async function checksum(db: Database, table: string): Promise<string> {
  const { rows } = await db.execute<{ sum: string | null }>(
    sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(table)} t`,
  );
  return rows[0]?.sum ?? '';
}

/** Watches the public tables of `db`, starting from their checksums now. */
export async function watchChanges(db: Database): Promise<ChangeWatch> {
  const { rows } = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const watched = new Set(rows.map((row) => row.table_name).filter((name) => !BOOKKEEPING.test(name)));
  const known = new Map<string, string>();
  for (const table of watched) known.set(table, await checksum(db, table));
  return {
    writtenTables(statements) {
      const tables = new Set<string>();
      for (const statement of statements)
        for (const match of statement.matchAll(WRITE)) if (match[1] && watched.has(match[1])) tables.add(match[1]);
      return [...tables].sort();
    },
    async changed(tables) {
      const out: string[] = [];
      for (const table of tables) {
        const now = await checksum(db, table);
        if (now !== known.get(table)) out.push(table);
        known.set(table, now);
      }
      return out;
    },
    async remember(tables) {
      for (const table of tables) known.set(table, await checksum(db, table));
    },
  };
}
