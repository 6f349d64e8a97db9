// Issue 27 item 7 (decision 0059): the member's group ID card, spec §2's chunk. A member whose benefit is their
// employer's sees their household's card (the employee's, with the dependents covered): the data, and the card as
// PDF or PNG. Without an employer benefit the data is null and a file is refused with MSG_NO_GROUP_ID_CARD. There
// is no id: the household is the caller's, so no other household's card can be asked for.
import { ERRORS, type GroupIdCard } from '@dental/domain';
import { appError } from '../../../http/errors.js';
import type { FileDownload } from '../../../http/send-file.js';
import { AUDIT_ACTIONS, writeAudit } from '../../../platform/audit.repository.js';
import type { MemberCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { benefitYearOf, isoDay } from '../../../platform/dates.js';
import type { Database } from '../../../db/database.js';
import type { BenefitRepository } from '../../coverage/index.js';
import { benefitTypeOf } from '../benefit/benefit.service.js';
import { groupIdCardFile, groupIdCardOf } from './group-id-card.js';
import type { GroupIdCardsRepository } from './group-id-cards.repository.js';
import type { CardFormat } from './id-cards.service.js';

export function groupIdCardService(deps: {
  db: Database;
  repo: GroupIdCardsRepository;
  benefits: BenefitRepository;
  clock: Clock;
}) {
  const { db, repo, benefits, clock } = deps;

  /** The household's card and its employee's patient id, or null without an employer benefit today. */
  const householdCard = async (caller: MemberCaller, today: string) => {
    const own = await benefits.findForUser(caller.actor.userId, today, benefitYearOf(today));
    if (!own || benefitTypeOf(own) !== 'employer' || own.group_number === null) return null;
    const row = await repo.ofHousehold(caller.scope.householdId, own.group_number, today);
    return row ? { card: groupIdCardOf(row, today), patientId: row.patient_id } : null;
  };

  const audit = (caller: MemberCaller, patientId: number, format: CardFormat | 'data') =>
    writeAudit(db, caller, {
      action: AUDIT_ACTIONS.idCardRead,
      outcome: 'success',
      subjectType: 'patient',
      subjectId: patientId,
      details: { card: 'group', format },
    });

  return {
    /** GET member/v4/benefit/group-id-card/: the household's group card, or null. */
    async data(caller: MemberCaller): Promise<GroupIdCard | null> {
      const found = await householdCard(caller, isoDay(clock()));
      if (found) await audit(caller, found.patientId, 'data');
      return found?.card ?? null;
    },

    /** The household's group card as a file; 409 without an employer benefit. */
    async file(caller: MemberCaller, format: CardFormat): Promise<FileDownload> {
      const found = await householdCard(caller, isoDay(clock()));
      if (!found) throw appError(ERRORS.noGroupIdCard);
      const file = await groupIdCardFile(found.card, format);
      await audit(caller, found.patientId, format);
      return file;
    },
  };
}
export type GroupIdCardService = ReturnType<typeof groupIdCardService>;
