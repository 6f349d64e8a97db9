// The comparison behind http/route-contract.test.ts: the routes one portal's app registered (app.routeTable)
// against the API contract of packages/domain (STYLE: "A test compares the registered routes with the contract").
import {
  API_BASE,
  CONTRACT,
  FILES,
  FILE_QUERIES,
  UPLOADS,
  describeGuard,
  idParamsSchema,
  type CallGroup,
  type Endpoint,
  type FileRoute,
  type Guard,
  type Portal,
  type UploadRoute,
} from '@dental/domain';
import type { RegisteredRoute } from '../http/route-table.js';

/** One call of the contract as a route: the portal whose app serves it ('shared': every portal's app). */
export interface ContractRoute {
  /** 'member.transactions', 'member.idCardPdf'. */
  name: string;
  method: string;
  /** As Fastify registers it: '/api/member/v4/family-members/:id/'. */
  url: string;
  portal: Portal | 'shared';
  guard: Guard;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  /** The success body's schema; none for a file download. */
  response?: unknown;
}

/** Every call of the contract, by group: CONTRACT's, the file downloads of FILES and the uploads of UPLOADS. */
export function contractRoutes(): ContractRoute[] {
  const groups = Object.keys(CONTRACT) as CallGroup[];
  const calls = groups.flatMap((group) =>
    Object.entries(CONTRACT[group] as Record<string, Endpoint>).map(([name, e]) => ({
      name: `${group}.${name}`,
      method: e.method,
      url: API_BASE + e.path,
      portal: group,
      guard: e.guard,
      params: e.params,
      querystring: e.query,
      body: e.body,
      response: e.response,
    })),
  );
  const files = groups.flatMap((group) =>
    Object.entries(FILES[group] as Record<string, FileRoute>).map(([name, file]) => ({
      name: `${group}.${name}`,
      method: file.method,
      url: API_BASE + file.path,
      portal: group,
      guard: file.guard,
      params: file.path.includes(':id') ? idParamsSchema : undefined,
      querystring: FILE_QUERIES[`${group}.${name}`],
    })),
  );
  // Uploads (decision 0052): multipart, so no body schema; their query and success response as entered.
  const uploads = groups.flatMap((group) =>
    Object.entries(UPLOADS[group] as Record<string, UploadRoute>).map(([name, upload]) => ({
      name: `${group}.${name}`,
      method: upload.method,
      url: API_BASE + upload.path,
      portal: group,
      guard: upload.guard,
      querystring: upload.query,
      response: upload.response,
    })),
  );
  return [...calls, ...files, ...uploads];
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
 * A route needs an entry of this portal (or a shared one) registered with that entry's guard and very schema objects,
 * unless `allowed` says it is not an API call; every entry of this portal and every shared one needs a route.
 */
export function routeContractMismatches(
  portal: Portal,
  routes: readonly RegisteredRoute[],
  contract: readonly ContractRoute[],
  allowed: (route: RegisteredRoute) => boolean,
): string[] {
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
    if ((route.schema as { 'x-guard'?: unknown } | undefined)?.['x-guard'] !== describeGuard(entry.guard))
      mismatches.push(`${key}: it is not registered with ${entry.name}'s guard`);
    for (const part of REQUEST_PARTS) {
      if (route.schema?.[part] !== entry[part]) mismatches.push(`${key}: its ${part} schema is not ${entry.name}'s`);
    }
    const success = successSchemas(route);
    const sameResponse =
      entry.response === undefined
        ? success.length === 0
        : success.length > 0 && success.every((schema) => schema === entry.response);
    if (!sameResponse) mismatches.push(`${key}: its success response schema is not ${entry.name}'s`);
  }
  for (const entry of contract) {
    const key = `${entry.method} ${entry.url}`;
    if ((entry.portal === 'shared' || entry.portal === portal) && !registered.has(key))
      mismatches.push(`${key}: ${entry.name} has no route on the ${portal} app`);
  }
  return mismatches;
}
