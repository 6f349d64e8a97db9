import { BankVerificationPanel, LoadError, LoadingLines, SectionCard } from '@dental/ui';
import { usePracticeBank } from '../api/bank';

/** Issue 27 item 6 (decision 0060): the practice's bank account and its verification, the owner's tab. */
export function BankSection() {
  const { verification: bank, calls } = usePracticeBank();
  return (
    <SectionCard title="Bank account" id="practice-bank">
      {bank.isPending && <LoadingLines lines={4} label="Loading the bank account" />}
      {bank.isError && <LoadError what="the bank account" onRetry={() => void bank.refetch()} />}
      {bank.data && (
        <BankVerificationPanel
          verification={bank.data}
          calls={calls}
          holder="practice"
          enables="Payouts start once the practice's bank account is verified."
        />
      )}
    </SectionCard>
  );
}
