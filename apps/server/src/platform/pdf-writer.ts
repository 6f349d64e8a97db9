// The one-page printouts' drawing (the member's itemized receipt, issue 5; the front desk's receipt, estimate and
// eligibility printouts, issue 26 item 21): US Letter pages written top-down in the standard Helvetica fonts,
// text uncompressed as literal strings where it is plain ASCII (as the ID card does), so a byte search or any
// PDF tool finds every line and amount in it. Tables are columns of a width, amounts right-aligned.
import {
  PDFContentStream,
  PDFDocument,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  StandardFonts,
  beginText,
  endText,
  lineTo,
  moveTo,
  setFillingGrayscaleColor,
  setFontAndSize,
  setLineWidth,
  setTextMatrix,
  stroke,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';
import { formatMoney, type PracticeContact } from '@dental/domain';

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 48;
export const BODY_SIZE = 9;
export const LINE_GAP = 13;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** A text operand: a literal string for plain ASCII, else the font's own encoding (WinAnsi) as hex. */
function textOperand(font: PDFFont, text: string) {
  if (PRINTABLE_ASCII.test(text)) return PDFString.of(text.replace(/[\\()]/g, (c) => `\\${c}`));
  // A character outside WinAnsi (the standard fonts' encoding) is shown as '?'.
  return font.encodeText(Array.from(text, (c) => (c.charCodeAt(0) <= 0xff ? c : '?')).join(''));
}

/** A practice's address as printed lines. */
export function addressLines(practice: PracticeContact): string[] {
  const cityLine = [practice.city, [practice.state, practice.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [practice.address_line_1, practice.address_line_2, cityLine].filter((line): line is string => !!line);
}

/** Writes text top-down on as many pages as it takes; each page gets one uncompressed content stream. */
export class PdfWriter {
  private page!: PDFPage;
  private ops: PDFOperator[] = [];
  private names = new Map<PDFFont, PDFName>();
  y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  static async create(doc: PDFDocument): Promise<PdfWriter> {
    const writer = new PdfWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
    writer.newPage();
    return writer;
  }

  newPage(): void {
    this.finishPage();
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.names = new Map([
      [this.regular, this.page.node.newFontDictionary('Helv', this.regular.ref)],
      [this.bold, this.page.node.newFontDictionary('HelvBold', this.bold.ref)],
    ]);
    this.ops = [setFillingGrayscaleColor(0)];
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Starts a new page when fewer than `height` points are left above the bottom margin. */
  ensure(height: number): boolean {
    if (this.y - height >= MARGIN) return false;
    this.newPage();
    return true;
  }

  /** Text at x on the current baseline; right-aligned text ends at x. Too wide for maxWidth: cut with '...'. */
  text(
    value: string,
    x: number,
    options: { bold?: boolean; size?: number; right?: boolean; maxWidth?: number } = {},
  ): void {
    if (value === '') return;
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? BODY_SIZE;
    let shown = value;
    if (options.maxWidth !== undefined) {
      while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > options.maxWidth)
        shown = `${shown.slice(0, -4).trimEnd()}...`;
    }
    const at = options.right ? x - font.widthOfTextAtSize(shown, size) : x;
    const name = this.names.get(font);
    if (!name) return;
    this.ops.push(
      beginText(),
      setFontAndSize(name, size),
      setTextMatrix(1, 0, 0, 1, at, this.y),
      PDFOperator.of(PDFOperatorNames.ShowText, [textOperand(font, shown)]),
      endText(),
    );
  }

  /** A thin rule across the page just below the current baseline. */
  rule(): void {
    const y = this.y - 4;
    this.ops.push(setLineWidth(0.5), moveTo(MARGIN, y), lineTo(PAGE_WIDTH - MARGIN, y), stroke());
  }

  down(points = LINE_GAP): void {
    this.y -= points;
  }

  finishPage(): void {
    if (this.ops.length === 0) return;
    // Uncompressed on purpose: a printout is small, and its text stays searchable as written.
    const stream = PDFContentStream.of(this.doc.context.obj({}), this.ops, false);
    this.page.node.addContentStream(this.doc.context.register(stream));
    this.ops = [];
  }
}

/** A table's column: its header, its width, and whether its text is right-aligned (amounts). */
export interface PdfColumn {
  header: string;
  width: number;
  right: boolean;
}

/** The x of each column's anchor (left edge, or right edge for amounts). */
function columnAnchors(columns: readonly PdfColumn[]): number[] {
  let x = MARGIN;
  return columns.map((column) => {
    const anchor = column.right ? x + column.width : x;
    x += column.width;
    return anchor;
  });
}

/** One row of a table on the current baseline; each cell cut to its column. */
export function tableRow(
  writer: PdfWriter,
  columns: readonly PdfColumn[],
  cells: readonly string[],
  bold = false,
): void {
  const anchors = columnAnchors(columns);
  cells.forEach((cell, i) => {
    const column = columns[i];
    if (!column) return;
    writer.text(cell, anchors[i] ?? MARGIN, { bold, right: column.right, maxWidth: column.width - 6 });
  });
}

/** The columns' headers in bold with a rule under them. */
export function tableHeader(writer: PdfWriter, columns: readonly PdfColumn[]): void {
  tableRow(
    writer,
    columns,
    columns.map((c) => c.header),
    true,
  );
  writer.rule();
  writer.down(LINE_GAP + 2);
}

/** Label: value lines (the facts under a printout's heading), values lined up at `valueX`. */
export function factLines(
  writer: PdfWriter,
  facts: readonly (readonly [string, string])[],
  valueX = MARGIN + 90,
): void {
  for (const [label, value] of facts) {
    writer.text(`${label}:`, MARGIN, { bold: true });
    writer.text(value, valueX);
    writer.down();
  }
}

/** A new document with its metadata, ready to draw on. */
export async function newPdf(meta: { title: string; subject: string; creator: string }): Promise<{
  doc: PDFDocument;
  writer: PdfWriter;
}> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setCreator(meta.creator);
  doc.setProducer(meta.creator);
  return { doc, writer: await PdfWriter.create(doc) };
}

/** The finished document's bytes (no object streams: the text stays findable). */
export async function savePdf(doc: PDFDocument, writer: PdfWriter): Promise<Uint8Array> {
  writer.finishPage();
  return doc.save({ useObjectStreams: false });
}

/** A printout's title at the top left and its reference at the top right. */
export function printoutHeading(writer: PdfWriter, title: string, reference: string): void {
  writer.text(title, MARGIN, { bold: true, size: 18 });
  writer.text(reference, PAGE_WIDTH - MARGIN, { right: true });
  writer.down(24);
}

/** The practice's name, address and phone under the heading. */
export function practiceLines(writer: PdfWriter, practice: PracticeContact): void {
  writer.text(practice.name, MARGIN, { bold: true, size: 11 });
  writer.down(LINE_GAP + 1);
  for (const line of [...addressLines(practice), `Phone ${practice.phone}`]) {
    writer.text(line, MARGIN);
    writer.down();
  }
  writer.down(6);
}

/** A small-print paragraph, one given line at a time. */
export function smallPrint(writer: PdfWriter, lines: readonly string[]): void {
  for (const line of lines) {
    writer.text(line, MARGIN, { size: 7.5 });
    writer.down(10);
  }
}

/** A priced procedure line as a receipt and an estimate print it. */
export interface PdfPricedLine {
  code: string;
  name: string;
  tooth: string | null;
  billed_cents: number;
  allowed_cents: number;
  plan_cents: number;
  member_cents: number;
  reduction_reason: string | null;
}

/**
 * The procedure table of a receipt or an estimate: the header (again on a new page), each line with its reason
 * when the plan paid less, a rule and the totals row. `columns` are code, description, tooth and the four amounts.
 */
export function pricedLinesTable(
  w: PdfWriter,
  columns: readonly PdfColumn[],
  lines: readonly PdfPricedLine[],
  totals: Pick<PdfPricedLine, 'billed_cents' | 'allowed_cents' | 'plan_cents' | 'member_cents'>,
): void {
  const amounts = (of: typeof totals) =>
    [of.billed_cents, of.allowed_cents, of.plan_cents, of.member_cents].map((cents) => formatMoney(cents));
  tableHeader(w, columns);
  for (const line of lines) {
    if (w.ensure(LINE_GAP * 2)) tableHeader(w, columns);
    tableRow(w, columns, [line.code, line.name, line.tooth ?? '', ...amounts(line)]);
    w.down();
    if (line.reduction_reason !== null) {
      w.text(`Reduced: ${line.reduction_reason}`, MARGIN + (columns[0]?.width ?? 0), { size: 7.5 });
      w.down(11);
    }
  }
  w.ensure(LINE_GAP * 2);
  w.y += LINE_GAP - 2;
  w.rule();
  w.down(LINE_GAP + 1);
  tableRow(w, columns, ['Totals', '', '', ...amounts(totals)], true);
  w.down(28);
}
