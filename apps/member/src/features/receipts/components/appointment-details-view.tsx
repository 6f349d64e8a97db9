import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatIsoDate, formatMoney, type AppointmentDetails, type PracticeContact } from '@dental/domain';
import { Detail } from '../../../shared/components/detail';
import { SectionCard } from '../../../shared/components/section-card';
import { DetailsList } from './details-list';
import { PricedLinesTable } from './priced-lines-table';
import { statusLabel } from './receipt-words';

function practiceAddress(practice: PracticeContact): string {
  const cityLine = [practice.city, [practice.state, practice.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [practice.address_line_1, practice.address_line_2, cityLine].filter(Boolean).join(', ');
}

/** Issue 5: one visit as an explanation of benefits: who, where, each line's shares, payments, status. */
export function AppointmentDetailsView({ appointment }: { appointment: AppointmentDetails }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <SectionCard title="Visit" id="appointment-visit">
        <DetailsList>
          <Detail label="Patient" value={appointment.patient.name} />
          <Detail label="Date" value={formatIsoDate(appointment.date)} />
          <Detail label="Practice" value={appointment.practice.name} />
          <Detail label="Dentist" value={appointment.dentist?.name ?? ''} />
          <Detail label="Address" value={practiceAddress(appointment.practice)} />
          <Detail label="Phone" value={appointment.practice.phone} />
          <Detail label="Status" value={statusLabel(appointment.status)} />
          <Detail label="Payment date" value={formatIsoDate(appointment.payment_date)} />
        </DetailsList>
      </SectionCard>
      <SectionCard title="Explanation of benefits" id="appointment-lines">
        <PricedLinesTable label="Procedures" lines={appointment.lines} totals={appointment.totals} planHeader="Plan paid" memberHeader="You pay" />
      </SectionCard>
      <SectionCard title="Payments made" id="appointment-payments">
        {appointment.payments.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No payments yet.</Typography>
        ) : (
          <Box component="ul" aria-label="Payments" sx={{ m: 0, pl: 2.5 }}>
            {appointment.payments.map((payment, index) => (
              <li key={`${payment.date}-${index}`}>
                {formatMoney(payment.amount_cents)} on {formatIsoDate(payment.date)}
              </li>
            ))}
          </Box>
        )}
      </SectionCard>
    </Box>
  );
}
