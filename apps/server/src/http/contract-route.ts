// Decision 0023: the one way to register an API route. A route is named by its contract entry (CallName, or
// FileName for a download); its method, path, schemas, OpenAPI tag and guard all come from that entry, and
// the guard runs as the route's onRequest hook, so a handler receives a typed caller and never checks who
// calls. A route without an entry cannot be written: the name must be one of the contract's. The caller
// (actor, scope, origin) is built here once per request (decision 0039): handlers never read the request for it.
// guardedRoute is that one step for every kind of entry; uploads (decision 0052, upload-route.ts) use it too.
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import {
  CONTRACT,
  FILES,
  FILE_QUERIES,
  describeGuard,
  guardPortal,
  idParamsSchema,
  staffGuardProblem,
  type CallGroup,
  type CallName,
  type Endpoint,
  type FileRoute,
  type Guard,
  type HttpMethod,
} from '@dental/domain';
import { callerOf, type CallerOf } from '../platform/caller.js';
import type { Database } from '../db/database.js';

type Contract = typeof CONTRACT;
type Files = typeof FILES;
/** 'member.idCardPdf', ...: every file download of the domain. */
export type FileName = { [G in CallGroup]: `${G}.${Extract<keyof Files[G], string>}` }[CallGroup];

/** The contract entry of a call name. */
export type EntryOf<N extends CallName> = N extends `${infer G extends CallGroup}.${infer C}`
  ? C extends keyof Contract[G]
    ? Contract[G][C]
    : never
  : never;
type FileOf<N extends FileName> = N extends `${infer G extends CallGroup}.${infer C}`
  ? C extends keyof Files[G]
    ? Files[G][C]
    : never
  : never;

type Out<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : unknown;

/** The request of an entry's route: params, query and body typed by the entry's schemas (after parsing). */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E, 'params'>;
  Querystring: Out<E, 'query'>;
  Body: Out<E, 'body'>;
}>;

/** A route's handler: its typed request, its caller (typed by the guard), and the reply (to set a status or headers). */
export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  caller: CallerOf<E['guard']>,
  reply: FastifyReply,
) => Promise<z.input<E['response']> | FastifyReply>;

export interface RouteDocs {
  summary: string;
  description?: string;
}

export interface ContractRouteOptions extends RouteDocs {
  /** The success statuses the entry's response answers with (default 200 only): a create answers 201. */
  success?: readonly (200 | 201)[];
  /** Error bodies the route documents beyond the API's usual ones (402 of a declined card). */
  errors?: Record<number, z.ZodType>;
}

/** One contract entry as a route: the group names its portal and OpenAPI tag. */
export interface NamedEntry<E extends Endpoint = Endpoint> {
  group: CallGroup;
  name: string;
  entry: E;
}

/** The entry of a call name ('member.transactions'). */
export function entryOf<N extends CallName>(name: N): NamedEntry<EntryOf<N>> {
  const [group, call] = name.split('.') as [CallGroup, string];
  const entry = (CONTRACT[group] as Record<string, Endpoint>)[call];
  if (!entry) throw new Error(`${name} is not a call of the contract`);
  return { group, name: call, entry: entry as EntryOf<N> };
}

/**
 * Refuses, when the app is built, a route whose guard cannot stand: a guard of another portal than the app's
 * (its sessions never reach this app: the route would answer 401 to everyone), or a staff guard that disagrees
 * with the permission table or opens a write to a read-only role (staffGuardProblem, decision 0040).
 */
function checkGuard(app: FastifyInstance, label: string, method: string, guard: Guard): void {
  const portal = guardPortal(guard);
  if (portal !== null && portal !== app.appConfig.portal)
    throw new Error(
      `${label}: its guard ${describeGuard(guard)} admits ${portal} sessions, not the ${app.appConfig.portal} app's`,
    );
  const staffProblem = guard.kind === 'staff' ? staffGuardProblem(guard, method) : null;
  if (staffProblem) throw new Error(`${label}: ${staffProblem}`);
}

/** The request's one caller, from what its guard hook resolved (nothing on a public route) and the request. */
function callerOfRequest(app: FastifyInstance, request: FastifyRequest) {
  return callerOf(app.appConfig.portal, request, request.guardContext ?? {});
}

/** A route of an entry of any kind (call, download, upload): where it is, who may call it, and its handler. */
export interface GuardedRoute<G extends Guard> {
  /** 'member.transactions': names the entry in a refusal. */
  label: string;
  method: HttpMethod;
  path: string;
  guard: G;
  schema: FastifySchema;
  handler: (request: FastifyRequest, caller: CallerOf<G>, reply: FastifyReply) => Promise<unknown>;
}

/**
 * The one place a contract entry becomes a route: its guard checked when the app is built and run as the
 * route's onRequest hook, and the request's caller built once and handed to the handler (decisions 0023, 0039).
 */
export function guardedRoute<G extends Guard>(app: FastifyInstance, route: GuardedRoute<G>): void {
  checkGuard(app, route.label, route.method, route.guard);
  app.route({
    method: route.method,
    url: `/${route.path}`,
    schema: route.schema,
    onRequest: app.guardHook(route.guard),
    handler: (request, reply) => route.handler(request, callerOfRequest(app, request) as CallerOf<G>, reply),
  });
}

/** The OpenAPI description: the route's own, then its guard (/api/docs shows who may call it). */
export function documented(
  docs: RouteDocs,
  guard: Guard,
): Pick<FastifySchema, 'summary' | 'description'> & { 'x-guard': string } {
  const guardLine = `Guard: ${describeGuard(guard)}.`;
  return {
    summary: docs.summary,
    description: docs.description ? `${docs.description}\n\n${guardLine}` : guardLine,
    'x-guard': describeGuard(guard),
  };
}

/** Registers an entry as a route of `app` (a scope under /api). Production code names calls: contractRoute. */
export function entryRoute<E extends Endpoint>(
  app: FastifyInstance,
  { group, name, entry }: NamedEntry<E>,
  options: ContractRouteOptions,
  handler: ContractHandler<E>,
): void {
  const response: Record<number, z.ZodType> = { ...options.errors };
  for (const status of options.success ?? [200]) response[status] = entry.response;
  const schema: FastifySchema = {
    tags: [group],
    ...documented(options, entry.guard),
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    response,
  };
  guardedRoute<E['guard']>(app, {
    label: `${group}.${name}`,
    method: entry.method,
    path: entry.path,
    guard: entry.guard,
    schema,
    handler: (request, caller, reply) => handler(request as ContractRequest<E>, caller, reply),
  });
}

/** Registers the route of a contract call, e.g. `contractRoute(app, 'member.transactions', { summary }, handler)`. */
export function contractRoute<N extends CallName>(
  app: FastifyInstance,
  name: N,
  options: ContractRouteOptions,
  handler: ContractHandler<EntryOf<N>>,
): void {
  entryRoute(app, entryOf(name), options, handler);
}

/** A download's handler: its ':id' (or its FILE_QUERIES query), its caller, and the reply it sends the file with. */
export type FileHandler<F extends FileRoute> = (
  request: FastifyRequest<{ Params: { id: number }; Querystring: unknown }>,
  caller: CallerOf<F['guard']>,
  reply: FastifyReply,
) => Promise<FastifyReply>;

/** Registers a file download of FILES (not JSON, no response schema), with its declared guard. */
export function fileRoute<N extends FileName>(
  app: FastifyInstance,
  name: N,
  docs: RouteDocs,
  handler: FileHandler<FileOf<N>>,
): void {
  const [group, call] = name.split('.') as [CallGroup, string];
  const file = (FILES[group] as Record<string, FileRoute>)[call];
  if (!file) throw new Error(`${name} is not a file of the contract`);
  const query = FILE_QUERIES[name];
  guardedRoute(app, {
    label: name,
    method: file.method,
    path: file.path,
    guard: file.guard as FileOf<N>['guard'],
    schema: {
      tags: [group],
      ...documented(docs, file.guard),
      ...(file.path.includes(':id') ? { params: idParamsSchema } : {}),
      ...(query ? { querystring: query } : {}),
    },
    handler: (request, caller, reply) =>
      handler(request as FastifyRequest<{ Params: { id: number }; Querystring: unknown }>, caller, reply),
  });
}

/** The primary and the reads that may come from the read replica (DatabaseHandle.reads; the primary without one). */
export interface ReadHandles {
  db: Database;
  reads: Database;
}

/** Whether a call's or a download's entry declares reads from the replica (Endpoint.reads). */
function declaresReplicaReads(name: CallName | FileName): boolean {
  const [group, call] = name.split('.') as [CallGroup, string];
  const entry =
    (CONTRACT[group] as Record<string, Endpoint>)[call] ?? (FILES[group] as Record<string, FileRoute>)[call];
  if (!entry) throw new Error(`${name} is not a call or file of the contract`);
  return entry.reads === 'replica';
}

/**
 * Issue 29 item 2: the database the named calls' repository reads, by their entries' declaration: the replica's
 * reads when they declare `reads: 'replica'`, else the primary. A module passes every call its repository serves;
 * calls that disagree are refused when the app is built (one repository cannot read from both).
 */
export function readsDatabase(names: readonly (CallName | FileName)[], handles: ReadHandles): Database {
  const replica = names.map(declaresReplicaReads);
  if (replica.some((declared) => declared !== replica[0]))
    throw new Error(`${names.join(', ')}: one repository serves calls that read from the replica and the primary`);
  return replica[0] ? handles.reads : handles.db;
}
