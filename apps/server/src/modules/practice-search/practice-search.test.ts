import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  dentistSearchResponseSchema,
  distanceMiles,
  isInNetwork,
  isOpenEveningsOrWeekends,
  METRES_PER_MILE,
  practiceDetailsResponseSchema,
  type DentistSearchResponse,
  type Network,
  type PracticeNetworkType,
  type WeeklyOpeningHours,
} from '@dental/domain';
import zipcodes from 'zipcodes';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { TestClient } from '../../testing/test-client.js';
import { DEMO_EMAILS, signedIn, statementsOf } from '../member/member.test-support.js';
import { practiceSearchRepository, type SearchResult } from './practice-search.repository.js';

const SEARCH = '/api/member/v4/dentist-search/';
const PUBLIC = '/api/public/v4/dentist-search/';

/** The demo world's locations with what the filters look at: the brute-force side of the checks. */
type WorldLocation = {
  id: number;
  practice_name: string;
  network: PracticeNetworkType;
  latitude: number;
  longitude: number;
  accepting_new_patients: boolean;
  languages: string[];
  hours: WeeklyOpeningHours;
  specialities: string[];
};

describe('GET member/v4/dentist-search/ (issue 6)', () => {
  let server: TestServer;
  let member: TestClient;
  let world: WorldLocation[];
  let memberTier: Network;
  beforeAll(async () => {
    server = await createTestServer();
    member = await signedIn(server.app, DEMO_EMAILS.member);
    world = (
      await server.db
        .execute<WorldLocation>(sql`select l.id, pr.name as practice_name, pr.network::text as network, l.latitude, l.longitude,
        l.accepting_new_patients, l.languages, l.hours,
        array(select distinct s from dentists d, unnest(d.specialities) s where d.practice_id = l.practice_id) as specialities
        from practice_locations l join practices pr on pr.id = l.practice_id`)
    ).rows;
    const tier = await server.db.execute<{
      minimum_network: Network;
    }>(sql`select pl.minimum_network::text as minimum_network
      from users u join patients p on p.user_id = u.id join benefits b on b.patient_id = p.id join plans pl on pl.id = b.plan_id
      where u.email = ${DEMO_EMAILS.member} order by b.start_date desc limit 1`);
    memberTier = tier.rows[0]?.minimum_network ?? 'office_fees';
  });
  afterAll(() => server.close());

  const search = async (client: TestClient, query: string, path = SEARCH) => {
    const response = await client.get(`${path}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<DentistSearchResponse>();
    expect(dentistSearchResponseSchema.parse(body)).toEqual(body);
    return body;
  };
  const centreOf = (zip: string) => {
    const z = zipcodes.lookup(zip);
    if (!z) throw new Error(zip);
    return { latitude: z.latitude, longitude: z.longitude };
  };
  /** The ids a brute-force pass over every location finds, nearest first. */
  const bruteForce = (zip: string, miles: number, keep: (l: WorldLocation) => boolean = () => true) => {
    const centre = centreOf(zip);
    return world
      .map((l) => ({ l, d: distanceMiles(centre, l) }))
      .filter(({ l, d }) => d <= miles && keep(l))
      .sort((a, b) => a.d - b.d || a.l.id - b.l.id)
      .map(({ l }) => l.id);
  };
  const ids = (body: DentistSearchResponse) => body.data.map((r) => r.location_id);
  const inMyNetwork = (l: WorldLocation) => isInNetwork(memberTier, l.network);

  it('finds exactly the in-network locations within the radius, nearest first (brute force over the demo world)', async () => {
    for (const [zip, radius] of [
      ['78701', 10],
      ['78701', 25],
      ['10001', 5],
      ['60601', 50],
    ] as const) {
      const body = await search(member, `zip=${zip}&radius=${radius}&page_size=100`);
      const expected = bruteForce(zip, radius, inMyNetwork);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(body)).toEqual(expected.slice(0, 100));
      expect(body.meta).toMatchObject({
        total: expected.length,
        total_capped: false,
        radius_miles: radius,
        minimum_network: memberTier,
        centre: centreOf(zip),
      });
      expect(body.data.every((r) => r.in_network === true)).toBe(true);
      const centre = centreOf(zip);
      for (const r of body.data) expect(r.distance_miles).toBeCloseTo(distanceMiles(centre, r), 1);
    }
  });

  it('defaults to 10 miles and adds out-of-network practices only on request, marked', async () => {
    const byDefault = await search(member, 'zip=78701&page_size=100');
    expect(byDefault.meta.radius_miles).toBe(10);
    const all = await search(member, 'zip=78701&network=all&page_size=100');
    expect(ids(all)).toEqual(bruteForce('78701', 10));
    const outside = all.data.filter((r) => r.in_network === false);
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.map((r) => r.practice_name)).toContain('Lakeside Dental Studio');
    expect(outside.every((r) => !isInNetwork(memberTier, r.network))).toBe(true);
  });

  it('applies each filter exactly as the brute force does', async () => {
    const near = bruteForce('78701', 50);
    const language =
      world
        .filter((l) => near.includes(l.id))
        .flatMap((l) => l.languages)
        .find((name) => name !== 'English') ?? 'English';
    const cases: [string, (l: WorldLocation) => boolean][] = [
      ['speciality=orthodontist', (l) => l.specialities.includes('orthodontist')],
      ['speciality=general%20dentist', (l) => l.specialities.includes('general dentist')],
      ['accepting_new_patients=true', (l) => l.accepting_new_patients],
      ['open_on=Saturday', (l) => l.hours.Saturday !== undefined],
      ['open_on=Friday', (l) => l.hours.Friday !== undefined],
      ['evenings_weekends=true', (l) => isOpenEveningsOrWeekends(l.hours)],
      [`language=${language.toLowerCase()}`, (l) => l.languages.includes(language)],
      ['name=dental', (l) => l.practice_name.toLowerCase().includes('dental')],
    ];
    for (const [query, keep] of cases) {
      const body = await search(member, `zip=78701&radius=50&network=all&page_size=100&${query}`);
      const expected = bruteForce('78701', 50, keep);
      expect(ids(body), query).toEqual(expected);
      expect(expected.length, query).toBeGreaterThan(0);
    }
    const combined = await search(
      member,
      'zip=78701&radius=50&speciality=general%20dentist&accepting_new_patients=true&page_size=100',
    );
    expect(ids(combined)).toEqual(
      bruteForce(
        '78701',
        50,
        (l) => inMyNetwork(l) && l.specialities.includes('general dentist') && l.accepting_new_patients,
      ),
    );
  });

  it('sorts by name when asked', async () => {
    const body = await search(member, 'zip=78701&radius=50&network=all&sort=name&page_size=100');
    const names = body.data.map((r) => r.practice_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(ids(body))).toEqual(new Set(bruteForce('78701', 50)));
  });

  it('pages through the same list, and a page past the last answers the total', async () => {
    const whole = await search(member, 'zip=78701&radius=50&network=all&page_size=100');
    expect(whole.meta.total).toBeGreaterThan(6);
    const pages = [];
    for (let page = 1; page <= Math.ceil(whole.meta.total / 5); page += 1)
      pages.push(...ids(await search(member, `zip=78701&radius=50&network=all&page_size=5&page=${page}`)));
    expect(pages).toEqual(ids(whole));
    const beyond = await search(member, `zip=78701&radius=50&network=all&page_size=5&page=999`);
    expect(beyond).toMatchObject({ data: [], meta: { total: whole.meta.total, page: 999 } });
  });

  it('counts up to the cap, or to the end of the page when further, and says when more qualify (both query shapes)', async () => {
    const repo = practiceSearchRepository(server.db);
    const anyone = { minimumNetwork: null };
    const within50 = {
      centre: centreOf('78701'),
      radiusMetres: 50 * METRES_PER_MILE,
      inNetworkOnly: false,
      sort: 'distance' as const,
      limit: 3,
      offset: 0,
    };
    const rowIds = (found: SearchResult) => found.rows.map((r) => r.id);
    const everyone = bruteForce('78701', 50);
    expect(everyone.length).toBeGreaterThan(10);

    // Nearest first without narrowing filters: the KNN shape.
    const capped = await repo.search(anyone, { ...within50, countCap: 5 });
    expect(capped).toMatchObject({ total: 5, totalCapped: true });
    expect(rowIds(capped)).toEqual(everyone.slice(0, 3));
    const pastTheCap = await repo.search(anyone, { ...within50, countCap: 5, offset: 6 });
    expect(pastTheCap).toMatchObject({ total: 9, totalCapped: true });
    expect(rowIds(pastTheCap)).toEqual(everyone.slice(6, 9));
    expect(await repo.search(anyone, { ...within50, countCap: everyone.length })).toMatchObject({
      total: everyone.length,
      totalCapped: false,
    });
    expect(await repo.search(anyone, { ...within50, countCap: everyone.length - 1 })).toMatchObject({
      total: everyone.length - 1,
      totalCapped: true,
    });

    // A narrowing filter, or the name order: the radius-box shape, the same count rule.
    const accepting = bruteForce('78701', 50, (l) => l.accepting_new_patients);
    const filtered = await repo.search(anyone, { ...within50, acceptingNewPatients: true, countCap: 5 });
    expect(filtered).toMatchObject({ total: 5, totalCapped: true });
    expect(rowIds(filtered)).toEqual(accepting.slice(0, 3));
    expect(
      await repo.search(anyone, { ...within50, acceptingNewPatients: true, countCap: accepting.length }),
    ).toMatchObject({ total: accepting.length, totalCapped: false });
    expect(await repo.search(anyone, { ...within50, sort: 'name', countCap: 5 })).toMatchObject({
      total: 5,
      totalCapped: true,
    });
  });

  it('searches from the browser location as from a zip', async () => {
    const { latitude, longitude } = centreOf('78701');
    const body = await search(member, `latitude=${latitude}&longitude=${longitude}&page_size=100`);
    expect(ids(body)).toEqual(ids(await search(member, 'zip=78701&page_size=100')));
  });

  it('says Empty for a place with no practice near, not an error', async () => {
    const body = await search(member, 'zip=59001&radius=5');
    expect(body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('gives the spec §5 zip message for a malformed or unknown zip, Required without a place', async () => {
    for (const zip of ['7870', 'abcde']) {
      const response = await member.get(`${SEARCH}?zip=${zip}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { zip: 'Invalid zip: enter 5 digits' } });
    }
    // Issue 17 item 24: a well-formed zip that does not exist says so on the field.
    const unknown = await member.get(`${SEARCH}?zip=00000`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: { zip: 'Unknown zip code' } });
    const none = await member.get(SEARCH);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ errors: { zip: 'Required' } });
  });

  it('applies the cumulative minimum-network rule (signed-out variant: the tier of the plan being bought)', async () => {
    const anonymous = new TestClient(server.app);
    for (const tier of ['platinum', 'gold', 'silver', 'office_fees'] as const) {
      const body = await search(anonymous, `zip=78701&radius=50&minimum_network=${tier}&page_size=100`, PUBLIC);
      expect(ids(body)).toEqual(bruteForce('78701', 50, (l) => isInNetwork(tier, l.network)));
      expect(body.data.every((r) => r.in_network === true)).toBe(true);
    }
    const gold = await search(anonymous, 'zip=78701&radius=50&minimum_network=gold&page_size=100', PUBLIC);
    expect(new Set(gold.data.map((r) => r.network))).toEqual(new Set(['platinum', 'gold']));
    const noPlan = await search(anonymous, 'zip=78701&radius=50&page_size=100', PUBLIC);
    expect(ids(noPlan)).toEqual(bruteForce('78701', 50));
    expect(noPlan.data.every((r) => r.in_network === null)).toBe(true);
  });

  it('needs a member session on the member route', async () => {
    const response = await new TestClient(server.app).get(`${SEARCH}?zip=78701`);
    expect(response.statusCode).toBe(401);
  });

  it('searches in ONE statement after authentication', async () => {
    const { statements } = await statementsOf(server, () =>
      search(member, 'zip=78701&radius=25&speciality=orthodontist'),
    );
    expect(statements.filter((s) => /practice_locations/.test(s))).toHaveLength(1);
  });

  it('answers a practice page in one statement; an unknown practice is 404', async () => {
    const first = (await search(member, 'zip=78701&network=all&name=Bright%20Smile')).data[0];
    expect(first?.practice_name).toBe('Bright Smile Dental of Austin');
    const { result: response, statements } = await statementsOf(server, () =>
      member.get(`/api/member/v4/practices/${first?.practice_id}/`),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(statements.filter((s) => /practices/.test(s))).toHaveLength(1);
    const practice = practiceDetailsResponseSchema.parse(response.json()).data;
    expect(practice).toMatchObject({
      name: 'Bright Smile Dental of Austin',
      network: 'gold',
      in_network: isInNetwork(memberTier, 'gold'),
    });
    expect(practice.locations).toHaveLength(2);
    expect(practice.dentists).toHaveLength(3);
    expect(practice.in_office_plans.length).toBeGreaterThan(0);
    expect(practice.locations.every((l) => Object.keys(l.hours).length > 0)).toBe(true);
    expect((await member.get('/api/member/v4/practices/999999/')).statusCode).toBe(404);
  });
});

describe('the network copied onto practice locations (migration 0008)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const mismatches = async () =>
    (
      await server.db.execute<{ n: number }>(
        sql`select count(*)::int as n from practice_locations l join practices p on p.id = l.practice_id where l.network <> p.network`,
      )
    ).rows[0]?.n;

  it("follows a change of the practice's network, and a new location takes its practice's", async () => {
    expect(await mismatches()).toBe(0);
    const [practice] = (
      await server.db.execute<{ id: number }>(
        sql`select practice_id as id from practice_locations group by practice_id having count(*) > 1 limit 1`,
      )
    ).rows;
    await server.db.execute(sql`update practices set network = 'out_of_network' where id = ${practice?.id}`);
    expect(await mismatches()).toBe(0);
    await server.db
      .execute(sql`insert into practice_locations (practice_id, name, address_line_1, city, state, zip, latitude, longitude, phone, network)
      select id, 'New branch', '1 Main St', 'Austin', 'TX', '78701', 30.27, -97.74, '(512) 555-0100', 'platinum' from practices where id = ${practice?.id}`);
    expect(await mismatches()).toBe(0);
  });
});
