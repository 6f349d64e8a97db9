// Issue 27 item 4, decision 0052: uploads are a kind of contract entry of their own, beside CALLS and FILES. An
// entry names its path, guard, size limit and the kinds of content it accepts; the server registers it with
// uploadRoute (multipart, one file in the field UPLOAD_FIELD, the limit enforced while streaming, the content
// checked by its first bytes), `npm run routes` lists it and the route/contract test compares it.
import type { z } from 'zod';
import { censusCheckResponseSchema, censusImportQuerySchema, censusUploadResponseSchema } from './employer.js';
import {
  EDI_834_APPLY_PATH,
  EDI_834_CHECK_PATH,
  EDI_834_MAX_BYTES,
  edi834ApplyResponseSchema,
  edi834CheckResponseSchema,
} from './employer-edi.js';
import type { CallGroup } from './endpoint-paths.js';
import { guards, type Guard } from './guards.js';
import type { UploadKind } from './upload-content.js';

/** One megabyte, as upload limits are written. */
export const MB = 1024 * 1024;

/** An upload: one file posted as multipart/form-data to its path, with its guard, limit and accepted content. */
export interface UploadRoute {
  method: 'POST';
  path: string;
  guard: Guard;
  /** The largest file accepted, in bytes: a file past it is refused with 413 while it streams. */
  maxBytes: number;
  /** The kinds of content accepted, checked on the file's first bytes (upload-content.ts), whatever its name. */
  accept: readonly UploadKind[];
  query?: z.ZodType;
  response: z.ZodType;
}

/** The census file's path, checked before the import (issue 27). */
export const CENSUS_CHECK_PATH = 'employer/v1/census/check/';
/** The largest census file an employer may send. */
export const CENSUS_MAX_BYTES = 5 * MB;

/** The census file's import (issue 27): whole, or its valid rows only. */
export const CENSUS_IMPORT_PATH = 'employer/v1/census/';

/** Every upload of the suite, grouped as CALLS is (the server registers them with uploadRoute). */
export const UPLOADS = {
  shared: {},
  member: {},
  dentist: {},
  employer: {
    censusCheck: {
      method: 'POST',
      path: CENSUS_CHECK_PATH,
      guard: guards.employer('company_admin'),
      maxBytes: CENSUS_MAX_BYTES,
      accept: ['csv'],
      response: censusCheckResponseSchema,
    },
    censusImport: {
      method: 'POST',
      path: CENSUS_IMPORT_PATH,
      guard: guards.employer('company_admin'),
      maxBytes: CENSUS_MAX_BYTES,
      accept: ['csv'],
      query: censusImportQuerySchema,
      response: censusUploadResponseSchema,
    },
    // Issue 27 item 5: an EDI company's 834 (decision 0057).
    edi834Check: {
      method: 'POST',
      path: EDI_834_CHECK_PATH,
      guard: guards.employer('company_admin'),
      maxBytes: EDI_834_MAX_BYTES,
      accept: ['x12'],
      response: edi834CheckResponseSchema,
    },
    edi834Apply: {
      method: 'POST',
      path: EDI_834_APPLY_PATH,
      guard: guards.employer('company_admin'),
      maxBytes: EDI_834_MAX_BYTES,
      accept: ['x12'],
      response: edi834ApplyResponseSchema,
    },
  },
  admin: {},
} as const satisfies Record<CallGroup, Record<string, UploadRoute>>;

/** 'employer.censusCheck', ...: every upload of the domain. */
export type UploadName = {
  [G in CallGroup]: `${G}.${Extract<keyof (typeof UPLOADS)[G], string>}`;
}[CallGroup];
export * from './upload-content.js';
export * from './employer-edi.js';
