import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { formatIsoDate, formatMoney, type Instalment, type PlanPurchase } from '@dental/domain';
import { PAYOFF_SECTION_ID } from './purchase-words';

/** What is past due, in one sentence. */
export function pastDueLine(pastDue: Pick<Instalment, 'amount_cents' | 'due_date'>[]): string {
  const first = pastDue[0];
  if (!first) return '';
  if (pastDue.length === 1)
    return `The instalment of ${formatMoney(first.amount_cents)} due on ${formatIsoDate(first.due_date)} could not be charged.`;
  const owed = pastDue.reduce((sum, instalment) => sum + instalment.amount_cents, 0);
  return `${pastDue.length} instalments (${formatMoney(owed)} in all) due since ${formatIsoDate(first.due_date)} could not be charged.`;
}

/** Issue 7: a clear warning on a purchase with a past-due instalment, and the way to pay now. */
export function PastDueWarning({ purchase }: { purchase: Pick<PlanPurchase, 'instalments'> }) {
  const pastDue = purchase.instalments.filter((instalment) => instalment.status === 'Past due');
  if (pastDue.length === 0) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" href={`#${PAYOFF_SECTION_ID}`}>
          Pay now
        </Button>
      }
    >
      <AlertTitle>A payment is past due</AlertTitle>
      {pastDueLine(pastDue)}
      {pastDue[0]?.failure_message ? ` ${pastDue[0].failure_message}` : ''} Pay off the remaining balance with a card
      below.
    </Alert>
  );
}
