// Issue 7: shopping in-office plans near a zip (the member's own by default) and one plan's public page.
import zipcodes from 'zipcodes';
import {
  DEFAULT_PAGE_SIZE,
  METRES_PER_MILE,
  MSG_UNKNOWN_ZIP,
  PLAN_SHOP_RADIUS_MILES,
  type InOfficePlan,
  type InOfficePlansResponse,
} from '@dental/domain';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import type { MemberCaller } from '../../platform/caller.js';
import type { Centre, InOfficePlansRepository } from './in-office-plans.repository.js';

function centreOf(zip: string): Centre | null {
  const found = zipcodes.lookup(zip);
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}

export function inOfficePlansService(repo: InOfficePlansRepository) {
  return {
    async list(
      caller: MemberCaller,
      query: {
        zip?: string | undefined;
        practice_id?: number | undefined;
        page?: number | undefined;
        page_size?: number | undefined;
      },
    ): Promise<InOfficePlansResponse> {
      const zip = query.zip ?? (await repo.memberZip(caller.scope.householdId));
      const centre = zip ? centreOf(zip) : null;
      // A zip asked for must be known; the member's own unknown zip just searches everywhere.
      if (query.zip && !centre) throw new ValidationError({ zip: MSG_UNKNOWN_ZIP });
      const radius = PLAN_SHOP_RADIUS_MILES * METRES_PER_MILE;
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      const [rows, practices] = await Promise.all([
        repo.page(centre, radius, query.practice_id, page, pageSize),
        repo.practices(centre, radius),
      ]);
      const data = rows.map(({ total: _total, ...plan }) => plan);
      return {
        data,
        meta: { page, page_size: pageSize, total: rows[0]?.total ?? 0 },
        filters: { zip: centre ? (zip ?? null) : null, practices },
      };
    },

    async one(planId: number, locationId?: number): Promise<InOfficePlan> {
      const plan = await repo.one(planId, locationId);
      if (!plan) throw new NotFoundError();
      return plan;
    },
  };
}
export type InOfficePlansService = ReturnType<typeof inOfficePlansService>;
