// Issue 27 item 4, decision 0052: the one way to register an upload. An upload is an entry of UPLOADS (domain):
// its path, guard, size limit and accepted content. The route takes multipart/form-data with exactly one file in
// the field UPLOAD_FIELD; the limit is enforced while the file streams (413, spec §8's file-too-big message);
// the first bytes are checked by the entry's content check whatever the file's name or declared type (400 on
// the file field); then the handler reads the file as a stream, head included, so its parser never holds the
// whole file. Malformed multipart is the client's 400, never a 500. Nothing of the file's content is logged.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import {
  ERRORS,
  MSG_ONE_FILE_ONLY,
  MSG_REQUIRED,
  UPLOADS,
  UPLOAD_FIELD,
  UPLOAD_HEAD_BYTES,
  uploadContentProblem,
  type CallGroup,
  type UploadName,
  type UploadRoute,
} from '@dental/domain';
import type { CallerOf } from '../platform/caller.js';
import { documented, guardedRoute, type RouteDocs } from './contract-route.js';
import { AppError, ValidationError, appError } from './errors.js';

type Uploads = typeof UPLOADS;
type UploadOf<N extends UploadName> = N extends `${infer G extends CallGroup}.${infer C}`
  ? C extends keyof Uploads[G]
    ? Uploads[G][C]
    : never
  : never;

/** What an upload's handler receives: the file's name (as sent, for messages only) and its bytes as a stream. */
export interface Upload<U extends UploadRoute> {
  /** The name the client gave, without any folder: never trusted for the content, which is checked. */
  filename: string;
  /** The file's bytes from the first, as they arrive; fails with the 413 when the file passes the entry's limit. */
  stream: Readable;
  /** The entry's query, parsed by its schema. */
  query: U extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;
}

/** An upload's handler: the file, its caller (typed by the guard), and the reply. */
export type UploadHandler<U extends UploadRoute> = (
  upload: Upload<U>,
  caller: CallerOf<U['guard']>,
  reply: FastifyReply,
) => Promise<z.input<U['response']>>;

/** One upload entry as a route: the group names its portal and OpenAPI tag. */
export interface NamedUpload<U extends UploadRoute = UploadRoute> {
  group: CallGroup;
  name: string;
  entry: U;
}

/** The entry of an upload's name ('employer.censusCheck'). */
export function uploadOf<N extends UploadName>(name: N): NamedUpload<UploadOf<N>> {
  const [group, upload] = name.split('.') as [CallGroup, string];
  const entry = (UPLOADS[group] as Record<string, UploadRoute>)[upload];
  if (!entry) throw new Error(`${name} is not an upload of the contract`);
  return { group, name: upload, entry: entry as UploadOf<N> };
}

/** Registers an upload entry as a route of `app` (a scope under /api). Production code names uploads: uploadRoute. */
export function uploadEntryRoute<U extends UploadRoute>(
  app: FastifyInstance,
  { group, name, entry }: NamedUpload<U>,
  docs: RouteDocs,
  handler: UploadHandler<U>,
): void {
  guardedRoute<U['guard']>(app, {
    label: `${group}.${name}`,
    method: entry.method,
    path: entry.path,
    guard: entry.guard,
    schema: {
      tags: [group],
      ...documented(docs, entry.guard),
      consumes: ['multipart/form-data'],
      ...(entry.query ? { querystring: entry.query } : {}),
      response: { 200: entry.response },
    },
    handler: (request, caller, reply) =>
      receiveUpload(app, request, reply, entry, (upload) => handler(upload, caller, reply)),
  });
}

/** Registers an upload of UPLOADS, e.g. `uploadRoute(app, 'employer.censusCheck', { summary }, handler)`. */
export function uploadRoute<N extends UploadName>(
  app: FastifyInstance,
  name: N,
  docs: RouteDocs,
  handler: UploadHandler<UploadOf<N>>,
): void {
  uploadEntryRoute(app, uploadOf(name), docs, handler);
}

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** The answer to a failure of the multipart stream: too big 413, another part 400 on the file, else 400 Invalid. */
function multipartError(error: unknown, tooBig: () => AppError): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooBig();
  if (typeof code === 'string' && LIMIT_CODES.has(code))
    return new ValidationError({ [UPLOAD_FIELD]: MSG_ONE_FILE_ONLY });
  // No boundary, a part cut short, a field named like a prototype property: the client's malformed request.
  return appError(ERRORS.invalid);
}

/** The file's name without any folder or control character (a browser may send 'C:\fakepath\x.csv'). */
function plainName(filename: string): string {
  return (filename.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').slice(0, 255);
}

/** Reads the one file of the request, checks its head, and hands the handler its stream. */
async function receiveUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: UploadRoute,
  handle: (upload: Upload<UploadRoute>) => Promise<unknown>,
): Promise<unknown> {
  const tooBig = () => {
    // Past the limit the rest of the body is not read: the connection is not kept for another request.
    void reply.header('connection', 'close');
    return appError(ERRORS.fileTooBig, app.appConfig.env.SUPPORT_EMAIL);
  };
  if (!request.isMultipart()) throw new ValidationError({ [UPLOAD_FIELD]: MSG_REQUIRED });
  const parts = request.parts({ limits: { fileSize: entry.maxBytes, files: 1, fields: 0, parts: 1 } });
  const nextPart = () => parts.next().catch((error: unknown) => Promise.reject(multipartError(error, tooBig)));

  // A field where the file should be (the fields limit is 0) is a form without its file.
  const first = await parts
    .next()
    .catch((error: unknown) =>
      Promise.reject(
        (error as { code?: unknown } | null)?.code === 'FST_FIELDS_LIMIT'
          ? new ValidationError({ [UPLOAD_FIELD]: MSG_REQUIRED })
          : multipartError(error, tooBig),
      ),
    );
  if (first.done || first.value.type !== 'file' || first.value.fieldname !== UPLOAD_FIELD)
    throw new ValidationError({ [UPLOAD_FIELD]: MSG_REQUIRED });
  const file: MultipartFile = first.value;
  const reader = file.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  /** The next chunk of the file, null at its end; the 413 once busboy cut the file at the entry's limit. */
  const nextChunk = async (): Promise<Buffer | null> => {
    const next = await reader.next().catch((error: unknown) => Promise.reject(multipartError(error, tooBig)));
    if (file.file.truncated) throw tooBig();
    return next.done ? null : next.value;
  };
  const stop = () => void reader.return?.().catch(() => undefined);

  // The head: the first UPLOAD_HEAD_BYTES, or the whole file when it is shorter.
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  try {
    while (headBytes < UPLOAD_HEAD_BYTES && !ended) {
      const chunk = await nextChunk();
      if (chunk === null) ended = true;
      else {
        head.push(chunk);
        headBytes += chunk.length;
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
  const headBuffer = Buffer.concat(head);
  const problem = uploadContentProblem(headBuffer.subarray(0, UPLOAD_HEAD_BYTES), entry.accept);
  if (problem !== null) {
    stop();
    throw new ValidationError({ [UPLOAD_FIELD]: problem });
  }

  async function* bytes(): AsyncGenerator<Buffer> {
    if (headBuffer.length > 0) yield headBuffer;
    if (!ended) for (let chunk = await nextChunk(); chunk !== null; chunk = await nextChunk()) yield chunk;
    // Exactly one part: the request ends with this file (parts limit 1), or the stream fails before its end.
    const after = await nextPart();
    if (!after.done) throw new ValidationError({ [UPLOAD_FIELD]: MSG_ONE_FILE_ONLY });
  }
  const stream = Readable.from(bytes(), { objectMode: false });
  try {
    const answer = await handle({ filename: plainName(file.filename), stream, query: request.query as undefined });
    if (file.file.truncated) throw tooBig();
    return answer;
  } catch (error) {
    // Whatever the handler made of it, a file cut at the limit is answered 413.
    throw file.file.truncated ? tooBig() : error;
  } finally {
    stream.destroy();
    stop();
  }
}
