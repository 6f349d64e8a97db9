// Issue 27: a small RFC 4180 CSV reader for the census upload. It reads incrementally (push chunks of text,
// take the finished rows) so a 10,000-row file is streamed, never held as one string. Lenient where
// spreadsheets are: CRLF, LF or a lone CR end a row; a UTF-8 BOM is dropped; blank lines at the end are
// ignored (a blank line inside the file stays a row, so row numbers match the spreadsheet's).

/** A file whose last quoted field is never closed: every later line would be read into it. */
export class CsvFormatError extends Error {
  constructor(
    message: string,
    /** The row (1 = the first line) where the unclosed quoted field starts. */
    readonly row: number,
  ) {
    super(message);
    this.name = 'CsvFormatError';
  }
}

/** The message of an unclosed quote (the census shows it for the whole file). */
export function unclosedQuoteMessage(row: number): string {
  return `Row ${row}: a quoted field is not closed`;
}

const BOM = '\uFEFF';

/** True for a row of empty cells only (a blank line reads as one empty cell). */
export function isBlankRow(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}

/** An incremental CSV reader: push text as it arrives, then end; each call answers the rows it finished. */
export interface CsvReader {
  push(chunk: string): string[][];
  /** Finishes the last row; throws CsvFormatError when a quoted field is still open. */
  end(): string[][];
}

/** Makes an incremental RFC 4180 reader (comma separated, double-quoted fields, "" for a quote inside one). */
export function createCsvReader(): CsvReader {
  let started = false;
  let field = '';
  let row: string[] = [];
  let inQuotes = false;
  /** Right after a closing quote: a second quote is an escaped one. */
  let quoteJustClosed = false;
  /** A CR ended the last row: a following LF belongs to it. */
  let afterCr = false;
  /** Whether the current field began with a quote (so its content is not trimmed or re-read). */
  let fieldStarted = false;
  let rowNumber = 1;
  let quoteRow = 0;
  /** Blank rows held back until a non-blank row shows they are not trailing. */
  let pendingBlank: string[][] = [];

  function endRow(out: string[][]): void {
    row.push(field);
    field = '';
    fieldStarted = false;
    quoteJustClosed = false;
    const done = row;
    row = [];
    rowNumber += 1;
    if (isBlankRow(done)) {
      pendingBlank.push(done);
      return;
    }
    out.push(...pendingBlank, done);
    pendingBlank = [];
  }

  function push(chunk: string): string[][] {
    let text = chunk;
    if (!started && text.length > 0) {
      started = true;
      if (text.startsWith(BOM)) text = text.slice(1);
    }
    const out: string[][] = [];
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i] as string;
      if (afterCr) {
        afterCr = false;
        if (char === '\n') continue;
      }
      if (inQuotes) {
        if (char === '"') {
          inQuotes = false;
          quoteJustClosed = true;
        } else {
          field += char;
        }
        continue;
      }
      if (quoteJustClosed && char === '"') {
        // "" inside a quoted field: one quote, and the field goes on
        field += '"';
        inQuotes = true;
        quoteJustClosed = false;
        continue;
      }
      quoteJustClosed = false;
      if (char === ',') {
        row.push(field);
        field = '';
        fieldStarted = false;
      } else if (char === '\n' || char === '\r') {
        afterCr = char === '\r';
        endRow(out);
      } else if (char === '"' && !fieldStarted) {
        inQuotes = true;
        fieldStarted = true;
        quoteRow = rowNumber;
      } else {
        // a quote inside an unquoted field, or text after a closing quote, is kept as written
        field += char;
        fieldStarted = true;
      }
    }
    return out;
  }

  function end(): string[][] {
    if (inQuotes) throw new CsvFormatError(unclosedQuoteMessage(quoteRow), quoteRow);
    const out: string[][] = [];
    if (field !== '' || fieldStarted || row.length > 0) endRow(out);
    pendingBlank = [];
    return out;
  }

  return { push, end };
}

/** Reads a whole CSV text into rows (the same reader, one chunk). */
export function parseCsv(text: string): string[][] {
  const reader = createCsvReader();
  return [...reader.push(text), ...reader.end()];
}

/** Writes one CSV cell: quoted when it holds a comma, a quote or a line break (quotes doubled). */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Writes rows as CSV text with CRLF line ends (RFC 4180), ending with a line break. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
