// ID cards as PDF: one card as a one-page PDF of exactly the card's size, or many cards on Letter sheets, eight
// to a page with a thin outline to cut along (a company's group ID cards, decision 0059). Text is real text in the
// standard Helvetica fonts, as literal strings where it is plain ASCII; a single card's page is uncompressed, so
// any tool (or a byte search) finds the member id in it; the barcode is vector polygons.
import {
  PDFContentStream,
  PDFDocument,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  StandardFonts,
  beginText,
  closePath,
  endText,
  fill,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';
import { CARD_HEIGHT_PT, CARD_WIDTH_PT, COLORS, type CardLayout, type Rgb } from './id-card-layout.js';
import { fitBarcode, pdf417 } from './pdf417.js';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** A text operand: a literal string for plain ASCII, else the font's own encoding (WinAnsi) as hex. */
function textOperand(font: PDFFont, text: string) {
  if (PRINTABLE_ASCII.test(text)) return PDFString.of(text.replace(/[\\()]/g, (c) => `\\${c}`));
  try {
    return font.encodeText(text);
  } catch {
    // A character outside WinAnsi (the standard fonts' encoding): shown as '?'.
    return font.encodeText(Array.from(text, (c) => (c.charCodeAt(0) <= 0xff ? c : '?')).join(''));
  }
}

const color = (rgb: Rgb) => setFillingRgbColor(rgb[0], rgb[1], rgb[2]);

/** A filled rectangle in page coordinates (y up). */
function filledRect(rgb: Rgb, x: number, bottom: number, width: number, height: number): PDFOperator[] {
  return [
    color(rgb),
    moveTo(x, bottom),
    lineTo(x + width, bottom),
    lineTo(x + width, bottom + height),
    lineTo(x, bottom + height),
    closePath(),
    fill(),
  ];
}

/** The two Helvetica faces of a document, and their names in one page's resources. */
interface PageFonts {
  regular: PDFFont;
  bold: PDFFont;
  names: Map<PDFFont, PDFName>;
}

/** The light grey of the outline a sheet's cards are cut along. */
const CUT_LINE: Rgb = [0.75, 0.75, 0.75];

/** The operators that draw one card with its bottom-left corner at (left, bottom) of the page. */
function cardOperators(layout: CardLayout, fonts: PageFonts, left: number, bottom: number, outline: boolean) {
  // Card coordinates have y from the top of the card; the page's go up from its bottom.
  const top = bottom + CARD_HEIGHT_PT;
  const ops: PDFOperator[] = [pushGraphicsState()];
  if (outline) ops.push(...filledRect(CUT_LINE, left - 0.5, bottom - 0.5, CARD_WIDTH_PT + 1, CARD_HEIGHT_PT + 1));
  ops.push(...filledRect(COLORS.white, left, bottom, CARD_WIDTH_PT, CARD_HEIGHT_PT));
  for (const rect of layout.rects)
    ops.push(...filledRect(rect.color, left + rect.x, top - rect.y - rect.height, rect.width, rect.height));

  for (const item of layout.texts) {
    const font = item.bold ? fonts.bold : fonts.regular;
    const name = fonts.names.get(font);
    if (!name) continue;
    ops.push(
      color(item.color),
      beginText(),
      setFontAndSize(name, item.size),
      setTextMatrix(1, 0, 0, 1, left + item.x, top - item.y),
      PDFOperator.of(PDFOperatorNames.ShowText, [textOperand(font, item.text)]),
      endText(),
    );
  }

  const barcode = pdf417(layout.barcode.text);
  const at = fitBarcode(barcode, layout.barcode);
  ops.push(color(COLORS.black));
  for (const polygon of barcode.polygons) {
    polygon.forEach(([x, y], i) => {
      const px = left + at.x + x * at.scale;
      const py = top - (at.y + y * at.scale);
      ops.push(i === 0 ? moveTo(px, py) : lineTo(px, py));
    });
    ops.push(closePath());
  }
  ops.push(fill(), popGraphicsState());
  return ops;
}

/** A document with its title, subject and the two fonts every card uses. */
async function cardDocument(meta: { title: string; subject: string }) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setCreator('Member Portal');
  doc.setProducer('Member Portal');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  /** A new page of `size` with the fonts in its resources, and a way to give it its drawing. */
  const addPage = (size: [number, number]) => {
    const page: PDFPage = doc.addPage(size);
    const fonts: PageFonts = {
      regular,
      bold,
      names: new Map<PDFFont, PDFName>([
        [regular, page.node.newFontDictionary('Helv', regular.ref)],
        [bold, page.node.newFontDictionary('HelvBold', bold.ref)],
      ]),
    };
    const draw = (ops: PDFOperator[], compress: boolean) =>
      page.node.addContentStream(doc.context.register(PDFContentStream.of(doc.context.obj({}), ops, compress)));
    return { fonts, draw };
  };
  return { doc, addPage };
}

/** Renders a card layout as PDF bytes: one page of the card's size. */
export async function renderCardPdf(layout: CardLayout, meta: { title: string; subject: string }): Promise<Uint8Array> {
  const { doc, addPage } = await cardDocument(meta);
  const page = addPage([CARD_WIDTH_PT, CARD_HEIGHT_PT]);
  // Uncompressed on purpose: the card is small, and its text stays searchable as written.
  page.draw(cardOperators(layout, page.fonts, 0, 0, false), false);
  return doc.save({ useObjectStreams: false });
}

/** A US Letter sheet in points, and its grid of cards: two across, four down, evenly spaced. */
export const CARD_SHEET = { width: 612, height: 792, columns: 2, rows: 4 } as const;
export const CARDS_PER_SHEET = CARD_SHEET.columns * CARD_SHEET.rows;

/** Where the card at `index` of its sheet sits: its bottom-left corner on the page. */
export function sheetSlot(index: number): { left: number; bottom: number } {
  const gapX = (CARD_SHEET.width - CARD_SHEET.columns * CARD_WIDTH_PT) / (CARD_SHEET.columns + 1);
  const gapY = (CARD_SHEET.height - CARD_SHEET.rows * CARD_HEIGHT_PT) / (CARD_SHEET.rows + 1);
  const column = index % CARD_SHEET.columns;
  const row = Math.floor(index / CARD_SHEET.columns);
  return {
    left: gapX + column * (CARD_WIDTH_PT + gapX),
    bottom: CARD_SHEET.height - (row + 1) * (gapY + CARD_HEIGHT_PT),
  };
}

/**
 * Renders cards on Letter sheets, eight to a page, in the order given. The cards come in batches (a company's
 * employees read a page at a time): each sheet is drawn as its cards arrive and the event loop runs between
 * batches. The content is compressed (a sheet's eight barcodes are most of its bytes). Answers the count too.
 */
export async function renderCardSheetsPdf(
  batches: AsyncIterable<readonly CardLayout[]>,
  meta: { title: string; subject: string },
): Promise<{ body: Uint8Array; cards: number }> {
  const { doc, addPage } = await cardDocument(meta);
  let pending: CardLayout[] = [];
  let cards = 0;
  const drawSheet = (sheet: readonly CardLayout[]) => {
    const page = addPage([CARD_SHEET.width, CARD_SHEET.height]);
    const ops = sheet.flatMap((layout, i) => {
      const slot = sheetSlot(i);
      return cardOperators(layout, page.fonts, slot.left, slot.bottom, true);
    });
    page.draw(ops, true);
  };
  for await (const batch of batches) {
    pending.push(...batch);
    cards += batch.length;
    while (pending.length >= CARDS_PER_SHEET) {
      drawSheet(pending.slice(0, CARDS_PER_SHEET));
      pending = pending.slice(CARDS_PER_SHEET);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (pending.length > 0) drawSheet(pending);
  return { body: await doc.save({ useObjectStreams: false }), cards };
}
