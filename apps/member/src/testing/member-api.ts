// Screen tests of the member portal: the fake API answering every member call with valid data from the
// domain's builders (STYLE: builders in one testing/ place), overridable per test.
import { buildBenefit, buildFamilyMember, buildMember, buildMemberIdCardData } from '@dental/domain/testing';
import { fakeApi, json, type FakeHandlers } from '@dental/ui/testing';

/** Default answers of the member's GET calls. */
export function memberHandlers(overrides: FakeHandlers = {}): FakeHandlers {
  return {
    'member.getMemberUser': () => json(200, { data: buildMember() }),
    'member.customUiData': () => json(200, { data: { is_healthshare: false } }),
    'member.benefit': () => json(200, { data: buildBenefit() }),
    'member.familyMembers': () => json(200, { data: [buildFamilyMember()] }),
    'member.unread': () => json(200, { data: { total_unread_count: 0 } }),
    'member.planPurchases': () => json(200, { data: [], meta: { page: 1, page_size: 1, total: 0 } }),
    'member.memberIdCardData': () => json(200, { data: buildMemberIdCardData() }),
    'member.idCardsLinks': () =>
      json(200, {
        data: {
          requesting_member_url: '/api/member/v4/patient/id-cards/1/card.pdf',
          family_members: [{ family_patient_id: 2, family_member_url: '/api/member/v4/patient/id-cards/2/card.pdf' }],
        },
      }),
    // Issue 27 item 7: no employer benefit, no group ID card.
    'member.groupIdCard': () => json(200, { data: null }),
    ...overrides,
  };
}

/** A fake API with the default member answers and the test's own. */
export function memberApi(overrides: FakeHandlers = {}) {
  return fakeApi(memberHandlers(overrides));
}

/** The healthshare flag's answer (spec §1). */
export const healthshare: FakeHandlers = {
  'member.customUiData': () => json(200, { data: { is_healthshare: true } }),
};
