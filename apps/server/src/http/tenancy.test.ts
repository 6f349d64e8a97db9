// The tenancy harness, portal by portal (issue 14 item 2, decision 0023): every id a route takes in its path,
// query or body names either a record of the caller's tenant (household, practice, company), which needs a
// case trying another tenant's id and expecting 404 with nothing changed, or a public record (PUBLIC_IDS).
// The member portal's cases run in modules/member/privacy.test.ts; the other portals have no route with an
// id yet, so their tables are empty, and a route added with an id fails here until it has a case.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guards, idParamsSchema, type Guard } from '@dental/domain';
import { idParametersOf, listedRoutes, scopedIds, type ListedRoute } from './route-listing.js';
import { PUBLIC_IDS } from './public-ids.js';
import { tenancyGaps, tenantIdKeys, type IdKey } from '../testing/tenancy.js';

/**
 * The tenancy cases of the portals other than member, by '<call>.<id field>'. The first one of a portal comes
 * with its runner (sign in as the portal's demo user of one tenant, call with another tenant's id, expect the
 * 404 of an id that exists nowhere and unchanged tables), as privacy.test.ts does for households.
 */
const CASES: Record<'shared' | 'dentist' | 'employer' | 'admin', readonly IdKey[]> = {
  shared: [],
  dentist: [
    // Issue 16 item 4: their runner is modules/dentist-visits/dentist-visits.test.ts.
    'dentist.visit.id',
    'dentist.voidVisit.id',
    'dentist.payVisit.id',
    // Decision 0033: modules/dentist-visits/visit-card-charge.test.ts runs these (the card: another household's).
    'dentist.visitCards.id',
    'dentist.chargeVisitCard.id',
    'dentist.chargeVisitCard.card_id',
    'dentist.recordVisit.dentist_id',
    'dentist.recordVisit.location_id',
    // Issue 16 item 5: their runner is modules/dentist-estimates/dentist-estimates.test.ts.
    'dentist.practiceEstimate.id',
    'dentist.sendEstimate.id',
    'dentist.voidEstimate.id',
    'dentist.recordEstimateVisit.id',
    'dentist.recordEstimateVisit.dentist_id',
    'dentist.recordEstimateVisit.location_id',
    // Decision 0030: another practice's dentist or location in the visits report's filters is 404
    // (modules/dentist-reports/dentist-reports.test.ts runs these cases).
    'dentist.visitsReport.dentist_id',
    'dentist.visitsReport.location_id',
    'dentist.visitsReportCsv.dentist_id',
    'dentist.visitsReportCsv.location_id',
    // Issue 16 item 2: modules/dentist-practice/practice-tenancy.test.ts runs these.
    'dentist.updatePracticeLocation.id',
    'dentist.updatePracticeDentist.id',
    'dentist.removePracticeDentist.id',
    'dentist.revokeStaffInvite.id',
    'dentist.removeStaffUser.id',
  ],
  employer: [],
  admin: [],
};

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
  };
}

describe('tenancy harness: every route with an id has a case, on every portal', () => {
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
