// The face of an ID card (issue 4): an ID-1 card, 85.60 x 53.98 mm, laid out once in points and drawn by the PDF
// and PNG renderers alike. Every card is a `cardFace`: the member's card here (healthshare members read
// 'membership' and 'affiliation', spec §1) and a company's group ID card (group-id-card-layout.ts, decision 0059).
import { NETWORK_LABELS, formatPhone, wording, type MemberIdCardData } from '@dental/domain';

/** ID-1 card size (ISO/IEC 7810) in PDF points: 85.60 mm and 53.98 mm at 72 / 25.4 points per mm. */
export const CARD_WIDTH_PT = (85.6 * 72) / 25.4;
export const CARD_HEIGHT_PT = (53.98 * 72) / 25.4;

export type Rgb = readonly [number, number, number];

export const COLORS = {
  brand: [0.043, 0.361, 0.678] as Rgb,
  white: [1, 1, 1] as Rgb,
  label: [0.373, 0.42, 0.478] as Rgb,
  value: [0.067, 0.067, 0.067] as Rgb,
  black: [0, 0, 0] as Rgb,
};

/** A line of text; y is its baseline from the TOP of the card, in points. */
export interface CardText {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  color: Rgb;
}

/** A filled rectangle; y from the top. */
export interface CardRect {
  x: number;
  y: number;
  width: number;
  height: number;
  color: Rgb;
}

/** Where the PDF417 barcode goes: it is fitted into this box keeping its proportions. */
export interface CardBarcodeBox {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
}

export interface CardLayout {
  texts: CardText[];
  rects: CardRect[];
  barcode: CardBarcodeBox;
  title: string;
}

/** Shortens a text to `max` characters with '...' (card fields have fixed room). */
export function fitText(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 3)
        .join('')
        .trimEnd()}...`;
}

const MARGIN = 12;
const RIGHT_COLUMN = 150;
/** The baselines of the four rows of labelled fields, from the top. */
const FIELD_ROWS = [46, 68, 90, 112] as const;

/** A labelled value: its label small and upper case, the value bold below it, cut to `max` characters. */
export interface CardField {
  label: string;
  value: string;
  column: 'left' | 'right';
  row: 0 | 1 | 2 | 3;
  size: number;
  max: number;
}

/** What one kind of card puts on the face every card shares. */
export interface CardFace {
  /** In the brand band, bold: the issuer (member card) or the company (group card). */
  heading: string;
  /** Under the heading: what card this is. */
  title: string;
  fields: CardField[];
  /** Free lines of text (a group card's dependents). */
  lines?: CardText[];
  /** Printed as a PDF417 barcode in the right column under its fields: the member id. */
  barcodeText: string;
  /** Digits; printed as the customer service line at the foot. */
  customerServicePhone: string;
}

/** The x of a column and the baseline of a field row, for a face's own lines. */
export const cardGrid = {
  x: (column: CardField['column']) => (column === 'left' ? MARGIN : RIGHT_COLUMN),
  y: (row: CardField['row']) => FIELD_ROWS[row],
};

/** Lays out the face every card shares: the brand band, the fields, the barcode and customer service. */
export function cardFace(face: CardFace): CardLayout {
  const texts: CardText[] = [
    { text: fitText(face.heading, 34), x: MARGIN, y: 15, size: 10, bold: true, color: COLORS.white },
    { text: fitText(face.title, 52), x: MARGIN, y: 27, size: 7, bold: false, color: COLORS.white },
  ];
  for (const field of face.fields) {
    const x = cardGrid.x(field.column);
    const y = cardGrid.y(field.row);
    texts.push({ text: field.label.toUpperCase(), x, y, size: 5.5, bold: false, color: COLORS.label });
    texts.push({
      text: fitText(field.value, field.max),
      x,
      y: y + 9.5,
      size: field.size,
      bold: true,
      color: COLORS.value,
    });
  }
  texts.push(...(face.lines ?? []), {
    text: `Customer service: ${formatPhone(face.customerServicePhone)}`,
    x: MARGIN,
    y: CARD_HEIGHT_PT - 8,
    size: 6,
    bold: false,
    color: COLORS.value,
  });
  return {
    title: face.title,
    texts,
    rects: [{ x: 0, y: 0, width: CARD_WIDTH_PT, height: 34, color: COLORS.brand }],
    barcode: {
      x: RIGHT_COLUMN,
      y: FIELD_ROWS[2],
      width: CARD_WIDTH_PT - RIGHT_COLUMN - MARGIN,
      height: 50,
      text: face.barcodeText,
    },
  };
}

/** The card of one person. */
export function cardLayout(card: MemberIdCardData): CardLayout {
  const hs = card.is_healthshare;
  const isGroup = card.group_number !== null;
  const field = (
    label: string,
    value: string,
    column: CardField['column'],
    row: CardField['row'],
    size: number,
    max: number,
  ): CardField => ({ label: wording(label, hs), value, column, row, size, max });
  const fields = [
    field('Member', card.member_name, 'left', 0, 9, 27),
    field('Member ID', card.member_id, 'left', 1, 9, 27),
    field('Plan', card.plan_name, 'left', 2, 7.5, 32),
    field('Network', card.network ? NETWORK_LABELS[card.network] : 'None', 'left', 3, 7.5, 32),
    field('Effective', card.effective_date ?? '-', 'right', 0, 7.5, 16),
  ];
  if (card.group_number !== null) fields.push(field('Group', card.group_number, 'right', 1, 7.5, 16));
  return cardFace({
    heading: card.issuer_name,
    title: wording(isGroup ? 'Group Dental Plan ID Card' : 'Dental Plan ID Card', hs),
    fields,
    barcodeText: card.member_id,
    customerServicePhone: card.customer_service_phone,
  });
}
