// The face of a member ID card (issue 4): an ID-1 card, 85.60 x 53.98 mm, laid out once in points and drawn
// by the PDF and PNG renderers alike. Healthshare members read 'membership' and 'affiliation' (spec §1).
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

/** The card of one person. */
export function cardLayout(card: MemberIdCardData): CardLayout {
  const hs = card.is_healthshare;
  const isGroup = card.group_number !== null;
  const title = wording(isGroup ? 'Group Dental Plan ID Card' : 'Dental Plan ID Card', hs);
  const texts: CardText[] = [
    { text: fitText(card.issuer_name, 34), x: MARGIN, y: 15, size: 10, bold: true, color: COLORS.white },
    { text: title, x: MARGIN, y: 27, size: 7, bold: false, color: COLORS.white },
  ];
  const field = (label: string, value: string, x: number, y: number, size: number, max: number) => {
    texts.push({ text: wording(label, hs).toUpperCase(), x, y, size: 5.5, bold: false, color: COLORS.label });
    texts.push({ text: fitText(value, max), x, y: y + 9.5, size, bold: true, color: COLORS.value });
  };
  field('Member', card.member_name, MARGIN, 46, 9, 27);
  field('Member ID', card.member_id, MARGIN, 68, 9, 27);
  field('Plan', card.plan_name, MARGIN, 90, 7.5, 32);
  field('Network', card.network ? NETWORK_LABELS[card.network] : 'None', MARGIN, 112, 7.5, 32);
  field('Effective', card.effective_date ?? '-', RIGHT_COLUMN, 46, 7.5, 16);
  if (card.group_number !== null) field('Group', card.group_number, RIGHT_COLUMN, 68, 7.5, 16);
  texts.push({
    text: `Customer service: ${formatPhone(card.customer_service_phone)}`,
    x: MARGIN,
    y: CARD_HEIGHT_PT - 8,
    size: 6,
    bold: false,
    color: COLORS.value,
  });
  return {
    title,
    texts,
    rects: [{ x: 0, y: 0, width: CARD_WIDTH_PT, height: 34, color: COLORS.brand }],
    barcode: { x: RIGHT_COLUMN, y: 90, width: CARD_WIDTH_PT - RIGHT_COLUMN - MARGIN, height: 50, text: card.member_id },
  };
}
