// The itemized receipt of one visit as a US Letter PDF (issue 5: good for an HSA or FSA claim): practice,
// dentist, patient, date, each procedure line with its fees and shares, totals, the payments made. Text is
// real text in the standard Helvetica fonts, written uncompressed as literal strings where it is plain ASCII
// (as the ID card does), so a byte search or any PDF tool finds every line and amount in it.
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
import {
  VISIT_PAYMENT_METHOD_LABELS,
  REFUNDED_TO_CARD_LABEL,
  formatIsoDate,
  formatMoney,
  type AppointmentDetails,
  type PracticeContact,
} from '@dental/domain';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 48;
const BODY_SIZE = 9;
const LINE_GAP = 13;

/** The procedure table's columns: x of the left edge, width, and whether the text is right-aligned. */
const COLUMNS = [
  { header: 'Code', width: 44, right: false },
  { header: 'Description', width: 170, right: false },
  { header: 'Tooth', width: 36, right: false },
  { header: 'Billed', width: 66, right: true },
  { header: 'Allowed', width: 66, right: true },
  { header: 'Plan paid', width: 66, right: true },
  { header: 'Member share', width: 68, right: true },
] as const;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** A text operand: a literal string for plain ASCII, else the font's own encoding (WinAnsi) as hex. */
function textOperand(font: PDFFont, text: string) {
  if (PRINTABLE_ASCII.test(text)) return PDFString.of(text.replace(/[\\()]/g, (c) => `\\${c}`));
  // A character outside WinAnsi (the standard fonts' encoding) is shown as '?'.
  return font.encodeText(Array.from(text, (c) => (c.charCodeAt(0) <= 0xff ? c : '?')).join(''));
}

/** The practice's address as printed lines. */
export function addressLines(practice: PracticeContact): string[] {
  const cityLine = [practice.city, [practice.state, practice.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [practice.address_line_1, practice.address_line_2, cityLine].filter((line): line is string => !!line);
}

/** Writes text top-down on as many pages as it takes; each page gets one uncompressed content stream. */
class ReceiptWriter {
  private page!: PDFPage;
  private ops: PDFOperator[] = [];
  private names = new Map<PDFFont, PDFName>();
  y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  static async create(doc: PDFDocument): Promise<ReceiptWriter> {
    const writer = new ReceiptWriter(
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
    // Uncompressed on purpose: a receipt is small, and its text stays searchable as written.
    const stream = PDFContentStream.of(this.doc.context.obj({}), this.ops, false);
    this.page.node.addContentStream(this.doc.context.register(stream));
    this.ops = [];
  }
}

/** The x of each column's anchor (left edge, or right edge for amounts). */
function columnAnchors(): number[] {
  let x = MARGIN;
  return COLUMNS.map((column) => {
    const anchor = column.right ? x + column.width : x;
    x += column.width;
    return anchor;
  });
}

function tableRow(writer: ReceiptWriter, cells: readonly string[], bold = false): void {
  const anchors = columnAnchors();
  cells.forEach((cell, i) => {
    const column = COLUMNS[i];
    if (!column) return;
    writer.text(cell, anchors[i] ?? MARGIN, { bold, right: column.right, maxWidth: column.width - 6 });
  });
}

function tableHeader(writer: ReceiptWriter): void {
  tableRow(
    writer,
    COLUMNS.map((c) => c.header),
    true,
  );
  writer.rule();
  writer.down(LINE_GAP + 2);
}

/** The PDF bytes of an appointment's itemized receipt, generated now (`issuedOn`, an ISO date). */
export async function renderReceiptPdf(
  appointment: AppointmentDetails,
  meta: { issuer: string; issuedOn: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Itemized receipt ${appointment.id}`);
  doc.setSubject(`${appointment.patient.name}, visit of ${appointment.date} at ${appointment.practice.name}`);
  doc.setCreator('Member Portal');
  doc.setProducer('Member Portal');
  const w = await ReceiptWriter.create(doc);
  const right = PAGE_WIDTH - MARGIN;

  w.text('Itemized receipt', MARGIN, { bold: true, size: 18 });
  w.text(`Receipt no. ${appointment.id}`, right, { right: true });
  w.down(24);

  w.text(appointment.practice.name, MARGIN, { bold: true, size: 11 });
  w.down(LINE_GAP + 1);
  for (const line of [...addressLines(appointment.practice), `Phone ${appointment.practice.phone}`]) {
    w.text(line, MARGIN);
    w.down();
  }
  w.down(6);
  const facts: [string, string][] = [
    ['Dentist', appointment.dentist?.name ?? 'Not recorded'],
    ['Patient', appointment.patient.name],
    ['Date of service', formatIsoDate(appointment.date)],
    ['Status', appointment.status.charAt(0).toUpperCase() + appointment.status.slice(1)],
  ];
  for (const [label, value] of facts) {
    w.text(`${label}:`, MARGIN, { bold: true });
    w.text(value, MARGIN + 90);
    w.down();
  }
  w.down(10);

  tableHeader(w);
  for (const line of appointment.lines) {
    if (w.ensure(LINE_GAP * 2)) tableHeader(w);
    tableRow(w, [
      line.code,
      line.name,
      line.tooth ?? '',
      formatMoney(line.billed_cents),
      formatMoney(line.allowed_cents),
      formatMoney(line.plan_cents),
      formatMoney(line.member_cents),
    ]);
    w.down();
    if (line.reduction_reason !== null) {
      w.text(`Reduced: ${line.reduction_reason}`, MARGIN + COLUMNS[0].width, { size: 7.5 });
      w.down(11);
    }
  }
  w.ensure(LINE_GAP * 2);
  w.y += LINE_GAP - 2;
  w.rule();
  w.down(LINE_GAP + 1);
  const t = appointment.totals;
  tableRow(
    w,
    [
      'Totals',
      '',
      '',
      formatMoney(t.billed_cents),
      formatMoney(t.allowed_cents),
      formatMoney(t.plan_cents),
      formatMoney(t.member_cents),
    ],
    true,
  );
  w.down(28);

  w.ensure(LINE_GAP * (appointment.payments.length + 6));
  w.text('Payments made', MARGIN, { bold: true, size: 11 });
  w.down(LINE_GAP + 2);
  if (appointment.payments.length === 0) {
    w.text('No payments yet.', MARGIN);
    w.down();
  }
  for (const payment of appointment.payments) {
    w.ensure(LINE_GAP);
    w.text(formatIsoDate(payment.date), MARGIN);
    w.text(VISIT_PAYMENT_METHOD_LABELS[payment.method], MARGIN + 110);
    w.text(formatMoney(payment.amount_cents), MARGIN + 300, { right: true });
    w.down();
  }
  const paid = appointment.payments.reduce((sum, p) => sum + p.amount_cents, 0);
  w.down(4);
  w.text('Total paid', MARGIN, { bold: true });
  w.text(formatMoney(paid), MARGIN + 300, { right: true, bold: true });
  w.down();
  // Decision 0048: a voided visit's card payment refunded through the gateway.
  if (appointment.refunded_cents > 0) {
    w.text(REFUNDED_TO_CARD_LABEL, MARGIN, { bold: true });
    w.text(formatMoney(appointment.refunded_cents), MARGIN + 300, { right: true, bold: true });
    w.down();
  }
  w.text('Balance due', MARGIN, { bold: true });
  w.text(formatMoney(appointment.balance_cents), MARGIN + 300, { right: true, bold: true });
  w.down(28);

  w.ensure(LINE_GAP * 3);
  w.text(
    `Issued ${formatIsoDate(meta.issuedOn)} by ${meta.issuer}. Plan paid is what the dental plan paid the practice;`,
    MARGIN,
    { size: 7.5 },
  );
  w.down(10);
  w.text('member share is what the patient owes. Keep this receipt for an HSA or FSA claim.', MARGIN, { size: 7.5 });
  w.finishPage();
  return doc.save({ useObjectStreams: false });
}
