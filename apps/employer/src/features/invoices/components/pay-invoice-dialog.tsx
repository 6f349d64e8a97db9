import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatMoney, invoiceMonthLabel, type InvoiceDetails } from '@dental/domain';
import { ApiError } from '@dental/ui';
import type { usePayInvoice } from '../api/invoices';

/** The confirmation: names the amount and the month; its key is made when it opens, so a double click pays once. */
export function PayInvoiceDialog({
  pay,
  invoice,
  onClose,
  onPaid,
}: {
  pay: ReturnType<typeof usePayInvoice>;
  invoice: InvoiceDetails;
  onClose: () => void;
  onPaid: () => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // A refusal is final for this confirmation (the same key answers it again); after a timeout (502) or a lost
  // connection the same confirmation is sent again: the server and the gateway make it one debit.
  const refused = pay.error instanceof ApiError && pay.error.status === 402;
  return (
    <Dialog open onClose={pay.isPending ? undefined : onClose} aria-labelledby="pay-invoice-title">
      <DialogTitle id="pay-invoice-title">Pay invoice</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Pay {formatMoney(invoice.total_cents)} for {invoiceMonthLabel(invoice.month)} by debit from your company’s
          verified bank account?
        </DialogContentText>
        {pay.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {pay.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pay.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={refused}
          loading={pay.isPending}
          onClick={() => {
            if (!pay.isPending) pay.mutate({ idempotency_key: idempotencyKey }, { onSuccess: onPaid });
          }}
        >
          Pay
        </Button>
      </DialogActions>
    </Dialog>
  );
}
