// Issue 6: the SQL pieces the dentist search, the practice page and the price check share: who searches
// (their minimum network), the distance to a location and the radius, and the network rule. Each value may
// be given now or as a placeholder of a prepared statement (db/prepared-sql.ts).
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_METRES, NETWORKS, type Network } from '@dental/domain';
import { currentBenefitJoin } from '../coverage/index.js';

/** A value of a query: given now, or a placeholder filled in on each call of a prepared statement. */
export type SqlNumber = number | Placeholder;
export type SqlText = string | Placeholder;
export type SqlCentre = { latitude: SqlNumber; longitude: SqlNumber };

/** Who searches: a member (their plan's minimum network decides) or a signed-out person (a tier or none). */
export type Searcher = { userId: number; today: string } | { minimumNetwork: Network | null };
/** A searcher whose values may be placeholders. */
export type SqlSearcher = { userId: SqlNumber; today: SqlText } | { minimumNetwork: Network | null | Placeholder };

/** The minimum network of the searcher as a one-row, one-column query. */
export function minimumNetworkOf(searcher: SqlSearcher): SQL {
  if ('userId' in searcher) {
    return sql`select pl.minimum_network::text as minimum_network
      from patients p ${currentBenefitJoin(searcher.today)}
      left join plans pl on pl.id = b.plan_id
      where p.user_id = ${searcher.userId} limit 1`;
  }
  return sql`select ${searcher.minimumNetwork}::text as minimum_network`;
}

/** The point `ll_to_earth` of a location row `l`: the expression of the GiST index practice_locations_earth_idx. */
export const locationPoint = sql`ll_to_earth(l.latitude, l.longitude)`;

/**
 * The centre as an earthdistance point, computed once per statement. As a sub-select it is an InitPlan: a
 * prepared statement's generic plan (placeholders, not constants) otherwise computes ll_to_earth of the centre
 * again for every location the nearest-first scan passes, which doubled the scan's time (0.56 -> 1.12 ms).
 */
export function centrePoint(centre: SqlCentre): SQL {
  return sql`(select ll_to_earth(${centre.latitude}::float8, ${centre.longitude}::float8))`;
}

/**
 * Metres from the centre to location `l` on earthdistance's sphere (haversine on the plain columns).
 * earth_distance() itself is a stack of SQL functions: about 30 µs a row, 150 ms over a metro's 5,000
 * locations; this expression costs a fraction of that and measures the same great circle. The centre's own
 * cosine is computed once (see centrePoint).
 */
export function distanceMetres(centre: SqlCentre): SQL {
  const lat = sql`${centre.latitude}::float8`;
  const lng = sql`${centre.longitude}::float8`;
  return sql`(2 * ${EARTH_RADIUS_METRES}::float8 * asin(least(1, sqrt(power(sin(radians(l.latitude - ${lat}) / 2), 2)
    + (select cos(radians(${lat}))) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ${lng}) / 2), 2)))))`;
}

/** Within the radius of the centre: the GiST index answers the box (earth_box), the haversine the exact circle. */
export function withinRadius(centre: SqlCentre, radiusMetres: SqlNumber): SQL {
  return sql`earth_box(${centrePoint(centre)}, ${radiusMetres}::float8) @> ${locationPoint} and ${distanceMetres(centre)} <= ${radiusMetres}::float8`;
}

/**
 * Location `l` (its practice's network, copied onto the location) is in the network of minimum tier `tier`
 * (spec §3: cumulative; out_of_network and partner never are). No tier (no plan) filters nothing.
 */
export function inNetworkCondition(tier: SQL): SQL {
  const tiers = sql`array[${sql.join(
    NETWORKS.map((n) => sql`${n}`),
    sql`, `,
  )}]::text[]`;
  return sql`(${tier} is null or array_position(${tiers}, l.network::text) <= array_position(${tiers}, ${tier}))`;
}
