// Issue 27 item 4: a census upload read as it streams by the domain's CSV reader (quoted commas and line breaks, a
// BOM, CRLF), chunk by chunk: the rows are kept (validateCensusRows reads them whole, its checks across rows need
// every one), the bytes are not. A file is at most CENSUS_MAX_BYTES, so its rows fit easily.
import type { Readable } from 'node:stream';
import { CsvFormatError, createCsvReader, isBlankRow } from '@dental/domain';
import { ValidationError } from '../../../http/errors.js';

/** Every row of a CSV stream, blank rows inside the file included (row numbers stay the spreadsheet's). */
export async function readCsvRows(stream: Readable): Promise<string[][]> {
  const reader = createCsvReader();
  const decoder = new TextDecoder('utf-8');
  const rows: string[][] = [];
  const keep = (finished: string[][]) => {
    for (const row of finished) rows.push(row);
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>)
      keep(reader.push(decoder.decode(chunk, { stream: true })));
    keep(reader.push(decoder.decode()));
    keep(reader.end());
  } catch (error) {
    // An unclosed quote swallows every later line: the file as a whole is refused, on its field.
    if (error instanceof CsvFormatError) throw new ValidationError({ file: error.message });
    throw error;
  }
  return rows;
}

/** The rows of data of a census file: its non-blank rows after the header row. */
export function dataRowCount(rows: readonly (readonly string[])[]): number {
  return rows.slice(1).filter((row) => !isBlankRow(row)).length;
}
