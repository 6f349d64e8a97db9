import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDate, formatIsoDate, formatMoney, type ReimbursementDetails } from '@dental/domain';
import { Detail } from '../../../shared/components/detail';
import { SectionCard } from '../../../shared/components/section-card';
import { DetailsList } from './details-list';
import { statusLabel } from './receipt-words';

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
          <Detail label="Service date" value={formatIsoDate(reimbursement.service_date)} />
          <Detail label="Submitted" value={formatDate(reimbursement.submitted_at)} />
          <Detail label="Paid" value={formatDate(reimbursement.paid_at)} />
          <Detail label="Billed" value={formatMoney(reimbursement.billed_cents)} />
          <Detail label="Reimbursed" value={formatMoney(reimbursement.reimbursed_cents)} />
          <Detail label="Not reimbursed" value={formatMoney(remaining)} />
        </DetailsList>
      </SectionCard>
      <SectionCard title="Documents" id="reimbursement-documents">
        {reimbursement.documents.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No documents</Typography>
        ) : (
          <Box component="ul" aria-label="Documents" sx={{ m: 0, pl: 2.5 }}>
            {reimbursement.documents.map((document) => (
              <li key={document.id}>
                <Link href={document.url} target="_blank" rel="noopener">
                  {document.name}
                </Link>
              </li>
            ))}
          </Box>
        )}
      </SectionCard>
    </Box>
  );
}
