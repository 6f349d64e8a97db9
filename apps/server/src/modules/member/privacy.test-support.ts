// The privacy walk's tables (not shipped behaviour): for every member call that takes an id, how to find one
// that belongs to ANOTHER household (and one of the caller's own, to prove the route answers at all), and
// which tables a write may touch. A new member call with a path parameter, or a new id field in a member
// call's query or body, fails privacy.test.ts until it gets a case here.
import { sql, type SQL } from 'drizzle-orm';
import * as domain from '@dental/domain';
import { ENDPOINTS, type EndpointName } from '@dental/domain';
import type { Database } from '../../db/database.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What a case may use: the database and the caller's (member@) household. */
export interface PrivacyContext {
  db: Database;
  householdId: number;
  /** A card saved by the caller, and one saved by another household (their payment method ids). */
  ownCardPaymentMethodId: string;
  foreignCardPaymentMethodId: string;
}

/** An id that exists in no table (fits a Postgres integer). */
export const UNKNOWN_ID = 999_999_999;

/** The first column of the first row of a query, or an error naming the query (a seed change). */
export async function firstValue<T = number>(db: Database, query: SQL, what: string): Promise<T> {
  const { rows } = await db.execute<Record<string, T>>(query);
  const value = rows[0] ? Object.values(rows[0])[0] : undefined;
  if (value === undefined || value === null) throw new Error(`the seed has no ${what}`);
  return value;
}

/** A fingerprint of whole tables: equal before and after means a call changed none of their rows. */
export async function tablesFingerprint(db: Database, tables: readonly string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    out[table] = await firstValue<string>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.identifier(table)} t`,
      `table ${table}`,
    );
  }
  return out;
}

/** One household-owned record kind: a SQL query finding a row id for "not mine" (`<>`) or "mine" (`=`). */
type Finder = (ctx: PrivacyContext, whose: 'foreign' | 'own') => Promise<number>;

const byHousehold =
  (table: string, what: string, join = ''): Finder =>
  (ctx, whose) =>
    firstValue(
      ctx.db,
      sql`select x.id from ${sql.identifier(table)} x ${sql.raw(join)} where ${sql.raw(join ? 'h.household_id' : 'x.household_id')} ${sql.raw(whose === 'own' ? '=' : '<>')} ${ctx.householdId} order by x.id limit 1`,
      `${whose} ${what}`,
    );

const patient = byHousehold('patients', 'patient');
const appointment = byHousehold('appointments', 'appointment');
const reimbursement = byHousehold('reimbursements', 'reimbursement');
const estimate = byHousehold('estimates', 'estimate');
const purchase = byHousehold('in_office_plan_purchases', 'plan purchase');
const savedCard = byHousehold('saved_payment_methods', 'saved card');
const document = byHousehold('reimbursement_documents', 'reimbursement document', 'join reimbursements h on h.id = x.reimbursement_id');
// Notifications are a user's: another household's user's.
const notification = byHousehold('notifications', 'notification', 'join patients h on h.user_id = x.user_id');

export const PURCHASE_TABLES = ['in_office_plan_purchases', 'purchase_covered_patients', 'payments', 'instalments', 'offline_charges', 'saved_payment_methods'] as const;

/** A call with a path parameter that names a record of a household. */
export interface HouseholdPathCase {
  find: Finder;
  /** A valid body, so the call gets past validation to the ownership check. */
  body?: (ctx: PrivacyContext, id: number) => Promise<unknown> | unknown;
  /** Write calls: the tables that must not change. */
  tables?: readonly string[];
}
/** A call whose path parameter names something public (not a household's). */
export interface PublicPathCase {
  public: string;
}
export type PathCase = HouseholdPathCase | PublicPathCase;

/**
 * Every member route with a path parameter, by 'METHOD path' (the path as in the contract). File downloads
 * (ID cards, receipt PDF, reimbursement documents) are path constants of the domain outside ENDPOINTS.
 */
export const PATH_CASES: Record<string, PathCase> = {
  [`POST ${ENDPOINTS.markNotificationRead.path}`]: { find: notification, tables: ['notifications'] },
  [`PATCH ${ENDPOINTS.updateFamilyMember.path}`]: { find: patient, body: () => ({ first_name: 'Mallory' }), tables: ['patients', 'households', 'users'] },
  [`GET ${ENDPOINTS.planPurchase.path}`]: { find: purchase },
  [`POST ${ENDPOINTS.payoffBalance.path}`]: {
    find: purchase,
    body: (ctx) => ({ use_stripe_payment_method_id: ctx.ownCardPaymentMethodId }),
    tables: PURCHASE_TABLES,
  },
  [`PATCH ${ENDPOINTS.updateAutoRenew.path}`]: {
    find: purchase,
    // The opposite of what it is, so a leak would show as a change.
    body: async (ctx, id) => ({
      auto_renew: !(await firstValue<boolean>(ctx.db, sql`select coalesce((select auto_renew from in_office_plan_purchases where id = ${id}), true)`, 'purchase')),
    }),
    tables: PURCHASE_TABLES,
  },
  [`GET ${ENDPOINTS.appointmentDetails.path}`]: { find: appointment },
  [`GET ${ENDPOINTS.reimbursementDetails.path}`]: { find: reimbursement },
  [`GET ${ENDPOINTS.estimateDetails.path}`]: { find: estimate },
  [`DELETE ${ENDPOINTS.removeSavedCard.path}`]: { find: savedCard, tables: ['saved_payment_methods'] },
  [`GET ${ENDPOINTS.inOfficePlan.path}`]: { public: "a practice's plan page, open to anyone (the practice's plan link)" },
  [`GET ${ENDPOINTS.practiceDetails.path}`]: { public: 'a practice of the dentist directory' },
  [`GET ${domain.ID_CARD_FILE_PATHS.pdf}`]: { find: patient },
  [`GET ${domain.ID_CARD_FILE_PATHS.png}`]: { find: patient },
  [`GET ${domain.APPOINTMENT_RECEIPT_PDF_PATH}`]: { find: appointment },
  [`GET ${domain.REIMBURSEMENT_DOCUMENT_FILE_PATH}`]: { find: document },
};

/** 'METHOD path' of every member route with a path parameter: the contract's, then the domain's file paths. */
export function memberRoutesWithPathParams(): string[] {
  const isMemberParamPath = (value: unknown): value is string => typeof value === 'string' && /^member\/.*:[a-z_]+/i.test(value);
  const contract = Object.values(ENDPOINTS).filter((e) => isMemberParamPath(e.path));
  const contractPaths = new Set<string>(Object.values(ENDPOINTS).map((e) => e.path));
  const files = new Set<string>();
  for (const value of Object.values(domain)) {
    const candidates = typeof value === 'object' && value !== null ? Object.values(value) : [value];
    for (const candidate of candidates) if (isMemberParamPath(candidate) && !contractPaths.has(candidate)) files.add(candidate);
  }
  return [...contract.map((e) => `${e.method} ${e.path}`), ...[...files].map((path) => `GET ${path}`)].sort();
}

/**
 * 'METHOD path' of every member route with a path parameter the app serves, read from Fastify's route tree
 * (printRoutes: one node a line, 4 characters of indent a level, methods in brackets; HEAD mirrors GET).
 * This catches a route a module registers outside the contract.
 */
export function servedMemberRoutesWithPathParams(app: { printRoutes(options: { commonPrefix: boolean }): string }): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    if (!/^\/api\/member\/.*:[a-z_]+/i.test(path)) continue;
    for (const method of (match[3] ?? '').split(', ')) if (method && method !== 'HEAD') routes.push(`${method} ${path.slice('/api/'.length)}`);
  }
  return routes.sort();
}

/** The id-like fields ('x_id', 'x_ids') of a member call's query and body, as 'name.field'. */
export function memberIdFields(): string[] {
  const fields: string[] = [];
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [EndpointName, (typeof ENDPOINTS)[EndpointName]][]) {
    if (!endpoint.path.startsWith('member/')) continue;
    for (const schema of [('query' in endpoint ? endpoint.query : undefined), ('body' in endpoint ? endpoint.body : undefined)]) {
      const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      for (const field of Object.keys(shape)) if (/(^|_)ids?$/.test(field)) fields.push(`${name}.${field}`);
    }
  }
  return fields.sort();
}

export type { Method };
