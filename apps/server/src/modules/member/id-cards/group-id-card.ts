// A group ID card from its row (issue 27 item 7, decision 0059), and its files: one card as PDF or PNG, or many
// on Letter sheets. The member portal's route and the employer portal's routes both make them here.
import {
  STANDARD_PLAN_TYPES,
  dependentCoverEnd,
  fullName,
  type GroupIdCard,
  type StandardPlanType,
} from '@dental/domain';
import type { FileDownload } from '../../../http/send-file.js';
import { groupCardLayout, groupCardTitle } from './group-id-card-layout.js';
import { renderCardPdf, renderCardSheetsPdf } from './id-card-pdf.js';
import { renderCardPng } from './id-card-png.js';
import { CARD_ISSUER, type CardFormat } from './id-cards.service.js';
import type { GroupCardPersonRow, GroupCardRow } from './group-id-cards.repository.js';

const isStandardPlanType = (type: string | null): type is StandardPlanType =>
  (STANDARD_PLAN_TYPES as readonly (string | null)[]).includes(type);

/**
 * Whether a dependent is covered on `today`: their cover from the company has started and not ended, and a
 * Dependent has not passed the end of the month they turn 26 (the employee's page shows the same date).
 */
function coveredOn(person: GroupCardPersonRow, today: string): boolean {
  if (person.start_date === null || person.start_date > today) return false;
  if (person.end_date !== null && person.end_date < today) return false;
  const ageOut = dependentCoverEnd(person.date_of_birth, person.relationship);
  return ageOut === null || ageOut >= today;
}

/** What the card prints for the row's employee on `today`. */
export function groupIdCardOf(row: GroupCardRow, today: string): GroupIdCard {
  // A pending employee's dependents start with them: the card lists whom it will cover on its first day.
  const onDay = row.cover_start_date > today ? row.cover_start_date : today;
  return {
    company_name: row.company_name,
    group_number: row.group_number,
    employee_name: fullName(row),
    member_id: row.member_id,
    plan_name: row.plan_name,
    plan_type: isStandardPlanType(row.plan_type) ? row.plan_type : null,
    cover_start_date: row.cover_start_date,
    dependents: row.dependents
      .filter((person) => coveredOn(person, onDay))
      .map((person) => ({ name: fullName(person), relationship: person.relationship })),
    customer_service_phone: CARD_ISSUER.customerServicePhone,
    issuer_name: CARD_ISSUER.name,
  };
}

const CONTENT_TYPES: Record<CardFormat, string> = { pdf: 'application/pdf', png: 'image/png' };

/** One group card as a file: a PDF of the card's size or a 300 dpi PNG. */
export async function groupIdCardFile(card: GroupIdCard, format: CardFormat): Promise<FileDownload> {
  const layout = groupCardLayout(card);
  const body =
    format === 'pdf'
      ? await renderCardPdf(layout, {
          title: `${groupCardTitle(card)} ${card.member_id}`,
          subject: `${card.employee_name}, member ID ${card.member_id}, group ${card.group_number}`,
        })
      : renderCardPng(layout);
  return { body, filename: `group-id-card-${card.member_id}.${format}`, contentType: CONTENT_TYPES[format] };
}

/** Many group cards in one PDF, eight to a Letter sheet, in the order the batches give them. */
export async function groupIdCardsSheetsPdf(
  batches: AsyncIterable<readonly GroupIdCard[]>,
  company: { name: string; groupNumber: string },
): Promise<{ file: FileDownload; cards: number }> {
  async function* layouts() {
    for await (const batch of batches) yield batch.map(groupCardLayout);
  }
  const { body, cards } = await renderCardSheetsPdf(layouts(), {
    title: `Group ID cards of ${company.name}`,
    subject: `Group ${company.groupNumber}`,
  });
  return {
    file: { body, filename: `group-id-cards-${company.groupNumber}.pdf`, contentType: CONTENT_TYPES.pdf },
    cards,
  };
}
