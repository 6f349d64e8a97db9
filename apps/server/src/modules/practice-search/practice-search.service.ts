// Issue 6: find a dentist: the search (member and signed-out) and the practice page.
import {
  DEFAULT_PAGE_SIZE,
  DENTIST_SEARCH_COUNT_CAP,
  DEFAULT_RADIUS_MILES,
  METRES_PER_MILE,
  isInNetwork,
  type DentistSearchFilters,
  type DentistSearchResponse,
  type Network,
  type PracticeDetails,
  type PracticeNetworkType,
} from '@dental/domain';
import { NotFoundError } from '../../http/errors.js';
import type { Clock } from '../../platform/clock.js';
import { isoDay } from '../../platform/dates.js';
import type { DentistSearchRepository } from './practice-search.repository.js';
import type { Searcher } from './search-sql.js';
import type { PracticeDetailsRepository } from './practice-details.repository.js';
import { containsPattern, roundedMiles, searchCentre } from './search-centre.js';

/** In network for this searcher, or null when there is no plan to judge by. */
function inNetworkFor(minimumNetwork: Network | null, network: PracticeNetworkType): boolean | null {
  return minimumNetwork === null ? null : isInNetwork(minimumNetwork, network);
}

export function practiceSearchService(deps: {
  repo: DentistSearchRepository;
  practices: PracticeDetailsRepository;
  clock: Clock;
}) {
  const { repo, practices, clock } = deps;
  const searcherOf = (userId: number | null, query: { minimum_network?: Network | undefined }): Searcher =>
    userId === null ? { minimumNetwork: query.minimum_network ?? null } : { userId, today: isoDay(clock()) };

  return {
    /** Locations within the radius that pass the filters, one page, with the searcher's network rule applied. */
    async search(userId: number | null, query: DentistSearchFilters): Promise<DentistSearchResponse> {
      const centre = searchCentre(query);
      const radiusMiles = query.radius ?? DEFAULT_RADIUS_MILES;
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      const { total, totalCapped, minimumNetwork, rows } = await repo.search(searcherOf(userId, query), {
        centre,
        radiusMetres: radiusMiles * METRES_PER_MILE,
        inNetworkOnly: (query.network ?? 'in_network') === 'in_network',
        speciality: query.speciality,
        acceptingNewPatients: query.accepting_new_patients === true ? true : undefined,
        openOn: query.open_on,
        eveningsWeekends: query.evenings_weekends,
        language: query.language || undefined,
        namePattern: query.name ? containsPattern(query.name) : undefined,
        sort: query.sort ?? 'distance',
        limit: pageSize,
        offset: (page - 1) * pageSize,
        countCap: DENTIST_SEARCH_COUNT_CAP,
      });
      return {
        data: rows.map((row) => ({
          location_id: row.id ?? 0,
          practice_id: row.practice_id,
          practice_name: row.practice_name,
          location_name: row.location_name,
          address_line_1: row.address_line_1,
          address_line_2: row.address_line_2,
          city: row.city,
          state: row.state,
          zip: row.zip,
          phone: row.phone,
          latitude: row.latitude,
          longitude: row.longitude,
          distance_miles: roundedMiles(row.metres, METRES_PER_MILE),
          network: row.network,
          in_network: inNetworkFor(minimumNetwork, row.network),
          accepting_new_patients: row.accepting_new_patients,
          languages: row.languages,
          specialities: row.specialities,
          hours: row.hours,
        })),
        meta: {
          page,
          page_size: pageSize,
          total,
          total_capped: totalCapped,
          centre,
          radius_miles: radiusMiles,
          minimum_network: minimumNetwork,
        },
      };
    },

    /** A practice page (unknown id: 404). Practices are public information; only in_network is personal. */
    async practice(userId: number | null, practiceId: number): Promise<PracticeDetails> {
      const row = await practices.find(searcherOf(userId, {}), practiceId);
      if (!row) throw new NotFoundError();
      const verified = row.data_verified_at === null ? null : new Date(row.data_verified_at).toISOString();
      return {
        id: row.id,
        name: row.name,
        network: row.network,
        in_network: inNetworkFor(row.minimum_network, row.network),
        phone: row.phone,
        website: row.website,
        data_verified_at: verified,
        locations: row.locations,
        dentists: row.dentists,
        in_office_plans: row.in_office_plans,
      };
    },
  };
}
export type DentistSearchService = ReturnType<typeof practiceSearchService>;
