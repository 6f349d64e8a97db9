// Issue 6: a practice page in ONE statement: the practice, its locations with hours, its dentists, the
// in-office plans it sells, and the searcher's minimum network.
import { sql } from 'drizzle-orm';
import type { DentistSpeciality, Network, PracticeNetworkType, WeeklyOpeningHours } from '@dental/domain';
import type { Database } from '../../db/database.js';
import { minimumNetworkOf, type Searcher } from './search-sql.js';

export type PracticeDetailsRow = {
  id: number;
  name: string;
  network: PracticeNetworkType;
  phone: string;
  website: string | null;
  data_verified_at: Date | string | null;
  minimum_network: Network | null;
  locations: {
    id: number;
    name: string;
    address_line_1: string;
    address_line_2: string | null;
    city: string;
    state: string;
    zip: string;
    phone: string;
    latitude: number;
    longitude: number;
    accepting_new_patients: boolean;
    languages: string[];
    hours: WeeklyOpeningHours;
  }[];
  dentists: { id: number; name: string; specialities: DentistSpeciality[] }[];
  in_office_plans: {
    id: number;
    name: string;
    description: string;
    price_cents: number;
    monthly_price_cents: number;
    term_months: number;
    discount_percent: number;
  }[];
};

export function practiceDetailsRepository(db: Database) {
  return {
    /** The practice with everything its page shows, or null. */
    async find(searcher: Searcher, practiceId: number): Promise<PracticeDetailsRow | null> {
      const result = await db.execute<PracticeDetailsRow>(sql`with tier as (${minimumNetworkOf(searcher)})
        select pr.id, pr.name, pr.network::text as network, pr.phone, pr.website, pr.data_verified_at,
          (select minimum_network from tier) as minimum_network,
          coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name, 'address_line_1', l.address_line_1,
              'address_line_2', l.address_line_2, 'city', l.city, 'state', l.state, 'zip', l.zip, 'phone', l.phone,
              'latitude', l.latitude, 'longitude', l.longitude, 'accepting_new_patients', l.accepting_new_patients,
              'languages', l.languages, 'hours', l.hours) order by l.id)
            from practice_locations l where l.practice_id = pr.id and l.removed_at is null), '[]'::json) as locations,
          coalesce((select json_agg(json_build_object('id', d.id, 'name', d.first_name || ' ' || d.last_name,
              'specialities', d.specialities) order by d.id)
            from dentists d where d.practice_id = pr.id and d.active), '[]'::json) as dentists,
          coalesce((select json_agg(json_build_object('id', ip.id, 'name', ip.name, 'description', ip.description,
              'price_cents', ip.price_cents, 'monthly_price_cents', ip.monthly_price_cents, 'term_months', ip.term_months,
              'discount_percent', ip.discount_percent) order by ip.price_cents, ip.id)
            from in_office_plans ip where ip.practice_id = pr.id and ip.active), '[]'::json) as in_office_plans
        from practices pr
        where pr.id = ${practiceId}`);
      return result.rows[0] ?? null;
    },
  };
}
export type PracticeDetailsRepository = ReturnType<typeof practiceDetailsRepository>;
