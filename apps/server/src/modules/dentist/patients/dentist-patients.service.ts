// Issue 16 item 6 (decision 0030): the practice's patients list. A page read is audited once, with the count
// of patients it showed (not one row per patient: the eligibility look-up audits each patient it shows).
import { DEFAULT_PAGE_SIZE, type PracticePatientsResponse } from '@dental/domain';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { PracticeCaller } from '../../../platform/caller.js';
import type { PracticePatientsRepository } from './practice-patients.repository.js';

export function dentistPatientsService(deps: { repo: PracticePatientsRepository }) {
  const { repo } = deps;
  return {
    /** GET dentist/v1/patients/: one page of the practice's patients, latest activity first. */
    async list(
      caller: PracticeCaller,
      query: { q?: string | undefined; page?: number | undefined; page_size?: number | undefined },
    ): Promise<PracticePatientsResponse> {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      const { total, rows } = await repo.list(caller.scope.practiceId, query.q, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      if (rows.length > 0) {
        await repo.auditRead(caller, {
          action: AUDIT_ACTIONS.practicePatientsRead,
          outcome: 'success',
          subjectType: null,
          subjectId: null,
          details: { practice_id: caller.scope.practiceId, count: rows.length, page, searched: query.q !== undefined },
        });
      }
      return { data: rows, meta: { page, page_size: pageSize, total } };
    },
  };
}
export type DentistPatientsService = ReturnType<typeof dentistPatientsService>;
