// The itemized receipt of one visit as a US Letter PDF (issue 5: good for an HSA or FSA claim): practice,
// dentist, patient, date, each procedure line with its fees and shares, totals, the payments made. Drawn with
// the printouts' writer (platform/pdf-writer.ts); the front desk prints the same receipt (issue 26 item 21).
import {
  REFUNDED_TO_CARD_LABEL,
  VISIT_PAYMENT_METHOD_LABELS,
  formatIsoDate,
  formatMoney,
  type AppointmentDetails,
} from '@dental/domain';
import {
  LINE_GAP,
  MARGIN,
  factLines,
  newPdf,
  practiceLines,
  printoutHeading,
  savePdf,
  pricedLinesTable,
  type PdfColumn,
} from '../../../platform/pdf-writer.js';

/** The procedure table's columns: x of the left edge, width, and whether the text is right-aligned. */
const COLUMNS: readonly PdfColumn[] = [
  { header: 'Code', width: 44, right: false },
  { header: 'Description', width: 170, right: false },
  { header: 'Tooth', width: 36, right: false },
  { header: 'Billed', width: 66, right: true },
  { header: 'Allowed', width: 66, right: true },
  { header: 'Plan paid', width: 66, right: true },
  { header: 'Member share', width: 68, right: true },
];

/** The PDF bytes of an appointment's itemized receipt, generated now (`issuedOn`, an ISO date). */
export async function renderReceiptPdf(
  appointment: AppointmentDetails,
  meta: { issuer: string; issuedOn: string; creator?: string },
): Promise<Uint8Array> {
  const { doc, writer: w } = await newPdf({
    title: `Itemized receipt ${appointment.id}`,
    subject: `${appointment.patient.name}, visit of ${appointment.date} at ${appointment.practice.name}`,
    creator: meta.creator ?? 'Member Portal',
  });
  printoutHeading(w, 'Itemized receipt', `Receipt no. ${appointment.id}`);
  practiceLines(w, appointment.practice);
  const facts: [string, string][] = [
    ['Dentist', appointment.dentist?.name ?? 'Not recorded'],
    ['Patient', appointment.patient.name],
    ['Date of service', formatIsoDate(appointment.date)],
    ['Status', appointment.status.charAt(0).toUpperCase() + appointment.status.slice(1)],
  ];
  factLines(w, facts);
  w.down(10);

  pricedLinesTable(w, COLUMNS, appointment.lines, appointment.totals);

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
  return savePdf(doc, w);
}
