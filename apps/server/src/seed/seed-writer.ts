// Writes the generated rows in large inserts, parents before children, with ids chosen up front (no round
// trip per row; RETURNING order is not guaranteed, so ids are not read back). Each insert sends one text
// array per column and unnests it on the server (`insert ... select ... from unnest($1::text[], ...)`):
// a handful of parameters however many rows, where a multi-row VALUES list needs one per value and made
// query building, not the database, the bottleneck at 100k-household scale.
import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';

/** What the seed needs of a database or a transaction. */
export type SeedDb = Pick<Database, 'execute'>;

const ROWS_PER_INSERT = 10_000;

/** The type a column's text is cast to: its own SQL type (serial columns are plain integers). */
function castType(column: PgColumn): string {
  const type = column.getSQLType();
  return type === 'serial' ? 'integer' : type === 'bigserial' ? 'bigint' : type;
}

/** A value as PostgreSQL text input, using the column's own driver mapping (dates, json, arrays). */
function asText(column: PgColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const mapped: unknown = column.mapToDriverValue(value);
  if (typeof mapped === 'string') return mapped;
  if (typeof mapped === 'number' || typeof mapped === 'boolean' || typeof mapped === 'bigint') return String(mapped);
  return JSON.stringify(mapped);
}

/** Inserts rows in large batches. All rows must have the same keys (the columns written). */
export async function insertRows<T extends PgTable>(
  db: SeedDb,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const all: Record<string, PgColumn> = getTableColumns(table);
  const keys = Object.keys(first);
  const columns = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${getTableConfig(table).name} has no column ${key}`);
    return column;
  });
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const casts = sql.raw(columns.map((c, i) => `u.c${i}::${castType(c)}`).join(', '));
  const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(', '));
  for (let offset = 0; offset < rows.length; offset += ROWS_PER_INSERT) {
    const slice = rows.slice(offset, offset + ROWS_PER_INSERT) as Record<string, unknown>[];
    const arrays = keys.map((key, i) => {
      const column = columns[i] as PgColumn;
      return sql`${sql.param(slice.map((row) => asText(column, row[key])))}::text[]`;
    });
    try {
      await db.execute(
        sql`insert into ${table} (${names}) select ${casts} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})`,
      );
    } catch (error) {
      // Drizzle's error message carries the whole statement and its parameters (megabytes here): keep
      // the database's own message and the table, and the full error as the cause.
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new Error(`Writing ${getTableConfig(table).name} failed: ${reason}`, { cause: error });
    }
  }
}

/** The rows of a raw query result: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Record<string, unknown>[];
  }
  throw new Error('unexpected query result shape');
}

/** Hands out ids for tables with a serial id, continuing after what the table already holds. */
export class IdAllocator {
  // Keyed by the table object: getTableConfig is far too slow to call once per row.
  private readonly next = new Map<PgTable, number>();

  private constructor(private readonly tables: readonly PgTable[]) {}

  /** Reads each table's largest id once. */
  static async create(db: SeedDb, tables: readonly PgTable[]): Promise<IdAllocator> {
    const allocator = new IdAllocator(tables);
    for (const table of tables) {
      const [row] = rowsOf(await db.execute(sql`select max(id) as max from ${table}`));
      allocator.next.set(table, Number(row?.max ?? 0) + 1);
    }
    return allocator;
  }

  /** The next id of a table. */
  take(table: PgTable): number {
    const id = this.next.get(table);
    if (id === undefined) throw new Error(`no id sequence for ${getTableConfig(table).name}`);
    this.next.set(table, id + 1);
    return id;
  }

  /** Moves every serial sequence past the ids used, so later inserts by the app get fresh ids. */
  async syncSequences(db: SeedDb): Promise<void> {
    for (const table of this.tables) {
      const name = getTableConfig(table).name;
      await db.execute(
        sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${table}), 1), (select count(*) > 0 from ${table}))`,
      );
    }
  }
}

/**
 * Rows of many tables waiting to be written. `flush` writes them table by table in the given order
 * (parents first), so a chunk of households goes in as a few large inserts per table.
 */
export class RowBatch {
  private rows = new Map<PgTable, unknown[]>();
  /** Rows written so far, by table name. */
  readonly written = new Map<string, number>();

  constructor(private readonly order: readonly PgTable[]) {}

  add<T extends PgTable>(table: T, row: T['$inferInsert']): void {
    const list = this.rows.get(table);
    if (list) list.push(row);
    else this.rows.set(table, [row]);
  }

  get pending(): number {
    let total = 0;
    for (const list of this.rows.values()) total += list.length;
    return total;
  }

  /** Writes what is pending. The rows are taken at once, so new rows may be added while this runs. */
  async flush(db: SeedDb): Promise<void> {
    const rows = this.rows;
    this.rows = new Map();
    for (const table of rows.keys()) {
      if (!this.order.includes(table))
        throw new Error(`${getTableConfig(table).name} has no place in the insert order`);
    }
    for (const table of this.order) {
      const list = rows.get(table);
      if (!list?.length) continue;
      await insertRows(db, table, list as PgTable['$inferInsert'][]);
      const name = getTableConfig(table).name;
      this.written.set(name, (this.written.get(name) ?? 0) + list.length);
    }
  }
}
