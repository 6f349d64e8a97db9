// Issue 26 item 21: an estimate as a one-page PDF for the front desk to hand to the patient: the lines with
// their fees and shares as priced when it was made, the totals (plan pays, patient pays) and the wording that
// it is an estimate, not a guarantee. Drawn with the printouts' writer, as the member's receipt is.
import { formatIsoDate, formatMoney, type PracticeEstimateDetails } from '@dental/domain';
import {
  LINE_GAP,
  MARGIN,
  factLines,
  newPdf,
  printoutHeading,
  savePdf,
  smallPrint,
  pricedLinesTable,
  type PdfColumn,
} from '../../../platform/pdf-writer.js';

const COLUMNS: readonly PdfColumn[] = [
  { header: 'Code', width: 44, right: false },
  { header: 'Description', width: 170, right: false },
  { header: 'Tooth', width: 36, right: false },
  { header: 'Fee', width: 66, right: true },
  { header: 'Allowed', width: 66, right: true },
  { header: 'Plan pays', width: 66, right: true },
  { header: 'Patient pays', width: 68, right: true },
];

/** Said at the foot of every estimate printout. */
export const ESTIMATE_NOT_A_GUARANTEE = [
  'This is an estimate, not a guarantee of payment. What the plan pays is decided when the visit is recorded,',
  "against the patient's coverage and the benefits left on that day; the patient pays the rest.",
] as const;

const STATUS_LABELS: Record<PracticeEstimateDetails['status'], string> = {
  draft: 'Draft',
  sent: 'Sent',
  converted: 'Accepted (recorded as a visit)',
  voided: 'Voided',
};

/** The PDF bytes of the practice's estimate, drawn now (`issuedOn`, an ISO date). */
export async function renderEstimatePdf(
  estimate: PracticeEstimateDetails,
  meta: { practiceName: string; issuedOn: string },
): Promise<Uint8Array> {
  const { doc, writer: w } = await newPdf({
    title: `Treatment estimate ${estimate.id}`,
    subject: `Estimate of ${estimate.estimate_date} at ${meta.practiceName}`,
    creator: 'Dentist Portal',
  });
  printoutHeading(w, 'Treatment estimate', `Estimate no. ${estimate.id}`);
  w.text(meta.practiceName, MARGIN, { bold: true, size: 11 });
  w.down(LINE_GAP + 6);
  factLines(w, [
    ['Patient', estimate.patient.name],
    ['Member id', estimate.patient.member_id],
    ['Estimate date', formatIsoDate(estimate.estimate_date)],
    ['Valid until', estimate.valid_until === null ? 'Further notice' : formatIsoDate(estimate.valid_until)],
    ['Status', estimate.expired ? 'Expired' : STATUS_LABELS[estimate.status]],
  ]);
  w.down(10);

  pricedLinesTable(w, COLUMNS, estimate.lines, estimate);
  w.ensure(LINE_GAP * 4);
  w.text('Plan pays (estimated)', MARGIN, { bold: true });
  w.text(formatMoney(estimate.plan_cents), MARGIN + 300, { right: true, bold: true });
  w.down();
  w.text('Patient pays (estimated)', MARGIN, { bold: true });
  w.text(formatMoney(estimate.member_cents), MARGIN + 300, { right: true, bold: true });
  w.down(28);
  w.ensure(LINE_GAP * 3);
  smallPrint(w, [`Issued ${formatIsoDate(meta.issuedOn)} by ${meta.practiceName}.`, ...ESTIMATE_NOT_A_GUARANTEE]);
  return savePdf(doc, w);
}
