import Box from '@mui/material/Box';
import { formatDate, formatIsoDate, formatMoney, type ReimbursementDetails } from '@dental/domain';
import { DetailsList } from './details-list';
import { ReimbursementDocuments } from './reimbursement-documents';
import { statusLabel } from './receipt-words';
import { Detail, SectionCard } from '@dental/ui';

/** Issue 5: what the member submitted, where it stands, the amounts and dates, the documents attached. */
export function ReimbursementDetailsView({ reimbursement }: { reimbursement: ReimbursementDetails }) {
  const remaining = Math.max(0, reimbursement.billed_cents - reimbursement.reimbursed_cents);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <SectionCard title="Reimbursement" id="reimbursement-summary">
        <DetailsList>
          <Detail label="Patient" value={reimbursement.patient.name} />
          <Detail label="Provider" value={reimbursement.provider_name} />
          <Detail label="Status" value={statusLabel(reimbursement.status)} />
          {reimbursement.denial_reason !== null && (
            <Detail label="Reason for denial" value={reimbursement.denial_reason} wide />
          )}
          <Detail label="Service date" value={formatIsoDate(reimbursement.service_date)} />
          <Detail label="Submitted" value={formatDate(reimbursement.submitted_at)} />
          <Detail label="Paid" value={formatDate(reimbursement.paid_at)} />
          <Detail label="Billed" value={formatMoney(reimbursement.billed_cents)} />
          <Detail label="Reimbursed" value={formatMoney(reimbursement.reimbursed_cents)} />
          <Detail label="Not reimbursed" value={formatMoney(remaining)} />
        </DetailsList>
      </SectionCard>
      <SectionCard title="Documents" id="reimbursement-documents">
        <ReimbursementDocuments documents={reimbursement.documents} />
      </SectionCard>
    </Box>
  );
}
