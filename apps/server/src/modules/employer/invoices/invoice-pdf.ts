// Issue 27 item 6: a company's monthly invoice as a PDF: its month, dates and status, a line per employee (plan,
// members billed, price per member, amount) on as many pages as it takes (the header again on each), and the total.
// Drawn with the printouts' writer, as the estimate and the receipts are.
import {
  INVOICE_STATUS_LABELS,
  formatIsoDate,
  formatMoney,
  invoiceMonthLabel,
  type InvoiceDetails,
} from '@dental/domain';
import {
  LINE_GAP,
  MARGIN,
  factLines,
  newPdf,
  printoutHeading,
  savePdf,
  smallPrint,
  tableHeader,
  tableRow,
  type PdfColumn,
} from '../../../platform/pdf-writer.js';

const COLUMNS: readonly PdfColumn[] = [
  { header: 'Employee', width: 150, right: false },
  { header: 'Class', width: 80, right: false },
  { header: 'Plan', width: 100, right: false },
  { header: 'Members', width: 50, right: true },
  { header: 'Per member', width: 66, right: true },
  { header: 'Amount', width: 70, right: true },
];
const TABLE_RIGHT = MARGIN + COLUMNS.reduce((total, column) => total + column.width, 0);

/** Said at the foot of every invoice. */
export const INVOICE_FOOTNOTE = [
  'Each line bills the employee and the dependents whose cover was in force on the first day of the month, at the',
  "monthly price per member of the plan offered to the employee's class that day. Pay by bank debit from Invoices",
  'in the employer portal.',
] as const;

/** The PDF bytes of the company's invoice. */
export async function renderInvoicePdf(invoice: InvoiceDetails, companyName: string): Promise<Uint8Array> {
  const { doc, writer: w } = await newPdf({
    title: `Invoice ${invoice.id}`,
    subject: `${invoiceMonthLabel(invoice.month)} invoice of ${companyName}`,
    creator: 'Employer Portal',
  });
  printoutHeading(w, 'Invoice', `Invoice no. ${invoice.id}`);
  w.text(companyName, MARGIN, { bold: true, size: 11 });
  w.down(LINE_GAP + 6);
  factLines(w, [
    ['Month', invoiceMonthLabel(invoice.month)],
    ['Issued', formatIsoDate(invoice.issued_on)],
    ['Due', formatIsoDate(invoice.due_date)],
    ['Status', INVOICE_STATUS_LABELS[invoice.status]],
    ['Employees', String(invoice.employee_count)],
    ['Members', String(invoice.member_count)],
  ]);
  w.down(10);
  tableHeader(w, COLUMNS);
  for (const line of invoice.lines) {
    if (w.ensure(LINE_GAP)) tableHeader(w, COLUMNS);
    tableRow(w, COLUMNS, [
      line.employee_name,
      line.class ?? '',
      line.plan_name,
      String(line.member_count),
      formatMoney(line.unit_price_cents),
      formatMoney(line.amount_cents),
    ]);
    w.down();
  }
  w.ensure(LINE_GAP * 3);
  w.rule();
  w.down(LINE_GAP + 2);
  w.text('Total', MARGIN, { bold: true });
  w.text(formatMoney(invoice.total_cents), TABLE_RIGHT, { right: true, bold: true });
  w.down(28);
  w.ensure(LINE_GAP * 3);
  smallPrint(w, INVOICE_FOOTNOTE);
  return savePdf(doc, w);
}
