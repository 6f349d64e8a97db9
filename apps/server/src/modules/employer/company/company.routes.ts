// Issue 27 item 1: GET and PATCH employer/v1/company/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { CompanyService } from './company.service.js';

export function companyRoutes(service: CompanyService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'employer.companyProfile',
      { summary: "The caller's company: legal name, tax id kind and last 4, address, contacts, EDI and bank status" },
      async (_request, caller) => service.profile(caller),
    );
    contractRoute(
      app,
      'employer.updateCompanyProfile',
      { summary: "Updates the caller's company profile; the EIN or SSN only when sent, to change it (audited)" },
      async (request, caller) => service.update(caller, request.body),
    );
  };
}
