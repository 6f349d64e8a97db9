// A named prepared statement for a raw SQL query (decision 0006). Drizzle prepares only its query builders;
// a hand-written `sql` query run through `db.execute` is sent unnamed, so PostgreSQL parses and plans it on
// every call. This prepares it through the same Drizzle session, so both drivers run it (node-postgres sends
// it named: parsed once per connection; PGlite ignores the name) and the `onQuery` hook still sees it.
import { createHash } from 'node:crypto';
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

/** What `executeNamed` runs on: the database or an open transaction (each has its Drizzle session). */
type SessionOwner = Pick<Database, '_'>;

/**
 * Runs `query` (an ordinary `sql` template, values inline) as a named prepared statement on `db` or on an open
 * transaction: node-postgres parses it once per connection and afterwards only binds it, so PostgreSQL plans it
 * from its cache instead of parsing and planning it on every call (for a request's statements inside a
 * transaction, where `prepareSql`'s statement on the pool cannot run). The name is `label` and a digest of the
 * statement's text, so each shape of a query (an optional part, a list's length) is a statement of its own.
 */
export async function executeNamed<Row>(db: SessionOwner, label: string, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const name = `${label}_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 16)}`;
  const prepared = db._.session.prepareQuery<{ execute: RowsResult<Row>; all: unknown; values: unknown }>(
    built,
    undefined,
    name,
    false,
  );
  return (await prepared.execute()).rows;
}
