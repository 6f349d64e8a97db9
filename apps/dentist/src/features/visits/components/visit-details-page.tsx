import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DENTIST_PRINTOUT_PATHS,
  VISIT_PAYMENT_METHODS,
  VISIT_PAYMENT_METHOD_LABELS,
  apiPath,
  formatIsoDate,
  formatMoney,
  paidAtOfficeNotice,
  refundedToCardLine,
  voidRefundNotice,
  type VisitDetails,
  type VisitPaymentMethod,
} from '@dental/domain';
import {
  ApiError,
  DataTable,
  Detail,
  LoadError,
  LoadingLines,
  PageTitle,
  SectionCard,
  SelectInput,
  UntilHydrated,
} from '@dental/ui';
import { usePayVisit, useVisit, useVoidVisit } from '../api/visits';
import { VisitStatus } from './visit-status';
import { isRecordId } from '../../../shared/record-id';
import { ChargeCardOnFile } from './charge-card-on-file';
import { lineColumns } from '../../../shared/line-columns';
import { VoidCard } from '../../../shared/void-card';
import { useSingleFlight } from '../../../shared/single-flight';
import { PrintButton } from '../../../shared/print-button';

const PAYMENT_OPTIONS = VISIT_PAYMENT_METHODS.map((m) => ({ value: m, label: VISIT_PAYMENT_METHOD_LABELS[m] }));

/** Charge a saved card or mark the member's share paid at the office (once), and void the visit (kept, with why). */
function VisitActions({
  id,
  owed,
  canPay,
  refundable,
}: {
  id: number;
  owed: number;
  canPay: boolean;
  refundable: VisitDetails['refundable'];
}) {
  const pay = usePayVisit(id);
  const voidVisit = useVoidVisit(id);
  const [method, setMethod] = useState<VisitPaymentMethod>('card');
  const once = useSingleFlight();
  return (
    <Stack spacing={3}>
      {canPay && <ChargeCardOnFile visitId={id} owed={owed} />}
      {canPay && (
        <SectionCard title="Payment at the office" id="visit-payment">
          <Box
            component="form"
            noValidate
            aria-label="Mark paid"
            onSubmit={(e) => {
              e.preventDefault();
              once('pay', () => pay.mutateAsync(method));
            }}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}
          >
            <SelectInput
              label="Paid by"
              value={method}
              onChange={(e) => setMethod(e.target.value as VisitPaymentMethod)}
              helperText={`The patient pays ${formatMoney(owed)}`}
              options={PAYMENT_OPTIONS}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={pay.isPending || pay.isSuccess || undefined}
              sx={{ mt: 1 }}
            >
              Mark paid
            </Button>
          </Box>
          {pay.isError && <Alert severity="error">{pay.error.message}</Alert>}
        </SectionCard>
      )}
      <VoidCard
        title="Void this visit"
        id="visit-void"
        action="Void visit"
        question="Void this visit?"
        hint="The visit is kept; its benefits go back to the patient"
        notice={refundable ? voidRefundNotice(refundable.amount_cents) : undefined}
        mutation={voidVisit}
      />
    </Stack>
  );
}

/** What the patient still owes for the visit. */
const owedOf = (v: VisitDetails) => v.member_cents - v.paid_cents;

/** Whether the member's share can be paid now (charged to a saved card or marked paid at the office). */
export const canPay = (v: VisitDetails) => v.status === 'completed' && owedOf(v) > 0;

/** Issue 16 item 4: one visit as saved, with its lines, payments and, once voided, who voided it and why. */
export function VisitDetailsPage() {
  const param = useParams().visitId ?? '';
  // An address whose id is no visit id (/visits/abc, /visits/-1) is a visit not found, not a load error to retry:
  // the server answers it 400 and "Try again" could never succeed.
  const wellFormed = isRecordId(param);
  const visit = useVisit(wellFormed ? Number(param) : 0, wellFormed);
  if (wellFormed && visit.isPending) return <LoadingLines label="Loading the visit" />;
  if (!wellFormed || visit.isError) {
    return (
      <Stack spacing={3}>
        <PageTitle>Visit</PageTitle>
        {!wellFormed || (visit.error instanceof ApiError && visit.error.status === 404) ? (
          <Alert severity="warning">This visit was not found.</Alert>
        ) : (
          <LoadError what="the visit" onRetry={() => void visit.refetch()} />
        )}
      </Stack>
    );
  }
  const v = visit.data;
  if (!v) return null;
  const owed = owedOf(v);
  return (
    <Stack spacing={3}>
      <PageTitle
        lead={
          <Button component={RouterLink} to="/visits">
            All visits
          </Button>
        }
      >
        {`Visit of ${v.patient.name}`}
      </PageTitle>
      <Box>
        <PrintButton href={apiPath(DENTIST_PRINTOUT_PATHS.visitReceipt, { id: v.id })} label="Print receipt" />
      </Box>
      <SectionCard
        title="Visit"
        id="visit-summary"
        action={<VisitStatus status={v.status} memberCents={v.member_cents} />}
      >
        <Box
          component="dl"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, m: 0 }}
        >
          <Detail label="Date" value={formatIsoDate(v.appointment_date)} />
          <Detail label="Member id" value={v.patient.member_id} />
          <Detail label="Dentist" value={v.dentist?.name ?? '—'} />
          <Detail label="Location" value={v.location?.name ?? '—'} />
        </Box>
        {v.voided && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Voided {formatIsoDate(v.voided.at.slice(0, 10))} by {v.voided.by}: {v.voided.reason}
          </Alert>
        )}
      </SectionCard>
      <SectionCard title="Procedures" id="visit-lines">
        <Box sx={{ '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } } }}>
          <DataTable
            label="Procedures"
            columns={lineColumns}
            rows={v.lines}
            rowKey={(l) => `${l.code}-${l.tooth ?? ''}-${l.surfaces ?? ''}`}
          />
        </Box>
        <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="visit-details-totals">
          Total: fee {formatMoney(v.allowed_cents)}, plan pays {formatMoney(v.plan_cents)}, patient pays{' '}
          {formatMoney(v.member_cents)}
        </Typography>
        {v.payments.map((p) => (
          <Typography key={`${p.date}-${p.amount_cents}`} variant="body2">
            Paid {formatMoney(p.amount_cents)} by {VISIT_PAYMENT_METHOD_LABELS[p.method]} on {formatIsoDate(p.date)}
          </Typography>
        ))}
        {v.refunds.map((r) => (
          <Typography key={r.created_at} variant="body2">
            {refundedToCardLine(r.amount_cents, r.created_at)}
          </Typography>
        ))}
        {v.paid_at_office_cents > 0 && (
          <Typography variant="body2" color="text.secondary">
            {paidAtOfficeNotice(v.paid_at_office_cents)}
          </Typography>
        )}
      </SectionCard>
      {v.status !== 'voided' && (
        // Drawn at the server, the actions take a choice or a click once React has hydrated them (decision 0034).
        <UntilHydrated>
          <VisitActions id={v.id} owed={owed} canPay={canPay(v)} refundable={v.refundable} />
        </UntilHydrated>
      )}
    </Stack>
  );
}
