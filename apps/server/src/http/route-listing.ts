// `npm run routes` (decision 0023): every route of every portal with its guard and the ids it scopes, read
// from the contract (route-contract.test.ts proves each app registers exactly its entries, with their guards).
import {
  API_BASE,
  CONTRACT,
  FILES,
  FILE_QUERIES,
  UPLOADS,
  describeGuard,
  guardScope,
  type CallGroup,
  type Endpoint,
  type FileRoute,
  type Guard,
  type Portal,
  type UploadRoute,
} from '@dental/domain';
import { PUBLIC_IDS } from './public-ids.js';

/** An id-like field name ('id', 'patient_id', 'covered_patient_ids'): a record the caller names. */
export const ID_FIELD = /(^|_)ids?$/;

/** One id a call takes: where it is, and its name. */
export interface IdParameter {
  in: 'path' | 'query' | 'body';
  name: string;
}

/** One route of the suite as `npm run routes` lists it. */
export interface ListedRoute {
  /** 'member.transactions', 'member.idCardPdf', 'employer.censusCheck'. */
  name: string;
  method: string;
  url: string;
  /** The portal whose app serves it ('shared': every portal's app). */
  portal: Portal | 'shared';
  guard: Guard;
  ids: IdParameter[];
  /** Where its reads go (issue 29 item 2): 'replica' when its entry declares it, else the primary. */
  reads: 'replica' | 'primary';
}

/** The part of zod 4's schema definition the walk reads (zod's own `_zod.def`). */
interface ZodDef {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  options?: readonly unknown[];
  left?: unknown;
  right?: unknown;
  items?: readonly unknown[];
  rest?: unknown;
  valueType?: unknown;
  getter?: () => unknown;
}

const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** The schemas one level inside a schema, each with its path ('lines' -> 'lines[]'); none for a leaf. */
function childrenOf(def: ZodDef, at: string): [unknown, string][] {
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).map(([field, schema]) => [schema, at ? `${at}.${field}` : field]);
    case 'array':
      return [[def.element, `${at}[]`]];
    case 'tuple':
      return [...(def.items ?? []), ...(def.rest ? [def.rest] : [])].map((item) => [item, `${at}[]`]);
    case 'record':
      return [[def.valueType, `${at}{}`]];
    // Wrappers and combinations keep the path: optional, nullable, default, readonly, catch, a pipe's two sides
    // (a transform or preprocess), a union's options, an intersection's sides, a lazy schema's target.
    case 'pipe':
      return [def.in, def.out].map((side) => [side, at]);
    case 'union':
      return (def.options ?? []).map((option) => [option, at]);
    case 'intersection':
      return [def.left, def.right].map((side) => [side, at]);
    case 'lazy':
      return def.getter ? [[def.getter(), at]] : [];
    default:
      return def.innerType ? [[def.innerType, at]] : [];
  }
}

/**
 * Every field named like an id in a schema, at every depth (issue 25 item 4): objects, arrays of objects,
 * records and tuples, through optional, nullable, default, pipe, union and lazy wrappers. Each is named by its
 * path: 'patient_id', 'lines[].procedure_id', 'census[].dependents[].patient_id'.
 */
export function idFieldsOf(schema: unknown, at = '', inside: ReadonlySet<unknown> = new Set()): string[] {
  const def = defOf(schema);
  if (!def || inside.has(schema)) return []; // a recursive (lazy) schema: its ids were named the first time round
  const within = new Set(inside).add(schema);
  const found = childrenOf(def, at).flatMap(([child, path]) => {
    const field = def.type === 'object' ? (path.split('.').pop() ?? '') : '';
    return [...(ID_FIELD.test(field) ? [path] : []), ...idFieldsOf(child, path, within)];
  });
  return [...new Set(found)];
}

/** The ids a call takes in its path (':id'), query and body (fields named like an id, at any depth). */
export function idParametersOf(entry: { path: string; query?: unknown; body?: unknown }): IdParameter[] {
  const path = [...entry.path.matchAll(/:([a-z_]+)/gi)].map((match) => ({ in: 'path' as const, name: match[1] ?? '' }));
  const fields = (where: 'query' | 'body', schema: unknown) => idFieldsOf(schema).map((name) => ({ in: where, name }));
  return [...path, ...fields('query', entry.query), ...fields('body', entry.body)];
}

/** Every route of the contract (calls, file downloads and uploads), by portal then path. */
export function listedRoutes(): ListedRoute[] {
  const groups = Object.keys(CONTRACT) as CallGroup[];
  const routes = groups.flatMap((group) =>
    [
      ...Object.entries(CONTRACT[group] as Record<string, Endpoint>).map(([name, entry]) => ({
        name: `${group}.${name}`,
        entry,
      })),
      ...Object.entries(FILES[group] as Record<string, FileRoute>).map(([name, entry]) => ({
        name: `${group}.${name}`,
        entry: { ...entry, query: FILE_QUERIES[`${group}.${name}`] },
      })),
      // Uploads (decision 0052): a file, no JSON body; the ids they take are in their query.
      ...Object.entries(UPLOADS[group] as Record<string, UploadRoute>).map(([name, entry]) => ({
        name: `${group}.${name}`,
        entry,
      })),
    ].map(({ name, entry }) => ({
      name,
      method: entry.method,
      url: API_BASE + entry.path,
      portal: group,
      guard: entry.guard,
      ids: idParametersOf(entry),
      reads: 'reads' in entry && entry.reads === 'replica' ? ('replica' as const) : ('primary' as const),
    })),
  );
  return routes.sort(
    (a, b) => a.portal.localeCompare(b.portal) || a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
  );
}

/** Whether an id of a route names a record of the guard's tenant (not a public one: PUBLIC_IDS, or a public call's). */
export function isTenantId(route: ListedRoute, id: IdParameter): boolean {
  return guardScope(route.guard) !== null && !Object.hasOwn(PUBLIC_IDS, `${route.name}.${id.name}`);
}

/** What a route's ids are scoped to: 'household: id (path); public: practice_id (query)', or '' without ids. */
export function scopedIds(route: ListedRoute): string {
  const list = (ids: IdParameter[]) => ids.map((id) => `${id.name} (${id.in})`).join(', ');
  const scoped = route.ids.filter((id) => isTenantId(route, id));
  const open = route.ids.filter((id) => !isTenantId(route, id));
  return [
    scoped.length > 0 ? `${guardScope(route.guard) ?? ''}: ${list(scoped)}` : '',
    open.length > 0 ? `public: ${list(open)}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The table `npm run routes` prints: one route a line, in columns. */
export function routeTableText(routes: readonly ListedRoute[]): string {
  const rows = [
    ['METHOD', 'PATH', 'PORTAL', 'GUARD', 'READS', 'IDS IT SCOPES'],
    ...routes.map((r) => [r.method, r.url, r.portal, describeGuard(r.guard), r.reads, scopedIds(r)]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
