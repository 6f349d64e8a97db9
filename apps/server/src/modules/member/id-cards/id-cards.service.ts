// spec §3 and §7: member ID card data, the card links of the household, and the card files (PDF and PNG).
import { ID_CARD_FILE_PATHS, apiPath, type IdCardsLinks, type MemberIdCardData } from '@dental/domain';
import { NotFoundError } from '../../../http/errors.js';
import { AUDIT_ACTIONS, writeAudit } from '../../../platform/audit.repository.js';
import type { MemberCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import type { BenefitRepository, BenefitRow } from '../../coverage/index.js';
import { benefitTypeOf, planNameOf } from '../benefit/benefit.service.js';
import { benefitYearOf, isoDay } from '../../../platform/dates.js';
import type { Database } from '../../../db/database.js';
import { cardLayout } from './id-card-layout.js';
import { renderCardPdf } from './id-card-pdf.js';
import { renderCardPng } from './id-card-png.js';
import type { IdCardsRepository } from './id-cards.repository.js';

/** Who issues the cards and whom to call (printed on every card). */
export const CARD_ISSUER = { name: 'Example Dental Benefits', customerServicePhone: '8005550100' } as const;

export type CardFormat = 'pdf' | 'png';

/** The card data of one person's row. */
export function cardDataOf(row: BenefitRow): MemberIdCardData {
  const type = benefitTypeOf(row);
  const hasNetworkPlan = type !== 'inactive' && type !== 'in office' && row.minimum_network !== null;
  return {
    member_name: [row.first_name, row.middle_name, row.last_name]
      .filter((part): part is string => !!part && part.trim() !== '')
      .join(' '),
    member_id: row.member_id,
    plan_name: planNameOf(row),
    network: hasNetworkPlan ? row.minimum_network : null,
    // A group ID card (issue 4) for employer coverage: the employer's group number.
    group_number: type === 'employer' ? row.group_number : null,
    effective_date: type === 'inactive' ? null : row.start_date,
    customer_service_phone: CARD_ISSUER.customerServicePhone,
    issuer_name: CARD_ISSUER.name,
    is_healthshare: row.is_healthshare,
  };
}

export function idCardsService(deps: {
  db: Database;
  repo: IdCardsRepository;
  benefits: BenefitRepository;
  clock: Clock;
}) {
  const { repo, benefits, clock } = deps;
  const audit = (
    caller: MemberCaller,
    patientId: number | null,
    outcome: 'success' | 'failure',
    details: Record<string, string>,
  ) =>
    writeAudit(deps.db, caller, {
      action: AUDIT_ACTIONS.idCardRead,
      outcome,
      subjectType: 'patient',
      subjectId: patientId,
      details,
    });

  return {
    /** GET member/v5/benefit/member-id-card-data/: the caller's own card. */
    async cardData(caller: MemberCaller): Promise<MemberIdCardData> {
      const today = isoDay(clock());
      const row = await benefits.findForUser(caller.actor.userId, today, benefitYearOf(today));
      if (!row) throw new NotFoundError();
      await audit(caller, row.patient_id, 'success', { format: 'data' });
      return cardDataOf(row);
    },

    /**
     * GET member/v4/patient/get-id-cards-links/: the member's card, then the card of each family member a benefit
     * covers today. A card reading 'No active plan' proves nothing at a dentist's desk: a family member whose
     * cover ended (an employer benefit ended with the employee's, say) is offered none, as the member with no
     * active plan is shown none (the home's ID cards section).
     */
    async links(caller: MemberCaller): Promise<IdCardsLinks> {
      const today = isoDay(clock());
      const people = await repo.householdPatients(caller.scope.householdId, caller.actor.userId, today);
      const self = people.find((person) => person.is_self);
      if (!self) throw new NotFoundError();
      const link = (id: number) => apiPath(ID_CARD_FILE_PATHS.pdf, { id });
      return {
        requesting_member_url: link(self.id),
        family_members: people
          .filter((person) => !person.is_self && person.covered)
          .map((person) => ({ family_patient_id: person.id, family_member_url: link(person.id) })),
      };
    },

    /** One person's card file; any id outside the caller's household is 404. */
    async file(
      caller: MemberCaller,
      patientId: number,
      format: CardFormat,
    ): Promise<{ body: Uint8Array; filename: string }> {
      const today = isoDay(clock());
      const row = await benefits.findInCallersHousehold(
        caller.scope.householdId,
        patientId,
        today,
        benefitYearOf(today),
      );
      if (!row) {
        await audit(caller, patientId, 'failure', { format, reason: 'not_in_household' });
        throw new NotFoundError();
      }
      const card = cardDataOf(row);
      const layout = cardLayout(card);
      const body =
        format === 'pdf'
          ? await renderCardPdf(layout, {
              title: `${layout.title} ${card.member_id}`,
              subject: `${card.member_name}, member ID ${card.member_id}`,
            })
          : renderCardPng(layout);
      await audit(caller, patientId, 'success', { format });
      return { body, filename: `dental-id-card-${card.member_id}.${format}` };
    },
  };
}
export type IdCardsService = ReturnType<typeof idCardsService>;
