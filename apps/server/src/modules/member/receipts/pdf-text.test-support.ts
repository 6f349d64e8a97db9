// Tests only: the text a PDF shows, read from its content streams (no PDF text library is in the tree).
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { expect } from 'vitest';

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

/**
 * A printout answered as the PDF routes answer (issue 26 item 21): 200, a PDF attachment of `filename`, never
 * cached, on `pages` pages (at least one when not given). Its text lines, for the test's own checks.
 */
export async function expectPdfFile(
  response: { statusCode: number; body: string; headers: Record<string, unknown>; rawPayload: Buffer },
  filename: string,
  pages?: number,
): Promise<string[]> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(response.headers['cache-control']).toBe('no-store');
  const pdf = response.rawPayload;
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const count = (await PDFDocument.load(pdf)).getPageCount();
  if (pages === undefined) expect(count).toBeGreaterThanOrEqual(1);
  else expect(count).toBe(pages);
  return pdfText(pdf).split('\n');
}
