// A multipart/form-data body built by hand for upload tests (decision 0052): the parts as a browser's FormData
// sends them, or deliberately wrong ones (no file, two files, a part cut short).
import { randomBytes } from 'node:crypto';

/** One part: a field, or a file when it has a filename. */
export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  content: string | Uint8Array;
}

/** The body and content type of a form with these parts. */
export function multipartBody(parts: readonly FormPart[]): { body: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type =
      part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    return [
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    ];
  });
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A form with one file in the `file` field, as the portals send an upload. */
export function fileForm(filename: string, content: string | Uint8Array, contentType = 'text/csv') {
  return multipartBody([{ name: 'file', filename, contentType, content }]);
}
