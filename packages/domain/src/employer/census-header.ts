// Issue 27: the census file's header row (row 1): which template column each position holds, and what is
// missing, unknown or given twice (each reported once; with any, no row is read).
import { CENSUS_COLUMNS, CENSUS_OPTIONAL_COLUMNS, type CensusColumn, censusColumnOf } from './census-columns.js';

/** A template column missing from the header. */
export const MSG_MISSING_COLUMN = 'Missing column';
/** A header cell that names no template column. */
export const MSG_UNKNOWN_COLUMN = 'Unknown column';
/** A template column named twice in the header. */
export const MSG_DUPLICATE_COLUMN = 'Column given twice';
/** One problem of a census file: its row (the header is 1), its column ('' for the whole row) and message. */
export interface CensusError {
  row: number;
  column: string;
  message: string;
}

/** Reads the header: the column of each position, or the header errors (each reported once). */
export function readCensusHeader(header: readonly string[]): {
  columns: (CensusColumn | null)[];
  errors: CensusError[];
} {
  const errors: CensusError[] = [];
  const seen = new Set<CensusColumn>();
  const columns = header.map((cell) => {
    if (cell.trim() === '') return null;
    const column = censusColumnOf(cell);
    if (column === null) errors.push({ row: 1, column: cell.trim(), message: MSG_UNKNOWN_COLUMN });
    else if (seen.has(column)) errors.push({ row: 1, column, message: MSG_DUPLICATE_COLUMN });
    else seen.add(column);
    return column;
  });
  for (const column of CENSUS_COLUMNS) {
    if (!seen.has(column) && !CENSUS_OPTIONAL_COLUMNS.includes(column)) {
      errors.push({ row: 1, column, message: MSG_MISSING_COLUMN });
    }
  }
  return { columns, errors };
}
