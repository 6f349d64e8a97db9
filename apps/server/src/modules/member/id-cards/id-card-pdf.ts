// The ID card as a one-page PDF of exactly the card's size. Text is real text in the standard Helvetica
// fonts, written uncompressed as literal strings where it is plain ASCII, so any tool (or a byte search)
// finds the member id in it; the barcode is vector polygons.
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

/** Renders a card layout as PDF bytes. */
export async function renderCardPdf(layout: CardLayout, meta: { title: string; subject: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setCreator('Member Portal');
  doc.setProducer('Member Portal');
  const page = doc.addPage([CARD_WIDTH_PT, CARD_HEIGHT_PT]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fontNames = new Map<PDFFont, PDFName>([
    [regular, page.node.newFontDictionary('Helv', regular.ref)],
    [bold, page.node.newFontDictionary('HelvBold', bold.ref)],
  ]);
  const H = CARD_HEIGHT_PT;
  const ops: PDFOperator[] = [pushGraphicsState()];

  ops.push(
    color(COLORS.white),
    moveTo(0, 0),
    lineTo(CARD_WIDTH_PT, 0),
    lineTo(CARD_WIDTH_PT, H),
    lineTo(0, H),
    closePath(),
    fill(),
  );
  for (const rect of layout.rects) {
    const top = H - rect.y;
    ops.push(
      color(rect.color),
      moveTo(rect.x, top),
      lineTo(rect.x + rect.width, top),
      lineTo(rect.x + rect.width, top - rect.height),
      lineTo(rect.x, top - rect.height),
      closePath(),
      fill(),
    );
  }

  for (const item of layout.texts) {
    const font = item.bold ? bold : regular;
    const name = fontNames.get(font);
    if (!name) continue;
    ops.push(
      color(item.color),
      beginText(),
      setFontAndSize(name, item.size),
      setTextMatrix(1, 0, 0, 1, item.x, H - item.y),
      PDFOperator.of(PDFOperatorNames.ShowText, [textOperand(font, item.text)]),
      endText(),
    );
  }

  const barcode = pdf417(layout.barcode.text);
  const at = fitBarcode(barcode, layout.barcode);
  ops.push(color(COLORS.black));
  for (const polygon of barcode.polygons) {
    polygon.forEach(([x, y], i) => {
      const px = at.x + x * at.scale;
      const py = H - (at.y + y * at.scale);
      ops.push(i === 0 ? moveTo(px, py) : lineTo(px, py));
    });
    ops.push(closePath());
  }
  ops.push(fill(), popGraphicsState());

  // Uncompressed on purpose: the card is small, and its text stays searchable as written.
  const stream = PDFContentStream.of(doc.context.obj({}), ops, false);
  page.node.addContentStream(doc.context.register(stream));
  return doc.save({ useObjectStreams: false });
}
