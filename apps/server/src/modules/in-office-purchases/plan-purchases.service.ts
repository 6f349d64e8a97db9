import { DEFAULT_PAGE_SIZE, type PaymentFilter, type PlanPurchase, type PlanPurchaseView } from '@dental/domain';
import { NotFoundError } from '../../http/errors.js';
import type { Clock } from '../../platform/clock.js';
import type { MemberCaller } from '../../platform/caller.js';
import { isoDay } from '../../platform/dates.js';
import type { PlanPurchasesRepository, PurchaseRow } from './plan-purchases.repository.js';

export interface PurchaseListQuery {
  view?: PlanPurchaseView | undefined;
  payment_status?: PaymentFilter | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
}

function toPurchase({ total: _total, ...row }: PurchaseRow): PlanPurchase {
  return row;
}

/** Reading a household's in-office plan purchases (spec §7); buying and paying come with their issue. */
export function planPurchasesService(deps: { repo: PlanPurchasesRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    async list(caller: MemberCaller, query: PurchaseListQuery) {
      const { householdId } = caller.scope;
      const today = isoDay(clock());
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      const filters = { view: query.view, paymentStatus: query.payment_status, page, pageSize };
      const rows = await repo.page(householdId, today, filters);
      // Past the last page the window count is absent: ask for the first row only to learn the total.
      const total =
        rows[0]?.total ??
        (page > 1 ? ((await repo.page(householdId, today, { ...filters, page: 1, pageSize: 1 }))[0]?.total ?? 0) : 0);
      return { data: rows.map(toPurchase), meta: { page, page_size: pageSize, total } };
    },

    async one(caller: MemberCaller, purchaseId: number): Promise<PlanPurchase> {
      const row = await repo.one(caller.scope.householdId, isoDay(clock()), purchaseId);
      if (!row) throw new NotFoundError();
      await repo.auditRead(caller, purchaseId);
      return toPurchase(row);
    },
  };
}
export type PlanPurchasesService = ReturnType<typeof planPurchasesService>;
