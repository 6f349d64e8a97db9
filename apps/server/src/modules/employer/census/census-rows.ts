// The census check's first finding (issue 27, decision 0052): how many rows of data a census file holds, read as
// the file streams by the domain's CSV reader (quoted commas and line breaks, a BOM, CRLF), the header row not
// counted and blank rows skipped. The rows' checks (validateCensusRows) and the import come next.
import type { Readable } from 'node:stream';
import { CsvFormatError, createCsvReader, isBlankRow } from '@dental/domain';
import { ValidationError } from '../../../http/errors.js';

/** The non-blank rows of a CSV stream, header included; an unclosed quoted field is the file's 400. */
export async function csvRowCount(stream: Readable): Promise<number> {
  const reader = createCsvReader();
  const decoder = new TextDecoder('utf-8');
  let rows = 0;
  const count = (finished: string[][]) => {
    for (const row of finished) if (!isBlankRow(row)) rows++;
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>)
      count(reader.push(decoder.decode(chunk, { stream: true })));
    count(reader.push(decoder.decode()));
    count(reader.end());
  } catch (error) {
    if (error instanceof CsvFormatError) throw new ValidationError({ file: error.message });
    throw error;
  }
  return rows;
}

/** The rows of data of a census file: its non-blank rows after the header row. */
export async function censusRows(stream: Readable): Promise<number> {
  return Math.max(0, (await csvRowCount(stream)) - 1);
}
