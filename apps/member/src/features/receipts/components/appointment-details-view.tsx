import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import {
  APPOINTMENT_RECEIPT_PDF_PATH,
  apiPath,
  formatIsoDate,
  formatPhone,
  type AppointmentDetails,
  type PracticeContact,
} from '@dental/domain';
import { DetailsList } from './details-list';
import { PaymentsMade } from './payments-made';
import { PricedLinesTable } from './priced-lines-table';
import { useWording } from '../../../shared/hooks/use-wording';
import { statusLabel } from './receipt-words';
import { Detail, SectionCard } from '@dental/ui';

function practiceAddress(practice: PracticeContact): string {
  const cityLine = [practice.city, [practice.state, practice.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [practice.address_line_1, practice.address_line_2, cityLine].filter(Boolean).join(', ');
}

/** Issue 5: one visit as an explanation of benefits: who, where, each line's shares, payments, status. */
export function AppointmentDetailsView({ appointment }: { appointment: AppointmentDetails }) {
  const word = useWording();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        {/* An itemized receipt for an HSA or FSA claim, drawn by the server (a plain link: the session cookie goes with it). */}
        <Button
          variant="contained"
          startIcon={<DownloadRounded />}
          href={apiPath(APPOINTMENT_RECEIPT_PDF_PATH, { id: appointment.id })}
          download
        >
          Download receipt
        </Button>
      </Box>
      <SectionCard title="Visit" id="appointment-visit">
        <DetailsList>
          <Detail label="Patient" value={appointment.patient.name} />
          <Detail label="Date" value={formatIsoDate(appointment.date)} />
          <Detail label="Practice" value={appointment.practice.name} />
          <Detail label="Dentist" value={appointment.dentist?.name ?? ''} />
          <Detail label="Address" value={practiceAddress(appointment.practice)} />
          <Detail label="Phone" value={formatPhone(appointment.practice.phone)} />
          <Detail label="Status" value={statusLabel(appointment.status)} />
          <Detail label="Payment date" value={formatIsoDate(appointment.payment_date)} />
        </DetailsList>
      </SectionCard>
      <SectionCard title="Explanation of benefits" id="appointment-lines">
        <PricedLinesTable
          label="Procedures"
          lines={appointment.lines}
          totals={appointment.totals}
          planHeader={word('Plan paid')}
          memberHeader="You pay"
        />
      </SectionCard>
      <SectionCard title="Payments made" id="appointment-payments">
        <PaymentsMade
          payments={appointment.payments}
          balanceCents={appointment.balance_cents}
          refundedCents={appointment.refunded_cents}
        />
      </SectionCard>
    </Box>
  );
}
