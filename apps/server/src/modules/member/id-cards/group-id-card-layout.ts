// The face of a group ID card (issue 27 item 7, decision 0059): the member card's face (cardFace) with the company
// in the band, the employee, their member id, the plan of the offering in force, the group number, the cover
// start and the dependents covered. Drawn by the same PDF and PNG renderers as the member card.
import { groupIdCardDependentLabel, groupIdCardPlanLabel, type GroupIdCard } from '@dental/domain';
import { COLORS, cardFace, cardGrid, fitText, type CardLayout, type CardText } from './id-card-layout.js';

/** The dependents' lines: one a line, three at most; past that the third says how many more. */
const DEPENDENT_LINES = 3;
const DEPENDENT_LINE_CHARS = 38;
const DEPENDENT_LINE_HEIGHT = 7.5;

/** The card's title under the company's name. */
export function groupCardTitle(card: Pick<GroupIdCard, 'issuer_name'>): string {
  return `Group ID Card - ${card.issuer_name}`;
}

/** Each dependent covered as a line ('Sam Newhire (Spouse)'), or 'None'. */
export function dependentLines(card: Pick<GroupIdCard, 'dependents'>): string[] {
  const all = card.dependents.map(groupIdCardDependentLabel);
  if (all.length === 0) return ['None'];
  if (all.length <= DEPENDENT_LINES) return all;
  const shown = all.slice(0, DEPENDENT_LINES - 1);
  return [...shown, `and ${all.length - shown.length} more`];
}

/** The group ID card of one employee. */
export function groupCardLayout(card: GroupIdCard): CardLayout {
  const x = cardGrid.x('left');
  const labelY = cardGrid.y(3);
  const lines: CardText[] = [
    { text: 'DEPENDENTS COVERED', x, y: labelY, size: 5.5, bold: false, color: COLORS.label },
    ...dependentLines(card).map((text, i) => ({
      text: fitText(text, DEPENDENT_LINE_CHARS),
      x,
      y: labelY + 9.5 + i * DEPENDENT_LINE_HEIGHT,
      size: 6.5,
      bold: true,
      color: COLORS.value,
    })),
  ];
  return cardFace({
    heading: card.company_name,
    title: groupCardTitle(card),
    fields: [
      { label: 'Employee', value: card.employee_name, column: 'left', row: 0, size: 9, max: 27 },
      { label: 'Member ID', value: card.member_id, column: 'left', row: 1, size: 9, max: 27 },
      { label: 'Plan', value: groupIdCardPlanLabel(card), column: 'left', row: 2, size: 7.5, max: 32 },
      { label: 'Group', value: card.group_number, column: 'right', row: 0, size: 7.5, max: 16 },
      { label: 'Cover start', value: card.cover_start_date, column: 'right', row: 1, size: 7.5, max: 16 },
    ],
    lines,
    barcodeText: card.member_id,
    customerServicePhone: card.customer_service_phone,
  });
}
