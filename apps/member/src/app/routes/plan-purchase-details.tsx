import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import Stack from '@mui/material/Stack';
import type { PlanPurchase, SavedCard } from '@dental/domain';
import { LoadError, LoadingLines, NOT_FOUND_PATH, PageTitle, SectionCard } from '@dental/ui';
import { SavedCardChoice } from '../../features/payments/components/saved-card-choice';
import { usePlanPurchase } from '../../features/plan-purchases/api/plan-purchase';
import { AutoRenewSwitch } from '../../features/plan-purchases/components/auto-renew-switch';
import { InstalmentsTable } from '../../features/plan-purchases/components/instalments-table';
import { PastDueWarning } from '../../features/plan-purchases/components/past-due-warning';
import { PayoffButton } from '../../features/plan-purchases/components/payoff-button';
import { PurchasePaymentsList } from '../../features/plan-purchases/components/purchase-payments-list';
import { PurchaseSummary } from '../../features/plan-purchases/components/purchase-summary';
import { PAYOFF_SECTION_ID } from '../../features/plan-purchases/components/purchase-words';
import { useIdParam } from '../../features/receipts/hooks/use-id-param';
import { BackLink } from '../../features/receipts/components/back-link';

/** spec §4 and §7: the payoff of the remaining balance with a chosen saved card (add, choose, remove). */
function PayoffSection({ purchase }: { purchase: PlanPurchase }) {
  const [card, setCard] = useState<SavedCard | null>(null);
  const owes = purchase.balance_cents > 0;
  return (
    <SectionCard title="Pay off remaining balance" id={PAYOFF_SECTION_ID}>
      <Stack spacing={2}>
        {owes && (
          <SavedCardChoice
            label="Card to pay with"
            value={card?.payment_method_id ?? null}
            onChange={setCard}
            preferred={purchase.payment_method_id}
          />
        )}
        <PayoffButton
          purchase={purchase}
          card={owes && card ? { paymentMethodId: card.payment_method_id, brand: card.brand, last4: card.last4 } : null}
        />
      </Stack>
    </SectionCard>
  );
}

/** "Pay now" links here with the payoff section's hash: bring it into view once the purchase is shown. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

function PurchaseDetailsScreen({ id }: { id: string }) {
  const purchase = usePlanPurchase(id);
  useScrollToHash(purchase.isSuccess);
  return (
    <>
      <BackLink to="/plan-purchases">Plan purchases</BackLink>
      <PageTitle lead={purchase.data?.practice_name}>{purchase.data?.plan_name ?? 'Plan purchase'}</PageTitle>
      {purchase.isPending && <LoadingLines lines={8} label="Loading the plan purchase" />}
      {purchase.isError && <LoadError what="this plan purchase" onRetry={() => void purchase.refetch()} />}
      {purchase.data && (
        <Stack spacing={3}>
          {purchase.data.status === 'Active' && <PastDueWarning purchase={purchase.data} />}
          <SectionCard title="Purchase" id="purchase-summary">
            <Stack spacing={2}>
              <PurchaseSummary purchase={purchase.data} />
              <AutoRenewSwitch purchase={purchase.data} />
            </Stack>
          </SectionCard>
          <SectionCard title="Instalment schedule" id="instalment-schedule">
            <InstalmentsTable instalments={purchase.data.instalments} />
          </SectionCard>
          <SectionCard title="Payments made" id="payments-made">
            <PurchasePaymentsList payments={purchase.data.payments} />
          </SectionCard>
          {/* Only a running plan is paid off here; an ended one shows its history only. */}
          {purchase.data.status === 'Active' && <PayoffSection purchase={purchase.data} />}
        </Stack>
      )}
    </>
  );
}

/** spec §2 /plan-purchase-details/:purchaseId (issue 7). */
export function Component() {
  const id = useIdParam('purchaseId');
  return id === null ? <Navigate to={NOT_FOUND_PATH} replace /> : <PurchaseDetailsScreen id={id} />;
}
