// What the ID card tests share (the member's cards and the employer's group cards, issue 27 item 7): the text a
// PDF shows, read from its content streams as a viewer would find it.
import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { PDFDocument } from 'pdf-lib';

/** The text a PDF shows: literal and hex string operands of its (possibly compressed) content streams. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)) {
    const body = Buffer.from(match[2] ?? '', 'latin1');
    streams.push(/FlateDecode/.test(match[1] ?? '') ? inflateSync(body).toString('latin1') : body.toString('latin1'));
  }
  const shown: string[] = [];
  for (const stream of streams) {
    for (const m of stream.matchAll(/\((?:\\.|[^\\)])*\)\s*Tj|<([0-9A-Fa-f]+)>\s*Tj/g)) {
      shown.push(
        m[1]
          ? Buffer.from(m[1], 'hex').toString('latin1')
          : m[0]
              .replace(/\)\s*Tj$/, '')
              .slice(1)
              .replace(/\\(.)/g, '$1'),
      );
    }
  }
  return shown.join('\n');
}

/** An answer as a card download: 200, of `contentType`, an attachment named `filename`, never cached. */
export function expectCardDownload(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  contentType: string,
  filename: string,
): void {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(response.headers['cache-control']).toBe('no-store');
}

/** Each page's width and height in points, to two decimals. */
export async function pdfPageSizes(pdf: Buffer): Promise<[number, number][]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const { width, height } = page.getSize();
    return [Number(width.toFixed(2)), Number(height.toFixed(2))];
  });
}

/** A PNG's signature checked, and its width and height from the IHDR chunk. */
export function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}
