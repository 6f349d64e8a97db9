// A named prepared statement for a raw SQL query (decision 0006). Drizzle prepares only its query builders;
// a hand-written `sql` query run through `db.execute` is sent unnamed, so PostgreSQL parses and plans it on
// every call. This prepares it through the same Drizzle session, so both drivers run it (node-postgres sends
// it named: parsed once per connection; PGlite ignores the name) and the `onQuery` hook still sees it.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, RowsResult } from './database.js';

/** A raw query prepared once: its values are given by placeholder name on each call. */
export interface PreparedSql<Row> {
  rows(values: Record<string, unknown>): Promise<Row[]>;
}

// Raw SQL needs no casing or schema knowledge: a plain dialect turns the template into text and parameters.
const dialect = new PgDialect();

/**
 * Prepares `query` (a `sql` template whose variable parts are `sql.placeholder(...)`) under `name`, which must
 * be unique in the app. Build it once per database (a repository's factory), never per request.
 */
export function prepareSql<Row>(db: Database, name: string, query: SQL): PreparedSql<Row> {
  const prepared = db._.session.prepareQuery<{ execute: RowsResult<Row>; all: unknown; values: unknown }>(
    dialect.sqlToQuery(query),
    undefined,
    name,
    false,
  );
  return {
    async rows(values) {
      return (await prepared.execute(values)).rows;
    },
  };
}
