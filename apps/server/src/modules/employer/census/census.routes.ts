// Issue 27: POST employer/v1/census/check/, the company admin's census CSV checked before it is imported. The
// upload (multipart, 5 MB, CSV by content) is the platform's (http/upload-route.ts, decision 0052); for now the
// check answers the rows the file holds, until the census import lands with its findings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadRoute } from '../../../http/upload-route.js';
import { censusRows } from './census-rows.js';

/** The census file's check. */
export function censusRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    uploadRoute(
      app,
      'employer.censusCheck',
      { summary: 'Checks a census CSV file before it is imported: the rows of data it holds' },
      async ({ stream }) => {
        const rows = await censusRows(stream);
        return { data: { rows, valid_rows: rows, errors: [] } };
      },
    );
  };
}
