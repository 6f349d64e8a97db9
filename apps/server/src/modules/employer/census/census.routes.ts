// Issue 27 item 4: the census template (GET employer/v1/census/template.csv) and the company admin's census file, checked (POST employer/v1/census/check/, nothing saved) and
// imported (POST employer/v1/census/?valid_only=). The upload (multipart, 5 MB, CSV by content) is the platform's
// (http/upload-route.ts, decision 0052); the rules and the write are the service's (decision 0054).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { censusTemplateCsv } from '@dental/domain';
import { fileRoute } from '../../../http/contract-route.js';
import { sendFile } from '../../../http/send-file.js';
import { uploadRoute } from '../../../http/upload-route.js';
import type { CensusService } from './census.service.js';

/** The census template, the file's check and its import. */
export function censusRoutes(service: CensusService): FastifyPluginAsyncZod {
  const template = new TextEncoder().encode(censusTemplateCsv());
  return async (app) => {
    fileRoute(
      app,
      'employer.censusTemplateCsv',
      { summary: 'The census template: the header row of a census file, as CSV (UTF-8 with a BOM)' },
      async (_request, _caller, reply) =>
        sendFile(reply, { body: template, filename: 'census-template.csv', contentType: 'text/csv; charset=utf-8' }),
    );
    uploadRoute(
      app,
      'employer.censusCheck',
      { summary: 'Checks a census CSV file under the enrolment rules, nothing saved: its rows, valid rows and errors' },
      ({ stream }, caller) => service.check(caller, stream),
    );
    uploadRoute(
      app,
      'employer.censusImport',
      {
        summary:
          'Imports a census CSV file in one transaction: whole or not at all, or its valid rows only (valid_only=true)',
      },
      ({ stream, query }, caller) => service.import(caller, stream, query.valid_only === 'true'),
    );
  };
}
