// The comparison behind http/route-contract.test.ts: the routes one portal's app registered (app.routeTable)
// against the API contract of packages/domain (STYLE: "A test compares the registered routes with the contract").
import {
  API_BASE,
  APPOINTMENT_RECEIPT_PDF_PATH,
  ENDPOINTS,
  ID_CARD_FILE_PATHS,
  REIMBURSEMENT_DOCUMENT_FILE_PATH,
  idParamsSchema,
  type Endpoint,
  type EndpointName,
  type Portal,
} from '@dental/domain';
import type { RegisteredRoute } from '../http/route-table.js';

/** One call of the contract as a route: the portal whose app serves it ('shared': every portal's app). */
export interface ContractRoute {
  name: string;
  method: string;
  /** As Fastify registers it: '/api/member/v4/family-members/:id/'. */
  url: string;
  portal: Portal | 'shared';
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  /** The success body's schema; none for a file download. */
  response?: unknown;
}

/**
 * Calls one portal makes outside its /member/ prefix. The contract does not say which portal an entry belongs
 * to, so it is derived from the path: 'member/...' is the member portal's, anything else is shared by all
 * portals, except the calls named here.
 */
const PORTAL_OF_UNPREFIXED: Partial<Record<EndpointName, Portal>> = {
  // Signed out, made for the member portal's plan-purchase flow (dentist-search.routes.ts); no other portal uses it.
  publicDentistSearch: 'member',
};

function portalOf(name: string, path: string): Portal | 'shared' {
  return PORTAL_OF_UNPREFIXED[name as EndpointName] ?? (path.startsWith('member/') ? 'member' : 'shared');
}

/** Every call of the contract: ENDPOINTS, and the file downloads the domain names by path (no JSON body). */
export function contractRoutes(): ContractRoute[] {
  const calls = (Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]).map(([name, e]) => ({
    name,
    method: e.method,
    url: API_BASE + e.path,
    portal: portalOf(name, e.path),
    params: e.params,
    querystring: e.query,
    body: e.body,
    response: e.response,
  }));
  const files = Object.entries({
    idCardPdf: ID_CARD_FILE_PATHS.pdf,
    idCardPng: ID_CARD_FILE_PATHS.png,
    appointmentReceiptPdf: APPOINTMENT_RECEIPT_PDF_PATH,
    reimbursementDocumentFile: REIMBURSEMENT_DOCUMENT_FILE_PATH,
  }).map(([name, path]) => ({ name, method: 'GET', url: API_BASE + path, portal: portalOf(name, path), params: idParamsSchema }));
  return [...calls, ...files];
}

const REQUEST_PARTS = ['params', 'querystring', 'body'] as const;

/** The schemas a route answers a success with (2xx), whatever the status. */
function successSchemas(route: RegisteredRoute): unknown[] {
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  return Object.entries(response)
    .filter(([status]) => status.startsWith('2'))
    .map(([, schema]) => schema);
}

/**
 * What disagrees between the routes of `portal`'s app and the contract, one line each; empty when they agree.
 * A route needs an entry of this portal (or a shared one) registered with that entry's very schema objects,
 * unless `allowed` says it is not an API call; every entry of this portal and every shared one needs a route.
 */
export function routeContractMismatches(portal: Portal, routes: readonly RegisteredRoute[], contract: readonly ContractRoute[], allowed: (route: RegisteredRoute) => boolean): string[] {
  const mismatches: string[] = [];
  const entries = new Map(contract.map((entry) => [`${entry.method} ${entry.url}`, entry]));
  const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const entry = entries.get(key);
    if (!entry) {
      if (!allowed(route)) mismatches.push(`${key}: a route with no contract entry`);
      continue;
    }
    if (entry.portal !== 'shared' && entry.portal !== portal) {
      mismatches.push(`${key}: ${entry.name} is a ${entry.portal} call, registered on the ${portal} app`);
      continue;
    }
    for (const part of REQUEST_PARTS) {
      if (route.schema?.[part] !== entry[part]) mismatches.push(`${key}: its ${part} schema is not ${entry.name}'s`);
    }
    const success = successSchemas(route);
    const sameResponse = entry.response === undefined ? success.length === 0 : success.length > 0 && success.every((schema) => schema === entry.response);
    if (!sameResponse) mismatches.push(`${key}: its success response schema is not ${entry.name}'s`);
  }
  for (const entry of contract) {
    const key = `${entry.method} ${entry.url}`;
    if ((entry.portal === 'shared' || entry.portal === portal) && !registered.has(key)) mismatches.push(`${key}: ${entry.name} has no route on the ${portal} app`);
  }
  return mismatches;
}
