import type { Database } from '../db/database.js';

/** A database or an open transaction: the rows of one change (and its audit row) are written together. */
export type DbOrTx = Pick<Database, 'insert' | 'update' | 'select' | 'delete' | 'execute' | '_'>;
