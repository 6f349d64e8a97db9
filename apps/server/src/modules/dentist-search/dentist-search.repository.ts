// Issue 6: the queries of the dentist finder (STYLE: only repositories use Drizzle). A search is ONE
// statement: the caller's minimum network, the count and the page. The radius uses the GiST earthdistance
// index on practice_locations (earth_box prefilter), then the exact great-circle distance; both run on
// PGlite and PostgreSQL alike.
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

function filterConditions(f: SearchFilters): SQL[] {
  const conditions = [withinRadius(f.centre, f.radiusMetres)];
  if (f.inNetworkOnly) conditions.push(inNetworkCondition(sql`(select minimum_network from tier)`));
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

export function dentistSearchRepository(db: Database) {
  return {
    /**
     * One page of the locations that qualify, the count of all of them and the searcher's minimum network, in
     * one statement. The count row is always there, so a page past the last one still answers the total.
     */
    async search(searcher: Searcher, f: SearchFilters): Promise<{ total: number; minimumNetwork: Network | null; rows: SearchRow[] }> {
      const order = f.sort === 'name' ? sql`practice_name, metres, id` : sql`metres, id`;
      // The practice's name is only needed to sort or filter by it: otherwise the location rows alone decide
      // (a metro's 5,000 locations each looking up their practice cost most of the search).
      const byName = f.sort === 'name' || f.namePattern !== undefined;
      const result = await db.execute<SearchRow>(sql`with tier as (${minimumNetworkOf(searcher)}),
        found as materialized (
          select l.id, ${byName ? sql`pr.name` : sql`null::text`} as practice_name, ${distanceMetres(f.centre)} as metres
          from practice_locations l ${byName ? sql`join practices pr on pr.id = l.practice_id` : sql``}
          where ${sql.join(filterConditions(f), sql` and `)}
        ),
        counted as (select count(*)::int as total from found),
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
      return {
        total: first?.total ?? 0,
        minimumNetwork: first?.minimum_network ?? null,
        rows: result.rows.filter((row) => row.id !== null),
      };
    },
  };
}
export type DentistSearchRepository = ReturnType<typeof dentistSearchRepository>;
