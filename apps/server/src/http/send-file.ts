// A download sent as an attachment never cached (a receipt or a printout names a patient's care): the member's
// receipts and documents (issue 5) and the front desk's printouts (issue 26 item 21).
import type { FastifyReply } from 'fastify';

/** A downloaded file: its bytes, name and type. */
export interface FileDownload {
  body: Uint8Array;
  filename: string;
  contentType: string;
}

/** Sends the file as an attachment, `no-store`, `nosniff`; the name is ours or sanitized on upload. */
export function sendFile(reply: FastifyReply, file: FileDownload) {
  const filename = file.filename.replace(/["\\\r\n]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(file.body));
}
