// Issue 17 items 7, 16 and 17: every member route, at 360 px and 1280 px (the config's two projects), once
// per kind of visitor: axe finds nothing, nothing scrolls sideways, and a healthshare member never reads
// 'plan', 'primary' or 'network' (spec §1). Detail routes open the signed-in member's own records (ids read
// from the API). One sign-in per kind of member per worker; each test is one page visit.
import { request as playwrightRequest, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test as base } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, memberUrl, openNavigation, signInMember } from '../support/member.ts';
import { memberRoutePatterns } from '../support/member-route-table.ts';
import { expectHealthshareWording, expectNoSidewaysScroll } from '../support/page-checks.ts';

type Visitor = 'signed-out' | 'member' | 'healthshare' | 'inoffice';
type SignedIn = Exclude<Visitor, 'signed-out'>;

const EMAIL: Record<SignedIn, string> = {
  member: DEMO_EMAILS.member,
  healthshare: DEMO_EMAILS.healthshare,
  inoffice: DEMO_EMAILS.inOffice,
};

/** The signed-in member's own records the detail routes open (null: the household has none). */
interface OwnIds {
  patientId: number;
  zip: string;
  appointmentId: number | null;
  reimbursementId: number | null;
  estimateId: number | null;
  practiceId: number | null;
  purchaseId: number | null;
}

interface RouteVisit {
  /** Who opens it: the signed-in routes as the member and the healthshare member (wording checked). */
  visitors: Visitor[];
  /** The path visited, with the visitor's own ids. */
  path: (ids: OwnIds) => string;
  /** What shows once the screen has its data (besides the level-1 heading). */
  ready?: (page: Page) => Locator;
  /** Where the visitor is rightly sent instead (the path's own screen needs a state no demo visitor has). */
  landsOn?: string;
}

const MEMBERS: Visitor[] = ['member', 'healthshare'];
const OUT: Visitor[] = ['signed-out'];
const need = (id: number | null, what: string): number => {
  if (id === null) throw new Error(`the demo household has no ${what}`);
  return id;
};

/** Every member route (keys: the route table's patterns) and how the sweep opens it. */
const SWEEP: Record<string, RouteVisit> = {
  '/': { visitors: MEMBERS, path: () => '/', ready: (page) => page.getByRole('table', { name: /benefits/ }) },
  '/member': {
    visitors: MEMBERS,
    path: () => '/member',
    ready: (page) => page.getByRole('table', { name: /benefits/ }),
  },
  '/plan-details': { visitors: MEMBERS, path: () => '/plan-details' },
  '/my-account': { visitors: MEMBERS, path: () => '/my-account' },
  '/notifications': { visitors: MEMBERS, path: () => '/notifications' },
  '/help-support': { visitors: MEMBERS, path: () => '/help-support' },
  '/transactions': {
    visitors: MEMBERS,
    path: () => '/transactions',
    ready: (page) => page.getByRole('region', { name: 'Totals of the filtered receipts' }),
  },
  '/transactions-appointment-details/:appointmentId': {
    visitors: MEMBERS,
    path: (ids) => `/transactions-appointment-details/${need(ids.appointmentId, 'appointment')}`,
    ready: (page) => page.getByRole('heading', { name: 'Payments made' }),
  },
  // The healthshare household has no reimbursement and no estimate: the member opens these two (their wording
  // for a healthshare member: apps/member/src/app/routes/receipts-screens.test.tsx and estimates-screens.test.tsx).
  '/transactions-reimbursement-details/:reimbursementId': {
    visitors: ['member'],
    path: (ids) => `/transactions-reimbursement-details/${need(ids.reimbursementId, 'reimbursement')}`,
    ready: (page) => page.getByRole('heading', { name: 'Documents' }),
  },
  '/estimates': { visitors: MEMBERS, path: () => '/estimates' },
  '/estimates-estimate-details/:estimateId': {
    visitors: ['member'],
    path: (ids) => `/estimates-estimate-details/${need(ids.estimateId, 'estimate')}`,
    ready: (page) => page.getByText('Priced on'),
  },
  // With a search, so the results, the map and its markers are on the page.
  '/find-dentist': {
    visitors: MEMBERS,
    path: (ids) => `/find-dentist?zip=${ids.zip}`,
    ready: (page) => page.getByRole('list', { name: 'Dentists found' }),
  },
  '/find-dentist/practice/:practiceId': {
    visitors: MEMBERS,
    path: (ids) => `/find-dentist/practice/${need(ids.practiceId, 'practice')}`,
    ready: (page) => page.getByRole('heading', { name: 'Dentists' }),
  },
  // With a check, so the priced practices are on the page.
  '/price-check': {
    visitors: MEMBERS,
    path: (ids) => `/price-check?codes=D1110,D2740&patient_id=${ids.patientId}&zip=${ids.zip}`,
    ready: (page) => page.getByTestId('remaining-benefits'),
  },
  '/plan-purchases': { visitors: [...MEMBERS, 'inoffice'], path: () => '/plan-purchases' },
  // Only the in-office member has a purchase (no other demo household buys one).
  '/plan-purchase-details/:purchaseId': {
    visitors: ['inoffice'],
    path: (ids) => `/plan-purchase-details/${need(ids.purchaseId, 'plan purchase')}`,
  },
  '/in-office-plans': { visitors: MEMBERS, path: () => '/in-office-plans' },
  // Without a plan chosen (issue 17 found a link-in-text-block there).
  '/complete-plan-purchase': { visitors: MEMBERS, path: () => '/complete-plan-purchase' },
  '/sign-in': { visitors: OUT, path: () => '/sign-in' },
  '/forgot-password': { visitors: OUT, path: () => '/forgot-password' },
  // Without a code (issue 17 found a link-in-text-block there).
  '/reset-password': { visitors: OUT, path: () => '/reset-password' },
  '/email-not-verified': { visitors: OUT, path: () => '/email-not-verified' },
  // Without a pending sign-in (decision 0025): the code form, and the set-up's way back to the password.
  '/sign-in/two-step': { visitors: OUT, path: () => '/sign-in/two-step' },
  '/sign-in/set-up-two-step': {
    visitors: OUT,
    path: () => '/sign-in/set-up-two-step',
    ready: (page) => page.getByRole('link', { name: 'Sign in again' }),
  },
  '/two-step-verification': {
    visitors: MEMBERS,
    path: () => '/two-step-verification',
    ready: (page) => page.getByRole('button', { name: 'Set up two-step verification' }),
  },
  '/member-sign-up': { visitors: OUT, path: () => '/member-sign-up' },
  // Finishing an unfinished sign-up (its screen: finish-sign-up.test.tsx); signed out, the sign-up starts over.
  '/sign-up': { visitors: OUT, path: () => '/sign-up', landsOn: '/member-sign-up' },
  '/signup': { visitors: OUT, path: () => '/signup' },
  '/new-member-signup': { visitors: OUT, path: () => '/new-member-signup' },
  '/signup-authenticated': { visitors: OUT, path: () => '/signup-authenticated' },
  '/purchase-sign-up': { visitors: OUT, path: () => '/purchase-sign-up' },
  '/complete-email-change': { visitors: OUT, path: () => '/complete-email-change' },
  '/start-plan-purchase': { visitors: OUT, path: () => '/start-plan-purchase' },
  '*': { visitors: [...OUT, 'healthshare'], path: () => '/no-such-page' },
};

interface SignedInState {
  storageState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
  ids: OwnIds;
}

const firstId = (rows: { id: number }[] | undefined): number | null => rows?.[0]?.id ?? null;

/** Signs the member in once and reads the ids of their own records from the API. */
async function signInOnce(browser: Browser, who: SignedIn): Promise<SignedInState> {
  const context = await browser.newContext();
  await signInMember(await context.newPage(), EMAIL[who]);
  const storageState = await context.storageState();
  await context.close();
  const api = await playwrightRequest.newContext({ storageState });
  const get = async <T>(path: string): Promise<T> => {
    const response = await api.get(memberUrl(`/api/member/v4/${path}`));
    expect(response.ok(), `GET ${path}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const me = await get<{ id: number; zip: string }>('user/');
  const receipts = await get<{ kind: string; id: number; practice: { id: number } | null }[]>(
    'transactions/?view=all&page_size=100',
  );
  const estimates = await get<{ id: number }[]>('estimates/');
  const purchases = await get<{ id: number }[]>('in-office-plan-purchases/');
  await api.dispose();
  const appointment = receipts.find((row) => row.kind === 'appointment');
  return {
    storageState,
    ids: {
      patientId: me.id,
      zip: me.zip,
      appointmentId: appointment?.id ?? null,
      reimbursementId: receipts.find((row) => row.kind === 'reimbursement')?.id ?? null,
      estimateId: firstId(estimates),
      practiceId: appointment?.practice?.id ?? null,
      purchaseId: firstId(purchases),
    },
  };
}

const test = base.extend<
  { visitor: Visitor; ids: OwnIds | null },
  { signedIn: (who: SignedIn) => Promise<SignedInState> }
>({
  visitor: ['signed-out', { option: true }],
  signedIn: [
    async ({ browser }, use) => {
      const states = new Map<SignedIn, Promise<SignedInState>>();
      await use((who) => {
        let state = states.get(who);
        if (!state) {
          state = signInOnce(browser, who);
          states.set(who, state);
        }
        return state;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ visitor, signedIn }, use) => {
    await use(visitor === 'signed-out' ? undefined : (await signedIn(visitor)).storageState);
  },
  ids: async ({ visitor, signedIn }, use) => {
    await use(visitor === 'signed-out' ? null : (await signedIn(visitor)).ids);
  },
});

/** Issue 17 item 24: no pin of the offline map covers another (their circles' boxes do not intersect). */
async function expectPinsApart(page: Page): Promise<void> {
  const boxes = await page
    .getByTestId('offline-map')
    .locator('.map-pin circle')
    .evaluateAll((circles) =>
      circles
        .map((circle) => circle.getBoundingClientRect())
        .map(({ left, top, right, bottom }) => ({ left, top, right, bottom })),
    );
  expect(boxes.length).toBeGreaterThan(1);
  const overlapping = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .flatMap((b, j) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
          ? [`${i + 1} and ${i + j + 2}`]
          : [],
      ),
  );
  expect(overlapping, 'pins that overlap').toEqual([]);
}

/** The screen is on the page with its data: its heading, nothing loading, and what it shows when loaded. */
async function settled(page: Page, visit: RouteVisit): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (visit.ready) await expect(visit.ready(page).first()).toBeVisible();
}

test('the sweep covers every route of the member portal (a new route needs its place here)', () => {
  expect(Object.keys(SWEEP).sort()).toEqual(memberRoutePatterns());
});

for (const [pattern, visit] of Object.entries(SWEEP)) {
  for (const visitor of visit.visitors) {
    test.describe(`as ${visitor}`, () => {
      test.use({ visitor });
      test(`${pattern}: axe, no sideways scroll${visitor === 'healthshare' ? ', healthshare wording' : ''}`, async ({
        page,
        ids,
      }, testInfo) => {
        // axe on the map's screens takes a while on a busy machine.
        test.setTimeout(90_000);
        const path = visit.path(ids ?? ({} as OwnIds));
        await page.goto(memberUrl(path));
        await settled(page, visit);
        if (pattern !== '*')
          expect(new URL(page.url()).pathname, 'not sent elsewhere').toBe(visit.landsOn ?? path.split('?')[0]);
        await expectNoSidewaysScroll(page);
        if (pattern === '/find-dentist') await expectPinsApart(page);
        if (visitor === 'healthshare') await expectHealthshareWording(page);
        await expectNoAxeViolations(page);
        // Issue 17 item 17: the phone's navigation drawer, open, once.
        if (pattern === '/' && visitor === 'healthshare' && testInfo.project.name.startsWith('phone')) {
          await openNavigation(page);
          await expectHealthshareWording(page);
          await expectNoAxeViolations(page);
        }
      });
    });
  }
}
