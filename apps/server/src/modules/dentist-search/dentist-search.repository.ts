// Issue 6: the queries of the dentist finder (STYLE: only repositories use Drizzle). A search is ONE
// statement: the caller's minimum network, the (capped) count and the page. Both shapes use the GiST
// earthdistance index on practice_locations (KNN order, or an earth_box prefilter), then the exact
// great-circle distance; both run on PGlite and PostgreSQL alike.
import { sql, type SQL } from 'drizzle-orm';
import { NETWORKS, type DentistSpeciality, type Network, type PracticeNetworkType, type Weekday } from '@dental/domain';
import { EARTH_RADIUS_METRES, EVENING_CLOSES_AFTER, type WeeklyOpeningHours } from '@dental/domain';
import type { Database } from '../../db/database.js';
import { currentBenefitJoin } from '../member/benefit/benefit.repository.js';

/** Who searches: a member (their plan's minimum network decides) or a signed-out person (a tier or none). */
export type Searcher = { userId: number; today: string } | { minimumNetwork: Network | null };

export interface SearchFilters {
  centre: { latitude: number; longitude: number };
  radiusMetres: number;
  inNetworkOnly: boolean;
  speciality?: DentistSpeciality | undefined;
  acceptingNewPatients?: boolean | undefined;
  openOn?: Weekday | undefined;
  eveningsWeekends?: boolean | undefined;
  language?: string | undefined;
  /** A LIKE pattern, already escaped. */
  namePattern?: string | undefined;
  sort: 'distance' | 'name';
  limit: number;
  offset: number;
  /** Count the qualifying locations up to this many (or to the page's end when further), no more. */
  countCap: number;
}

export type SearchRow = {
  total: number;
  minimum_network: Network | null;
  id: number | null;
  practice_id: number;
  practice_name: string;
  location_name: string;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string;
  latitude: number;
  longitude: number;
  metres: number;
  network: PracticeNetworkType;
  accepting_new_patients: boolean;
  languages: string[];
  specialities: DentistSpeciality[];
  hours: WeeklyOpeningHours;
};

/** The minimum network of the searcher as a one-row, one-column query. */
export function minimumNetworkOf(searcher: Searcher): SQL {
  if ('userId' in searcher) {
    return sql`select pl.minimum_network::text as minimum_network
      from patients p ${currentBenefitJoin(searcher.today)}
      left join plans pl on pl.id = b.plan_id
      where p.user_id = ${searcher.userId} limit 1`;
  }
  return sql`select ${searcher.minimumNetwork}::text as minimum_network`;
}

/** The point `ll_to_earth` of a location row `l`. */
const locationPoint = sql`ll_to_earth(l.latitude, l.longitude)`;

/**
 * Metres from the centre to location `l` on earthdistance's sphere (haversine on the plain columns).
 * earth_distance() itself is a stack of SQL functions: about 30 µs a row, 150 ms over a metro's 5,000
 * locations; this expression costs a fraction of that and measures the same great circle.
 */
export function distanceMetres(centre: { latitude: number; longitude: number }): SQL {
  const lat = sql`${centre.latitude}::float8`;
  const lng = sql`${centre.longitude}::float8`;
  return sql`(2 * ${EARTH_RADIUS_METRES}::float8 * asin(least(1, sqrt(power(sin(radians(l.latitude - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ${lng}) / 2), 2)))))`;
}

/** Within the radius of the centre: the GiST index answers the box (earth_box), the haversine the exact circle. */
export function withinRadius(centre: { latitude: number; longitude: number }, radiusMetres: number): SQL {
  const point = sql`ll_to_earth(${centre.latitude}::float8, ${centre.longitude}::float8)`;
  return sql`earth_box(${point}, ${radiusMetres}::float8) @> ${locationPoint} and ${distanceMetres(centre)} <= ${radiusMetres}::float8`;
}

/**
 * Location `l` (its practice's network, copied onto the location) is in the network of minimum tier `tier`
 * (spec §3: cumulative; out_of_network and partner never are). No tier (no plan) filters nothing.
 */
export function inNetworkCondition(tier: SQL): SQL {
  const tiers = sql`array[${sql.join(NETWORKS.map((n) => sql`${n}`), sql`, `)}]::text[]`;
  return sql`(${tier} is null or array_position(${tiers}, l.network::text) <= array_position(${tiers}, ${tier}))`;
}

/** The filters other than the radius and the network rule (each narrows the search to fewer locations). */
function narrowingConditions(f: SearchFilters): SQL[] {
  const conditions: SQL[] = [];
  if (f.speciality) conditions.push(sql`exists (select 1 from dentists d where d.practice_id = l.practice_id and ${f.speciality} = any(d.specialities))`);
  if (f.acceptingNewPatients !== undefined) conditions.push(sql`l.accepting_new_patients = ${f.acceptingNewPatients}`);
  if (f.openOn) conditions.push(sql`(l.hours -> ${f.openOn}) is not null`);
  // search-rules.ts isOpenEveningsOrWeekends: a weekend day, or closing after 6 pm on any day.
  if (f.eveningsWeekends === true) {
    conditions.push(sql`((l.hours -> 'Saturday') is not null or (l.hours -> 'Sunday') is not null
      or exists (select 1 from jsonb_each(l.hours) h where (h.value ->> 'close') collate "C" > ${EVENING_CLOSES_AFTER}))`);
  }
  if (f.language) conditions.push(sql`exists (select 1 from unnest(l.languages) lang where lower(lang) = lower(${f.language}))`);
  if (f.namePattern) conditions.push(sql`pr.name ilike ${f.namePattern}`);
  return conditions;
}

/** The network rule, when the search keeps to the searcher's network. */
function networkConditions(f: SearchFilters): SQL[] {
  return f.inNetworkOnly ? [inNetworkCondition(sql`(select minimum_network from tier)`)] : [];
}

/**
 * The locations that qualify, as `found (id, practice_name, metres)`, at most `scanLimit` of them, and for the
 * distance order always the nearest ones. Two shapes, both one CTE:
 * - nearest first with no narrowing filter (the common search): the `scanLimit` nearest locations in the
 *   network straight from the GiST index in KNN order (`<->`, the chord, ranks like the great circle), then
 *   those within the radius, a prefix of them. The scan stops after `scanLimit` rows, so a metro's thousands
 *   of locations are never all visited. Without a box in the condition on purpose: with one the planner
 *   misjudges how many locations it holds (a fixed 0.1% of the table) and visits and sorts all of them.
 * - sorted by name, or with filters that may keep few locations: the radius box bounds the scan (a KNN scan
 *   for a rare language would walk the whole country), every qualifying location is visited and sorted.
 */
function foundLocations(f: SearchFilters, scanLimit: number): SQL {
  const narrowing = narrowingConditions(f);
  const byName = f.sort === 'name' || f.namePattern !== undefined;
  const from = sql`from practice_locations l ${byName ? sql`join practices pr on pr.id = l.practice_id` : sql``}`;
  const practiceName = byName ? sql`pr.name` : sql`null::text`;
  if (f.sort === 'distance' && narrowing.length === 0) {
    const network = networkConditions(f);
    const centre = sql`ll_to_earth(${f.centre.latitude}::float8, ${f.centre.longitude}::float8)`;
    return sql`nearest as materialized (
        select l.id, ${practiceName} as practice_name, ${distanceMetres(f.centre)} as metres
        ${from}
        ${network.length > 0 ? sql`where ${sql.join(network, sql` and `)}` : sql``}
        order by ${locationPoint} <-> ${centre}
        limit ${scanLimit}
      ),
      found as (select * from nearest where metres <= ${f.radiusMetres}::float8)`;
  }
  const conditions = [withinRadius(f.centre, f.radiusMetres), ...networkConditions(f), ...narrowing];
  return sql`found as materialized (
      select l.id, ${practiceName} as practice_name, ${distanceMetres(f.centre)} as metres
      ${from}
      where ${sql.join(conditions, sql` and `)}
    )`;
}

export function dentistSearchRepository(db: Database) {
  return {
    /**
     * One page of the locations that qualify, how many qualify (counted up to `countCap`, past the page's
     * end when that is further) and the searcher's minimum network, in one statement. The count row is always
     * there, so a page past the last one still answers the total.
     */
    async search(searcher: Searcher, f: SearchFilters): Promise<SearchResult> {
      const countUpTo = Math.max(f.countCap, f.offset + f.limit);
      // One more than counted tells "more than countUpTo" from "exactly countUpTo".
      const scanLimit = countUpTo + 1;
      const order = f.sort === 'name' ? sql`practice_name, metres, id` : sql`metres, id`;
      const result = await db.execute<SearchRow>(sql`with tier as (${minimumNetworkOf(searcher)}),
        ${foundLocations(f, scanLimit)},
        counted as (select count(*)::int as total from (select 1 from found limit ${scanLimit}) upto),
        page as (select * from found order by ${order} limit ${f.limit} offset ${f.offset})
        select c.total, (select minimum_network from tier) as minimum_network,
          l.id, l.practice_id, pr.name as practice_name, l.name as location_name, l.address_line_1, l.address_line_2, l.city,
          l.state, l.zip, l.phone, l.latitude, l.longitude, pg.metres, l.network::text as network,
          l.accepting_new_patients, l.languages, l.hours,
          array(select distinct s from dentists d, unnest(d.specialities) s where d.practice_id = l.practice_id order by s) as specialities
        from counted c
        left join page pg on true
        left join practice_locations l on l.id = pg.id
        left join practices pr on pr.id = l.practice_id
        order by ${f.sort === 'name' ? sql`pg.practice_name, pg.metres, pg.id` : sql`pg.metres, pg.id`}`);
      const first = result.rows[0];
      const counted = first?.total ?? 0;
      return {
        total: Math.min(counted, countUpTo),
        totalCapped: counted > countUpTo,
        minimumNetwork: first?.minimum_network ?? null,
        rows: result.rows.filter((row) => row.id !== null),
      };
    },
  };
}

export type SearchResult = { total: number; totalCapped: boolean; minimumNetwork: Network | null; rows: SearchRow[] };
export type DentistSearchRepository = ReturnType<typeof dentistSearchRepository>;
