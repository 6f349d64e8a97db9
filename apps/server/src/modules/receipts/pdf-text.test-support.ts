// Tests only: the text a PDF shows, read from its content streams (no PDF text library is in the tree).
import { inflateSync } from 'node:zlib';

/** The text a PDF shows: literal and hex string operands of Tj in its (possibly compressed) content streams, one per line. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const shown: string[] = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)) {
    const body = Buffer.from(match[2] ?? '', 'latin1');
    const stream = /FlateDecode/.test(match[1] ?? '') ? inflateSync(body).toString('latin1') : body.toString('latin1');
    for (const m of stream.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj|<([0-9A-Fa-f]+)>\s*Tj/g)) {
      shown.push(m[2] ? Buffer.from(m[2], 'hex').toString('latin1') : (m[1] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  return shown.join('\n');
}
