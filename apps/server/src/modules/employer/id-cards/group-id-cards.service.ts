// Issue 27 item 7 (decision 0059): a company's group ID cards, for its HR admin. One employee's card as PDF or PNG
// (another company's employee: 404; an employee whose cover has ended: 409), and every employee whose cover is in
// force in one PDF, eight cards to a Letter sheet in the employees list's order, read a page of employees at a time
// so a large company's file is drawn as it is read. Each download is audited as a read of personal data: one
// employee's card with their patient id, the whole company's once with its count.
import { ERRORS } from '@dental/domain';
import { NotFoundError, appError } from '../../../http/errors.js';
import type { FileDownload } from '../../../http/send-file.js';
import { AUDIT_ACTIONS, writeAudit, type AuditEntry } from '../../../platform/audit.repository.js';
import type { EmployerCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { isoDay } from '../../../platform/dates.js';
import type { Database } from '../../../db/database.js';
import {
  groupIdCardFile,
  groupIdCardOf,
  groupIdCardsSheetsPdf,
  type CardFormat,
  type GroupCardRow,
  type GroupIdCardsRepository,
} from '../../member/index.js';

/** Employees read per statement for the company's PDF (a 300-employee company: three reads). */
export const GROUP_CARDS_PAGE = 100;

export function groupIdCardsService(deps: { db: Database; repo: GroupIdCardsRepository; clock: Clock }) {
  const { db, repo, clock } = deps;
  const audit = (caller: EmployerCaller, entry: Omit<AuditEntry, 'action' | 'outcome'>) =>
    writeAudit(db, caller, { action: AUDIT_ACTIONS.idCardRead, outcome: 'success', ...entry });

  return {
    /** One employee's group ID card as PDF or PNG. */
    async one(caller: EmployerCaller, employeeId: number, format: CardFormat): Promise<FileDownload> {
      const { companyId } = caller.scope;
      const today = isoDay(clock());
      const row = await repo.ofEmployee(companyId, employeeId, today);
      if (!row) throw new NotFoundError();
      if (row.cover_end_date !== null && row.cover_end_date < today) throw appError(ERRORS.groupIdCardCoverEnded);
      const file = await groupIdCardFile(groupIdCardOf(row, today), format);
      await audit(caller, {
        subjectType: 'patient',
        subjectId: row.patient_id,
        details: { company_id: companyId, employee_id: row.employee_id, card: 'group', format },
      });
      return file;
    },

    /** Every employee whose cover is in force today, one PDF; 409 when there is none. */
    async all(caller: EmployerCaller): Promise<FileDownload> {
      const { companyId } = caller.scope;
      const today = isoDay(clock());
      const first = await repo.activePage(companyId, today, null, GROUP_CARDS_PAGE);
      const [firstRow] = first;
      if (!firstRow) throw appError(ERRORS.noActiveEmployees);
      async function* pages() {
        let page: GroupCardRow[] = first;
        for (;;) {
          yield page.map((row) => groupIdCardOf(row, today));
          const last = page.at(-1);
          if (page.length < GROUP_CARDS_PAGE || !last) return;
          const cursor = { lastName: last.last_name, firstName: last.first_name, employeeId: last.employee_id };
          page = await repo.activePage(companyId, today, cursor, GROUP_CARDS_PAGE);
          if (page.length === 0) return;
        }
      }
      const { file, cards } = await groupIdCardsSheetsPdf(pages(), {
        name: firstRow.company_name,
        groupNumber: firstRow.group_number,
      });
      await audit(caller, {
        subjectType: 'employer',
        subjectId: companyId,
        details: { company_id: companyId, card: 'group', format: 'pdf', count: cards },
      });
      return file;
    },
  };
}
export type GroupIdCardsService = ReturnType<typeof groupIdCardsService>;
