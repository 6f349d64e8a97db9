import type { Database } from '../db/database.js';

/** A database or an open transaction: the rows of one change (and its audit row) are written together. */
export type DbOrTx = Pick<Database, 'insert' | 'update' | 'select' | 'delete' | 'execute' | '_'>;

/**
 * Runs `work` in one transaction of `db` (committed when it resolves, rolled back when it throws): the one
 * transaction helper every repository hands its services (issue 25).
 */
export function inTransaction<T>(db: Database, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
