// The census check's placeholder finding (issue 27, decision 0052): how many rows of data a census file holds,
// counted as the file streams. Replaced by the census parser (csv-parse, quoted line breaks and all) when the
// census import lands.
import type { Readable } from 'node:stream';

const LF = 0x0a;
const CR = 0x0d;

/** The non-blank lines of a stream of text, read chunk by chunk (a line break inside quotes counts as a line). */
export async function countLines(stream: Readable): Promise<number> {
  let lines = 0;
  let blank = true;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    for (const byte of chunk) {
      if (byte === LF) {
        if (!blank) lines++;
        blank = true;
      } else if (byte !== CR && byte !== 0x20 && byte !== 0x09) blank = false;
    }
  }
  return blank ? lines : lines + 1;
}

/** The rows of data of a census file: its non-blank lines after the header row. */
export async function censusRows(stream: Readable): Promise<number> {
  return Math.max(0, (await countLines(stream)) - 1);
}
