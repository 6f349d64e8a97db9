import Stack from '@mui/material/Stack';
import { BankVerificationPanel, LoadError, LoadingLines, PageTitle, SectionCard, UntilHydrated } from '@dental/ui';
import { useCompanyBank } from '../api/bank';

/** Issue 27 item 6: `/bank`, the company's bank account and its verification (decision 0060). */
export function BankPage() {
  const { verification, calls } = useCompanyBank();
  return (
    <Stack spacing={3}>
      <PageTitle lead="The account your invoices are paid from.">Bank account</PageTitle>
      {verification.isPending && <LoadingLines lines={4} label="Loading the bank account" />}
      {verification.isError && <LoadError what="the bank account" onRetry={() => void verification.refetch()} />}
      {verification.data && (
        <SectionCard title="Verification" id="bank-verification">
          {/* Drawn at the server (decision 0067): the step's form and buttons held until hydrated. */}
          <UntilHydrated>
            <BankVerificationPanel
              verification={verification.data}
              calls={calls}
              holder="company"
              enables="Invoices are paid by bank debit once the account is verified."
            />
          </UntilHydrated>
        </SectionCard>
      )}
    </Stack>
  );
}
