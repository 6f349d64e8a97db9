// Issue 16 items 1 and 6 (decision 0030): GET dentist/v1/reports/visits/, its CSV (a file route, streamed)
// and GET dentist/v1/dashboard/.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VisitsReportFilters } from '@dental/domain';
import { contractRoute, fileRoute } from '../../../http/contract-route.js';
import type { DentistReportsService } from './dentist-reports.service.js';

export function dentistReportsRoutes(service: DentistReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'dentist.visitsReport',
      {
        summary: "The practice's visits by appointment or payment date, one page, with the totals of every page",
        description:
          'Voided visits are listed but left out of the totals. Another practice’s dentist or location: 404.',
      },
      async (request, caller) => service.visitsReport(caller, request.query),
    );
    fileRoute(
      app,
      'dentist.visitsReportCsv',
      {
        summary: 'The visits report as CSV, every row of the filters, streamed',
        description: 'The same filters as the report (no page). Another practice’s dentist or location: 404.',
      },
      async (request, caller, reply) => {
        // FILE_QUERIES gives this route the report's filter schema: Fastify parsed the query with it.
        const query = request.query as VisitsReportFilters;
        const lines = await service.visitsCsv(caller, query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="visits-${query.date_type}-${query.date_from}-to-${query.date_to}.csv"`,
          )
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(Readable.from(lines));
      },
    );
    contractRoute(
      app,
      'dentist.dashboard',
      { summary: "Home: today's visits and eligibility checks, estimates waiting, what needs attention" },
      async (_request, caller) => ({
        data: await service.dashboard(caller),
      }),
    );
  };
}
