// Issue 6: the queries of the dentist finder (STYLE: only repositories use Drizzle). A search is ONE
// statement: the caller's minimum network, the (capped) count and the page. Both shapes use the GiST
// earthdistance index on practice_locations (KNN order, or an earth_box prefilter), then the exact
// great-circle distance; both run on PGlite and PostgreSQL alike.
import { sql, type SQL } from 'drizzle-orm';
import type { DentistSpeciality, Network, PracticeNetworkType, Weekday, WeeklyOpeningHours } from '@dental/domain';
import { EVENING_CLOSES_AFTER } from '@dental/domain';
import type { Database } from '../../db/database.js';
import { prepareSql, type PreparedSql } from '../../db/prepared-sql.js';
import {
  centrePoint,
  distanceMetres,
  inNetworkCondition,
  locationPoint,
  minimumNetworkOf,
  withinRadius,
  type Searcher,
  type SqlCentre,
  type SqlNumber,
  type SqlSearcher,
} from './search-sql.js';

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

/** The filters other than the radius and the network rule (each narrows the search to fewer locations). */
function narrowingConditions(f: SearchFilters): SQL[] {
  const conditions: SQL[] = [];
  if (f.speciality)
    conditions.push(
      sql`exists (select 1 from dentists d where d.practice_id = l.practice_id and d.active and ${f.speciality} = any(d.specialities))`,
    );
  if (f.acceptingNewPatients !== undefined) conditions.push(sql`l.accepting_new_patients = ${f.acceptingNewPatients}`);
  if (f.openOn) conditions.push(sql`(l.hours -> ${f.openOn}) is not null`);
  // search-rules.ts isOpenEveningsOrWeekends: a weekend day, or closing after 6 pm on any day.
  if (f.eveningsWeekends === true) {
    conditions.push(sql`((l.hours -> 'Saturday') is not null or (l.hours -> 'Sunday') is not null
      or exists (select 1 from jsonb_each(l.hours) h where (h.value ->> 'close') collate "C" > ${EVENING_CLOSES_AFTER}))`);
  }
  if (f.language)
    conditions.push(sql`exists (select 1 from unnest(l.languages) lang where lower(lang) = lower(${f.language}))`);
  if (f.namePattern) conditions.push(sql`pr.name ilike ${f.namePattern}`);
  return conditions;
}

/** The network rule on `l`, when the search keeps to the searcher's network (the `tier` CTE). */
function networkConditions(inNetworkOnly: boolean): SQL[] {
  return inNetworkOnly ? [inNetworkCondition(sql`(select minimum_network from tier)`)] : [];
}

/** Issue 26 item 10: a location its practice removed is not found. */
const notRemoved = sql`l.removed_at is null`;

/**
 * Nearest first with no narrowing filter (the common search), as `found (id, practice_name, metres)`: the
 * `scanLimit` nearest locations in the network straight from the GiST index in KNN order (`<->`, the chord,
 * ranks like the great circle), then those within the radius, a prefix of them. The scan stops after
 * `scanLimit` rows, so a metro's thousands of locations are never all visited (and where few are near, it
 * still stops there, most of them outside the radius). Without a box in the condition on purpose: with one
 * the planner misjudges how many locations it holds (a fixed 0.1% of the table) and visits and sorts all.
 */
function nearestFound(centre: SqlCentre, radiusMetres: SqlNumber, scanLimit: SqlNumber | SQL, network: SQL[]): SQL {
  return sql`nearest as materialized (
      select l.id, null::text as practice_name, ${distanceMetres(centre)} as metres
      from practice_locations l
      where ${sql.join([...network, notRemoved], sql` and `)}
      order by ${locationPoint} <-> ${centrePoint(centre)}
      limit ${scanLimit}
    ),
    found as (select * from nearest where metres <= ${radiusMetres}::float8)`;
}

/**
 * Sorted by name, or with filters that may keep few locations: the radius box bounds the scan (a KNN scan
 * for a rare language would walk the whole country); every qualifying location is visited and sorted.
 */
function boxFound(f: SearchFilters): SQL {
  const byName = f.sort === 'name' || f.namePattern !== undefined;
  const conditions = [
    withinRadius(f.centre, f.radiusMetres),
    notRemoved,
    ...networkConditions(f.inNetworkOnly),
    ...narrowingConditions(f),
  ];
  // The practice's name is only needed to sort or filter by it.
  return sql`found as materialized (
      select l.id, ${byName ? sql`pr.name` : sql`null::text`} as practice_name, ${distanceMetres(f.centre)} as metres
      from practice_locations l ${byName ? sql`join practices pr on pr.id = l.practice_id` : sql``}
      where ${sql.join(conditions, sql` and `)}
    )`;
}

/**
 * The whole statement around `found`: the count (at most `scanLimit`), the page with what the list shows, and
 * the searcher's minimum network. The count row is always there, so a page past the last still has the total.
 */
function searchStatement(
  searcher: SqlSearcher,
  found: SQL,
  page: { scanLimit: SqlNumber | SQL; limit: SqlNumber; offset: SqlNumber; byName: boolean },
): SQL {
  return sql`with tier as (${minimumNetworkOf(searcher)}),
    ${found},
    counted as (select count(*)::int as total from (select 1 from found limit ${page.scanLimit}) upto),
    page as (select * from found order by ${page.byName ? sql`practice_name, metres, id` : sql`metres, id`} limit ${page.limit} offset ${page.offset})
    select c.total, (select minimum_network from tier) as minimum_network,
      l.id, l.practice_id, pr.name as practice_name, l.name as location_name, l.address_line_1, l.address_line_2, l.city,
      l.state, l.zip, l.phone, l.latitude, l.longitude, pg.metres, l.network::text as network,
      l.accepting_new_patients, l.languages, l.hours, pr.specialities
    from counted c
    left join page pg on true
    left join practice_locations l on l.id = pg.id
    left join practices pr on pr.id = l.practice_id
    order by ${page.byName ? sql`pg.practice_name, pg.metres, pg.id` : sql`pg.metres, pg.id`}`;
}

type SearcherKind = 'member' | 'public';

/**
 * The common search (nearest first, network rule only, a page within the count cap) as named prepared
 * statements, one per kind of searcher, network scope and scan limit: parsed and planned once per connection
 * instead of on every call. The scan limit is written into the statement: as a parameter PostgreSQL's
 * generic plan would guess 10% of the table, cost it far above the custom plans and keep planning every call.
 */
function nearestSearchStatements(db: Database) {
  const p = sql.placeholder;
  const searchers: Record<SearcherKind, SqlSearcher> = {
    member: { userId: p('userId'), today: p('today') },
    public: { minimumNetwork: p('minimumNetwork') },
  };
  const statements = new Map<string, PreparedSql<SearchRow>>();
  return (kind: SearcherKind, inNetworkOnly: boolean, scanLimit: number): PreparedSql<SearchRow> => {
    const name = `dentist_search_nearest_${kind}_${inNetworkOnly ? 'in_network' : 'all'}_${scanLimit}`;
    let statement = statements.get(name);
    if (!statement) {
      const limit = sql.raw(String(scanLimit));
      const found = nearestFound(
        { latitude: p('latitude'), longitude: p('longitude') },
        p('radiusMetres'),
        limit,
        networkConditions(inNetworkOnly),
      );
      statement = prepareSql<SearchRow>(
        db,
        name,
        searchStatement(searchers[kind], found, {
          scanLimit: limit,
          limit: p('limit'),
          offset: p('offset'),
          byName: false,
        }),
      );
      statements.set(name, statement);
    }
    return statement;
  };
}

export function practiceSearchRepository(db: Database) {
  const nearestSearch = nearestSearchStatements(db);
  return {
    /**
     * One page of the locations that qualify, how many qualify (counted up to `countCap`, past the page's
     * end when that is further) and the searcher's minimum network, in one statement.
     */
    async search(searcher: Searcher, f: SearchFilters): Promise<SearchResult> {
      const countUpTo = Math.max(f.countCap, f.offset + f.limit);
      // One more than counted tells "more than countUpTo" from "exactly countUpTo".
      const scanLimit = countUpTo + 1;
      const nearestFirst = f.sort === 'distance' && narrowingConditions(f).length === 0;
      let rows: SearchRow[];
      if (nearestFirst && countUpTo === f.countCap && Number.isSafeInteger(scanLimit)) {
        // Pages within the cap (the ones a person reaches) share one prepared statement.
        rows = await nearestSearch('userId' in searcher ? 'member' : 'public', f.inNetworkOnly, scanLimit).rows({
          ...searcher,
          latitude: f.centre.latitude,
          longitude: f.centre.longitude,
          radiusMetres: f.radiusMetres,
          limit: f.limit,
          offset: f.offset,
        });
      } else {
        const found = nearestFirst
          ? nearestFound(f.centre, f.radiusMetres, scanLimit, networkConditions(f.inNetworkOnly))
          : boxFound(f);
        const statement = searchStatement(searcher, found, {
          scanLimit,
          limit: f.limit,
          offset: f.offset,
          byName: f.sort === 'name',
        });
        rows = (await db.execute<SearchRow>(statement)).rows;
      }
      const first = rows[0];
      const counted = first?.total ?? 0;
      return {
        total: Math.min(counted, countUpTo),
        totalCapped: counted > countUpTo,
        minimumNetwork: first?.minimum_network ?? null,
        rows: rows.filter((row) => row.id !== null),
      };
    },
  };
}

export type SearchResult = { total: number; totalCapped: boolean; minimumNetwork: Network | null; rows: SearchRow[] };
export type DentistSearchRepository = ReturnType<typeof practiceSearchRepository>;
