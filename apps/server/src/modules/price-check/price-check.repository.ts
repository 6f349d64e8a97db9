// Issue 6: the nearby practices a price check compares, with their fees for the chosen procedures, in ONE
// statement: the radius and network rule of the dentist search (GiST earth_box prefilter), nearest first.
import { sql } from 'drizzle-orm';
import type { Network, PracticeNetworkType } from '@dental/domain';
import type { Database } from '../../db/database.js';
import { distanceMetres, inNetworkCondition, withinRadius } from '../dentist-search/dentist-search.repository.js';

export type NearbyFeesRow = {
  location_id: number;
  practice_id: number;
  practice_name: string;
  address_line_1: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  metres: number;
  network: PracticeNetworkType;
  /** The practice's own fee of each chosen code it has one for. */
  fees: Record<string, number> | null;
};

export function priceCheckRepository(db: Database) {
  return {
    /** The `limit` nearest in-network locations (any network without a plan) within the radius, with fees. */
    async nearbyWithFees(input: {
      centre: { latitude: number; longitude: number };
      radiusMetres: number;
      minimumNetwork: Network | null;
      codes: readonly string[];
      limit: number;
    }): Promise<NearbyFeesRow[]> {
      const codes = sql`array[${sql.join(input.codes.map((c) => sql`${c}`), sql`, `)}]::text[]`;
      const result = await db.execute<NearbyFeesRow>(sql`with near as (
          select l.id, l.practice_id, ${distanceMetres(input.centre)} as metres
          from practice_locations l join practices pr on pr.id = l.practice_id
          where ${withinRadius(input.centre, input.radiusMetres)} and ${inNetworkCondition(sql`${input.minimumNetwork}::text`)}
          order by metres, l.id
          limit ${input.limit}
        )
        select n.id as location_id, n.practice_id, pr.name as practice_name, l.address_line_1, l.city, l.state, l.zip, l.phone,
          n.metres, pr.network::text as network,
          (select json_object_agg(f.procedure_code, f.fee_cents) from practice_fees f
            where f.practice_id = n.practice_id and f.procedure_code = any(${codes})) as fees
        from near n
        join practice_locations l on l.id = n.id
        join practices pr on pr.id = n.practice_id
        order by n.metres, n.id`);
      return result.rows;
    },
  };
}
export type PriceCheckRepository = ReturnType<typeof priceCheckRepository>;
