// The member portal's part of the tenancy harness (testing/tenancy.ts; not shipped behaviour): for every
// member route that takes an id in its path, how to find one that belongs to ANOTHER household (and one of
// the caller's own, to prove the route answers at all), and which tables a write may touch. A new member
// route with a path parameter fails privacy.test.ts until it gets a case here (or its id a PUBLIC_IDS entry).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { TestClient } from '../../testing/test-client.js';

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

/** One member call as the privacy tests send it. */
export interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

/** Sends the call as `client`: a GET or DELETE without a body, a write with its body (`{}` when it has none). */
export const send = (client: TestClient, { method, url, body }: Call) =>
  client.request(method, url, method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}));

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
const document = byHousehold(
  'reimbursement_documents',
  'reimbursement document',
  'join reimbursements h on h.id = x.reimbursement_id',
);
// Notifications are a user's: another household's user's.
const notification = byHousehold('notifications', 'notification', 'join patients h on h.user_id = x.user_id');

export const PURCHASE_TABLES = [
  'in_office_plan_purchases',
  'purchase_covered_patients',
  'payments',
  'instalments',
  'offline_charges',
  'saved_payment_methods',
] as const;

/** A call with a path parameter that names a record of a household. */
export interface HouseholdPathCase {
  find: Finder;
  /** A valid body, so the call gets past validation to the ownership check. */
  body?: (ctx: PrivacyContext, id: number) => unknown;
  /** Write calls: the tables that must not change. */
  tables?: readonly string[];
}

/**
 * Every member route with a path parameter naming a household's record, by '<name>.<param>' (files too:
 * they are in FILES beside CONTRACT).
 */
export const PATH_CASES: Record<string, HouseholdPathCase> = {
  'member.markNotificationRead.id': { find: notification, tables: ['notifications'] },
  'member.updateFamilyMember.id': {
    find: patient,
    body: () => ({ first_name: 'Mallory' }),
    tables: ['patients', 'households', 'users'],
  },
  'member.planPurchase.id': { find: purchase },
  'member.payoffBalance.id': {
    find: purchase,
    body: (ctx) => ({ use_stripe_payment_method_id: ctx.ownCardPaymentMethodId }),
    tables: PURCHASE_TABLES,
  },
  'member.updateAutoRenew.id': {
    find: purchase,
    // The opposite of what it is, so a leak would show as a change.
    body: async (ctx, id) => ({
      auto_renew: !(await firstValue<boolean>(
        ctx.db,
        sql`select coalesce((select auto_renew from in_office_plan_purchases where id = ${id}), true)`,
        'purchase',
      )),
    }),
    tables: PURCHASE_TABLES,
  },
  'member.appointmentDetails.id': { find: appointment },
  'member.reimbursementDetails.id': { find: reimbursement },
  'member.estimateDetails.id': { find: estimate },
  'member.removeSavedCard.id': { find: savedCard, tables: ['saved_payment_methods'] },
  'member.idCardPdf.id': { find: patient },
  'member.idCardPng.id': { find: patient },
  'member.appointmentReceiptPdf.id': { find: appointment },
  'member.reimbursementDocumentFile.id': { find: document },
};

export type { Method };
