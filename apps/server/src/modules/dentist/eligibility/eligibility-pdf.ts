// Issue 26 item 21: the eligibility card as a one-page PDF for the front desk to hand to the patient: who,
// the plan and its network, coverage per service type, the maximums with used and remaining, as of the day
// it was looked up. The household's other people appear by name and relationship only (their reads are
// audited by the look-up, so they are shown). Drawn with the printouts' writer, as the receipts are.
import {
  RELATIONSHIP_LABELS,
  SERVICE_TYPE_LABELS,
  formatIsoDate,
  formatMoney,
  type EligiblePatient,
  type LimitUsage,
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

const COVERAGE_COLUMNS: readonly PdfColumn[] = [
  { header: 'Service type', width: 200, right: false },
  { header: 'Plan pays', width: 80, right: true },
];
const MAXIMUM_COLUMNS: readonly PdfColumn[] = [
  { header: 'Maximum', width: 200, right: false },
  { header: 'Limit', width: 80, right: true },
  { header: 'Used', width: 80, right: true },
  { header: 'Remaining', width: 80, right: true },
];

const FREQUENCY_COLUMNS: readonly PdfColumn[] = [
  { header: 'Procedure', width: 110, right: false },
  { header: 'Covered', width: 170, right: false },
  { header: 'Last done', width: 110, right: false },
  { header: 'Next covered', width: 110, right: false },
];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The PDF bytes of one patient's eligibility card as of `asOf` (an ISO date). */
export async function renderEligibilityPdf(patient: EligiblePatient, meta: { asOf: string }): Promise<Uint8Array> {
  const name = `${patient.first_name} ${patient.last_name}`;
  const { doc, writer: w } = await newPdf({
    title: 'Eligibility and coverage',
    subject: `Eligibility as of ${meta.asOf}`,
    creator: 'Dentist Portal',
  });
  printoutHeading(w, 'Eligibility and coverage', `As of ${formatIsoDate(meta.asOf)}`);
  factLines(
    w,
    [
      ['Patient', name],
      ['Member id', patient.member_id],
      ['Date of birth', formatIsoDate(patient.date_of_birth)],
      ['Relationship', RELATIONSHIP_LABELS[patient.relationship]],
      ['Eligible', yesNo(patient.eligible)],
      ['Plan', patient.plan_name],
      ['Network', patient.network_label ?? 'None'],
      ['In network here', yesNo(patient.in_network)],
      ['Coverage from', patient.coverage_start === null ? 'Not covered' : formatIsoDate(patient.coverage_start)],
      ['Coverage until', patient.coverage_end === null ? 'Open-ended' : formatIsoDate(patient.coverage_end)],
    ],
    MARGIN + 100,
  );
  w.down(10);

  const { coverage } = patient;
  if (coverage === null) {
    w.text('No plan coverage in force on this day: the plan pays nothing.', MARGIN);
    w.down(24);
  } else {
    tableHeader(w, COVERAGE_COLUMNS);
    const rows: [string, number][] = [
      [SERVICE_TYPE_LABELS.PDS, coverage.PDS],
      [SERVICE_TYPE_LABELS.BRS, coverage.BRS],
      [SERVICE_TYPE_LABELS.MRS, coverage.MRS],
      ['Orthodontics', coverage.ortho],
    ];
    for (const [label, percent] of rows) {
      tableRow(w, COVERAGE_COLUMNS, [label, `${percent}%`]);
      w.down();
    }
    w.down(18);
    tableHeader(w, MAXIMUM_COLUMNS);
    const maximums: [string, LimitUsage | null][] = [
      ['Individual annual maximum', patient.individual],
      ['Family annual maximum', patient.family],
      ['Orthodontic lifetime maximum', patient.ortho],
    ];
    for (const [label, usage] of maximums) {
      tableRow(
        w,
        MAXIMUM_COLUMNS,
        usage === null
          ? [label, 'None', '', '']
          : [label, formatMoney(usage.limit_cents), formatMoney(usage.used_cents), formatMoney(usage.remaining_cents)],
      );
      w.down();
    }
    w.down(18);
  }
  // Issue 26 item 20: how often the plan covers, as on the card.
  if (patient.frequency.length > 0) {
    w.ensure(LINE_GAP * (patient.frequency.length + 3));
    w.text('How often the plan covers', MARGIN, { bold: true, size: 11 });
    w.down(LINE_GAP + 2);
    tableHeader(w, FREQUENCY_COLUMNS);
    for (const f of patient.frequency) {
      tableRow(w, FREQUENCY_COLUMNS, [
        `${f.label}${f.tooth === null ? '' : `, tooth ${f.tooth}`}`,
        f.rule,
        f.last_date === null ? 'Never' : `${formatIsoDate(f.last_date)} (${f.last_code ?? ''})`,
        f.covered_now
          ? 'Covered now'
          : f.next_covered_date === null
            ? 'Not covered (age limit)'
            : formatIsoDate(f.next_covered_date),
      ]);
      w.down();
    }
    w.down(18);
  }
  if (patient.household.length > 0) {
    w.text('Also covered in the household', MARGIN, { bold: true, size: 11 });
    w.down(LINE_GAP + 2);
    for (const person of patient.household) {
      w.text(`${person.first_name} ${person.last_name} (${RELATIONSHIP_LABELS[person.relationship]})`, MARGIN);
      w.down();
    }
    w.down(18);
  }
  w.ensure(LINE_GAP * 3);
  smallPrint(w, [
    `Coverage and amounts as of ${formatIsoDate(meta.asOf)}; visits recorded after that day change what remains.`,
    'This is not a guarantee of payment: what the plan pays is decided when a visit is recorded.',
  ]);
  return savePdf(doc, w);
}
