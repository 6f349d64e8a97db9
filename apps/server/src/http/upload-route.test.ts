// Decision 0052: an upload entry's route (http/upload-route.ts) on the employer app: multipart with one file,
// the entry's size limit enforced while streaming, the content checked by its first bytes whatever the name,
// the guard of the entry, and no 500 for a malformed form. Planted entries give small limits and an X12 kind;
// employer.censusCheck is the first real entry.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ERRORS,
  censusCheckResponseSchema,
  MSG_FILE_TOO_BIG,
  MSG_NOT_CSV,
  MSG_NOT_X12,
  MSG_ONE_FILE_ONLY,
  UPLOAD_HEAD_BYTES,
  guards,
  withSupportEmail,
  type UploadKind,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { fileForm } from '../testing/multipart.js';
import { TestClient } from '../testing/test-client.js';
import { ClientAt, STRONG_PASSWORD, createUser } from '../modules/auth/auth.test-support.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { uploadEntryRoute } from './upload-route.js';

const CENSUS = '/api/employer/v1/census/check/';
const SMALL = '/api/employer/v1/planted/small/';
const LARGE = '/api/employer/v1/planted/large/';
const X12 = '/api/employer/v1/planted/x12/';
const TOO_BIG = withSupportEmail(MSG_FILE_TOO_BIG, 'support@example.com');
/** A marker written into every uploaded file: the log must never show it. */
const SECRET = 'SSN-123-45-6789';

/** What the planted handlers saw: how many started, finished, and the lines and file names they read. */
const seen = { started: 0, finished: 0, lines: [] as number[], names: [] as string[] };

/** A body sent in 4 KB pieces, each after the last was read (the parser sees the file arrive, not all at once). */
function inPieces(body: Buffer): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < body.length; at += 4096) {
        await new Promise((resolve) => setImmediate(resolve));
        yield body.subarray(at, at + 4096);
      }
    })(),
  );
}

/** The lines of a stream, counted as its chunks arrive (what a streaming parser does). */
async function countLines(stream: Readable): Promise<number> {
  let lines = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) lines += chunk.filter((byte) => byte === 0x0a).length;
  return lines;
}

/** A CSV of `rows` data rows under a header, each row carrying the marker. */
function csv(rows: number, width = 40): string {
  const row = (i: number) => `${i},${SECRET},${'x'.repeat(width)}\n`;
  return `id,tax_id,name\n${Array.from({ length: rows }, (_, i) => row(i)).join('')}`;
}

describe('upload routes (decision 0052)', () => {
  let server: TestServer;
  let employer: FastifyInstance;
  let admin: ClientAt;
  const logLines: string[] = [];

  function plant(name: string, maxBytes: number, accept: readonly UploadKind[]) {
    const entry = {
      method: 'POST' as const,
      path: `api/employer/v1/planted/${name}/`,
      guard: guards.employer('company_admin'),
      maxBytes,
      accept,
      response: z.object({ data: z.object({ lines: z.int() }) }),
    };
    uploadEntryRoute(
      employer,
      { group: 'employer', name, entry },
      { summary: 'planted' },
      async ({ stream, filename }) => {
        seen.started++;
        seen.names.push(filename);
        const lines = await countLines(stream);
        seen.finished++;
        seen.lines.push(lines);
        return { data: { lines } };
      },
    );
  }

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer', logLines });
    employer = server.app;
    plant('small', 1024, ['csv']);
    plant('large', 2 * UPLOAD_HEAD_BYTES, ['csv']);
    plant('x12', 1024, ['x12']);
    admin = new ClientAt(employer);
    const signIn = await admin.signIn('employer', DEMO_EMAILS.employer, DEMO_PASSWORD);
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
  afterAll(() => server.close());

  const reset = () => Object.assign(seen, { started: 0, finished: 0, lines: [], names: [] });

  it('employer.censusCheck: a census CSV streamed to its check, which counts its rows of data', async () => {
    const response = await admin.upload(CENSUS, fileForm('census.csv', `\uFEFF${csv(3).replaceAll('\n', '\r\n')}`));
    expect(response.statusCode, response.body).toBe(200);
    // Not the template's header: its columns are the findings (the census's own tests check the rows).
    const { data } = censusCheckResponseSchema.parse(response.json());
    expect(data).toMatchObject({ rows: 3, valid_rows: 0 });
    expect(data.errors.length).toBeGreaterThan(0);
    expect(data.errors.every((error) => error.row === 1)).toBe(true);
  });

  it('streams a CSV to the handler, head and rest alike, with its plain name', async () => {
    reset();
    const content = csv(2_000); // past the head: the handler reads what followed it from the stream
    expect(content.length).toBeGreaterThan(UPLOAD_HEAD_BYTES);
    const response = await admin.upload(LARGE, fileForm('C:\\fakepath\\staff.csv', content));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { lines: 2_001 } });
    expect(seen).toMatchObject({ started: 1, finished: 1, names: ['staff.csv'] });
  });

  it('refuses a file past the limit with 413 while it streams: the handler never completes', async () => {
    reset();
    // Past the head, sent as a client sends it, a piece at a time: the handler started and its stream failed.
    const { body, contentType } = fileForm('big.csv', csv(4_000));
    const large = await admin.upload(LARGE, { body: inPieces(body), contentType });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ errors: TOO_BIG });
    // Within the head: refused before the handler.
    const small = await admin.upload(SMALL, fileForm('big.csv', csv(50)));
    expect(small.statusCode).toBe(413);
    expect(small.json()).toEqual({ errors: TOO_BIG });
    expect(seen).toMatchObject({ started: 1, finished: 0 });
    // A file of exactly the limit goes through; one byte more does not.
    const fits = csv(5).padEnd(1024, 'y');
    expect((await admin.upload(SMALL, fileForm('fits.csv', fits))).statusCode).toBe(200);
    expect(await admin.upload(SMALL, fileForm('over.csv', `${fits}z`))).toMatchObject({ statusCode: 413 });
  });

  it('checks the content, not the name or declared type: a binary file named x.csv is refused', async () => {
    reset();
    const binary = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00, 0xff, 0xfe]);
    const response = await admin.upload(SMALL, fileForm('x.csv', binary, 'text/csv'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { file: MSG_NOT_CSV } });
    const csvAsX12 = await admin.upload(X12, fileForm('enrol.834', csv(2), 'application/edi-x12'));
    expect(csvAsX12.json()).toEqual({ errors: { file: MSG_NOT_X12 } });
    expect(seen.started).toBe(0);
    const x12 = await admin.upload(
      X12,
      fileForm('enrol.txt', 'ISA*00*          *00*          ~\nGS*BE~\n', 'text/plain'),
    );
    expect(x12.statusCode, x12.body).toBe(200);
  });

  it('refuses a request without its one file: no file, a field instead, another field name, two files', async () => {
    reset();
    const required = { errors: { file: 'Required' } };
    expect((await admin.post(SMALL, { file: 'id,name\n' })).json()).toEqual(required);
    expect((await admin.upload(SMALL, [])).json()).toEqual(required);
    expect((await admin.upload(SMALL, [{ name: 'file', content: 'id,name\n1,a\n' }])).json()).toEqual(required);
    const other = await admin.upload(SMALL, [{ name: 'upload', filename: 'a.csv', content: 'id\n1\n' }]);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual(required);
    const two = await admin.upload(SMALL, [
      { name: 'file', filename: 'a.csv', content: 'id\n1\n' },
      { name: 'file', filename: 'b.csv', content: 'id\n2\n' },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ errors: { file: MSG_ONE_FILE_ONLY } });
    expect(seen.finished).toBe(0);
  });

  it('answers a malformed form with 400, never a 500', async () => {
    const { body, contentType } = fileForm('a.csv', csv(3));
    const cut = await admin.upload(SMALL, { body: body.subarray(0, body.length - 60), contentType });
    expect(cut.statusCode).toBe(400);
    const noBoundary = await admin.upload(SMALL, { body, contentType: 'multipart/form-data' });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ errors: ERRORS.invalid.message });
    const garbage = await admin.upload(SMALL, { body: Buffer.from('not a form at all'), contentType });
    expect(garbage.statusCode).toBe(400);
  });

  it('keeps its guard: anonymous 401, another portal’s session 401, an employer user of no company 404', async () => {
    const form = fileForm('a.csv', csv(2));
    const anonymous = new TestClient(employer);
    await anonymous.hello('employer');
    expect((await anonymous.upload(CENSUS, form)).statusCode).toBe(401);
    const dentist = new ClientAt(await server.appFor('dentist'));
    expect((await dentist.signIn('dentist', DEMO_EMAILS.dentist, DEMO_PASSWORD)).statusCode).toBe(200);
    // The dentist's cookies sent to the employer app, with the employer app's own XSRF token.
    const borrowed = new TestClient(employer);
    for (const [name, value] of dentist.cookies) if (name !== 'XSRF-TOKEN') borrowed.cookies.set(name, value);
    await borrowed.hello('employer');
    expect((await borrowed.upload(CENSUS, form)).statusCode).toBe(401);
    const nobody = await createUser(server.db, { portal: 'employer' });
    const companyless = new ClientAt(employer);
    expect((await companyless.signIn('employer', nobody.email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await companyless.upload(CENSUS, form)).statusCode).toBe(404);
  });

  it('logs nothing of a file’s content', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(SECRET))).toEqual([]);
  });
});
