// Screen tests of the member portal: the fake API answering every member call with valid data from the
// domain's builders (STYLE: builders in one testing/ place), overridable per test.
import { buildBenefit, buildFamilyMember, buildMember, buildMemberIdCardData } from '@dental/domain/testing';
import { fakeApi, json, type FakeHandler } from '@dental/ui/testing';

/** Default answers of the member's GET calls. */
export function memberHandlers(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/member/v4/user/': () => json(200, { data: buildMember() }),
    'GET /api/member/v4/user/custom-ui-data/': () => json(200, { data: { is_healthshare: false } }),
    'GET /api/member/v4/benefit/': () => json(200, { data: buildBenefit() }),
    'GET /api/member/v4/family-members/': () => json(200, { data: [buildFamilyMember()] }),
    'GET /api/member/v4/unread/': () => json(200, { data: { total_unread_count: 0 } }),
    'GET /api/member/v4/in-office-plan-purchases/': () => json(200, { data: [], meta: { page: 1, page_size: 1, total: 0 } }),
    'GET /api/member/v5/benefit/member-id-card-data/': () => json(200, { data: buildMemberIdCardData() }),
    'GET /api/member/v4/patient/get-id-cards-links/': () =>
      json(200, {
        data: {
          requesting_member_url: '/api/member/v4/patient/id-cards/1/card.pdf',
          family_members: [{ family_patient_id: 2, family_member_url: '/api/member/v4/patient/id-cards/2/card.pdf' }],
        },
      }),
    ...overrides,
  };
}

/** A fake API with the default member answers and the test's own. */
export function memberApi(overrides: Record<string, FakeHandler> = {}) {
  return fakeApi(memberHandlers(overrides));
}

/** The healthshare flag's answer (spec §1). */
export const healthshare: Record<string, FakeHandler> = {
  'GET /api/member/v4/user/custom-ui-data/': () => json(200, { data: { is_healthshare: true } }),
};
