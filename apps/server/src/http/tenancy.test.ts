// The tenancy harness, portal by portal (issue 14 item 2, decision 0023; issue 25 item 4): every id a route takes
// in its path, query or body, at any depth, names either a record of the caller's tenant (household, practice,
// company), which needs a case trying another tenant's id and expecting 404 with nothing changed, or a public
// record (PUBLIC_IDS). The member portal's cases run in modules/member/privacy.test.ts; the other portals' cases
// are the tests their runners define with tenancyCase/tenancyCases (testing/tenancy-case.ts), found here in the
// test sources: a runner removed is a case missing, and a route added with an id fails until it has one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTRACT, guards, idParamsSchema, type Guard } from '@dental/domain';
import { idFieldsOf, idParametersOf, listedRoutes, scopedIds, type ListedRoute } from './route-listing.js';
import { PUBLIC_IDS } from './public-ids.js';
import { routeNamed, tenancyGaps, tenantIdKeys, type IdKey } from '../testing/tenancy.js';
import { definedTenancyCases, tenancyCasesIn, type FoundCase } from '../testing/tenancy-case.js';

const PORTALS = ['shared', 'dentist', 'employer', 'admin'] as const;
const defined = definedTenancyCases();

/** The keys of the cases defined for a portal's routes ('dentist.visit.id' is the dentist portal's). */
const keysOf = (portal: string, cases: readonly FoundCase[] = defined): IdKey[] =>
  cases.flatMap((found) => (found.key?.startsWith(`${portal}.`) ? [found.key] : []));

const CASES = Object.fromEntries(PORTALS.map((portal) => [portal, keysOf(portal)])) as Record<
  (typeof PORTALS)[number],
  IdKey[]
>;

/** A planted route, as listedRoutes() reads one from an entry. */
function planted(
  name: string,
  url: string,
  guard: Guard,
  parts: { query?: z.ZodType; body?: z.ZodType } = {},
): ListedRoute {
  const [portal] = name.split('.') as ['dentist' | 'employer' | 'admin'];
  return {
    name,
    method: 'GET',
    url,
    portal,
    guard,
    ids: idParametersOf({ path: url.slice('/api/'.length), ...parts }),
    reads: 'primary',
  };
}

describe('tenancy harness: every route with an id has a case, on every portal', () => {
  it('finds the runners’ cases in the test sources: each key a literal, defined once', () => {
    expect(defined.filter((found) => found.key === null)).toEqual([]);
    const keys = defined.map((found) => found.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    // Each runner file's cases (issue 16 items 2 and 4 to 6, decisions 0030 and 0033).
    expect(new Set(defined.map((found) => found.file))).toEqual(
      new Set([
        'modules/dentist/visits/dentist-visits.test.ts',
        'modules/dentist/visits/visit-card-charge.test.ts',
        'modules/dentist/estimates/dentist-estimates.test.ts',
        'modules/dentist/reports/dentist-reports.test.ts',
        'modules/dentist/practice/practice-tenancy.test.ts',
        'modules/employer/employees/employees.test.ts',
        'modules/employer/employees/employee-writes-tenancy.test.ts',
        'modules/employer/edi/edi-834.test.ts',
        'modules/employer/id-cards/group-id-cards.test.ts',
        'modules/employer/plan/plan.test.ts',
        'modules/employer/company-users/company-users-tenancy.test.ts',
        'modules/employer/invoices/invoices.test.ts',
      ]),
    );
    expect(CASES.dentist).toHaveLength(26);
  });

  it.each(Object.entries(CASES))(
    '%s: every tenant id of its routes has a case, and no case is stale',
    (portal, cases) => {
      expect(tenancyGaps(portal as keyof typeof CASES, cases)).toEqual({ missing: [], stale: [] });
    },
  );

  it('sees the member routes’ ids (privacy.test.ts holds their cases): path ids of records and the ids of query and body fields', () => {
    const keys = tenantIdKeys('member');
    expect(keys).toEqual(
      expect.arrayContaining([
        'member.updateFamilyMember.id',
        'member.idCardPdf.id',
        'member.transactions.patient_id',
        'member.confirmPlanPurchase.covered_patient_ids',
      ]),
    );
    // Declared public: no case needed, and `npm run routes` shows them apart.
    expect(keys).not.toContain('member.practiceDetails.id');
    expect(keys).not.toContain('member.transactions.practice_id');
  });

  it('every PUBLIC_IDS entry names an id a route really takes (no stale exemption)', () => {
    const all = new Set(listedRoutes().flatMap((route) => route.ids.map((id) => `${route.name}.${id.name}`)));
    expect(Object.keys(PUBLIC_IDS).filter((key) => !all.has(key))).toEqual([]);
  });

  describe('fails on a planted route without a case', () => {
    const routes = listedRoutes();

    it('a dentist route with :id in its path', () => {
      const patient = planted(
        'dentist.patient',
        '/api/dentist/v1/patients/:id/',
        guards.practice('owner', 'front_desk'),
        { query: z.object({}) },
      );
      expect(tenancyGaps('dentist', CASES.dentist, [...routes, patient])).toEqual({
        missing: ['dentist.patient.id'],
        stale: [],
      });
      expect(scopedIds(patient)).toBe('practice: id (path)');
      // Its case makes the gap go.
      expect(tenancyGaps('dentist', [...CASES.dentist, 'dentist.patient.id'], [...routes, patient])).toEqual({
        missing: [],
        stale: [],
      });
    });

    it('an employer route with an id in its body, and a staff route scoped to no tenant (no case needed)', () => {
      const invite = planted('employer.invite', '/api/employer/v1/invites/', guards.employer('company_admin'), {
        body: z.object({ employee_id: z.number(), email: z.string() }),
      });
      const review = planted('admin.claim', '/api/admin/v1/claims/:id/', guards.staff('members.read'));
      expect(tenancyGaps('employer', CASES.employer, [...routes, invite])).toEqual({
        missing: ['employer.invite.employee_id'],
        stale: [],
      });
      expect(tenancyGaps('admin', CASES.admin, [...routes, review])).toEqual({ missing: [], stale: [] });
    });

    it('a stale case (its route or field renamed)', () => {
      expect(tenancyGaps('dentist', [...CASES.dentist, 'dentist.gone.id'], routes)).toEqual({
        missing: [],
        stale: ['dentist.gone.id'],
      });
    });

    it('an id planted inside a nested array of a request body (an 834 loop: members, each with dependents)', () => {
      const enrol = planted('employer.enrol', '/api/employer/v1/enrolments/', guards.employer('company_admin'), {
        body: z
          .object({
            file_name: z.string(),
            members: z
              .array(
                z.object({
                  employee_id: z.int(),
                  dependents: z.array(z.object({ patient_id: z.int().nullable(), name: z.string() })).optional(),
                }),
              )
              .default([]),
          })
          .transform((file) => file),
      });
      expect(tenancyGaps('employer', CASES.employer, [...routes, enrol])).toEqual({
        missing: ['employer.enrol.members[].dependents[].patient_id', 'employer.enrol.members[].employee_id'],
        stale: [],
      });
      expect(scopedIds(enrol)).toBe('company: members[].employee_id (body), members[].dependents[].patient_id (body)');
    });

    it('a foreign id planted inside the visit lines of dentist.recordVisit', () => {
      const visit = routeNamed('dentist.recordVisit');
      const entry = CONTRACT.dentist.recordVisit;
      const lines = z.array(z.object({ code: z.string(), procedure_id: z.int().optional() }));
      const withProcedure = { ...visit, ids: idParametersOf({ path: entry.path, body: entry.body.extend({ lines }) }) };
      const others = routes.filter((route) => route.name !== visit.name);
      expect(tenancyGaps('dentist', CASES.dentist, [...others, withProcedure])).toEqual({
        missing: ['dentist.recordVisit.lines[].procedure_id'],
        stale: [],
      });
    });

    it('a runner removed from its test file leaves its id without a case', () => {
      for (const [file, key] of [
        ['modules/dentist/practice/practice-tenancy.test.ts', 'dentist.removeStaffUser.id'],
        ['modules/dentist/visits/visit-card-charge.test.ts', 'dentist.chargeVisitCard.card_id'],
      ] as const) {
        const text = readFileSync(join(import.meta.dirname, '..', file), 'utf8');
        const runner = tenancyCasesIn(file, text).find((found) => found.key === key);
        expect(runner, key).toBeDefined();
        const without = text.slice(0, runner?.start) + text.slice(runner?.end).replace(/^,/, '');
        const cases = [...defined.filter((found) => found.file !== file), ...tenancyCasesIn(file, without)];
        expect(tenancyGaps('dentist', keysOf('dentist', cases))).toEqual({ missing: [key], stale: [] });
      }
    });

    it('counts only real calls: a commented-out runner is no case, a key that is not a literal is reported', () => {
      const text = [
        "// tenancyCase('dentist.visit.id', async () => {});",
        'const note = "tenancyCase(\'dentist.voidVisit.id\', run)";',
        'tenancyCase(key, run);',
        "tenancyCases({ 'dentist.payVisit.id': run, ...more });",
      ].join('\n');
      expect(tenancyCasesIn('planted.test.ts', text).map((found) => found.key)).toEqual([
        null,
        'dentist.payVisit.id',
        null,
      ]);
    });

    it('finds ids at every depth and through every wrapper, each named by its path', () => {
      expect(
        idFieldsOf(
          z.object({
            a: z.object({ plan_id: z.int() }).optional(),
            b: z.array(z.object({ card_id: z.string() }).nullable()).default([]),
            c: z.preprocess((value) => value, z.object({ location_id: z.int() })),
            d: z.union([z.object({ x_id: z.int() }), z.object({ y_ids: z.array(z.int()) })]),
            e: z.record(z.string(), z.object({ dentist_id: z.int() })),
            f: z.tuple([z.object({ member_id: z.string() })]).readonly(),
            page: z.int(),
          }),
        ),
      ).toEqual(['a.plan_id', 'b[].card_id', 'c.location_id', 'd.x_id', 'd.y_ids', 'e{}.dentist_id', 'f[].member_id']);
      const tree: z.ZodType = z.lazy(() => z.object({ node_id: z.int(), children: z.array(tree) }));
      expect(idFieldsOf(tree)).toEqual(['node_id']);
    });

    it('reads ids from the path, query and body schemas alike', () => {
      expect(
        idParametersOf({
          path: 'x/:id/',
          query: z.object({ patient_id: z.number(), page: z.number() }),
          body: idParamsSchema.extend({ covered_patient_ids: z.array(z.number()) }),
        }),
      ).toEqual([
        { in: 'path', name: 'id' },
        { in: 'query', name: 'patient_id' },
        { in: 'body', name: 'id' },
        { in: 'body', name: 'covered_patient_ids' },
      ]);
    });
  });
});
