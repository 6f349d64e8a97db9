import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BANK_STATUS_LABELS,
  type BankAccountInput,
  type BankDepositsInput,
  type BankOwner,
  type BankVerificationRecord,
} from '@dental/domain';
import { Detail } from '../components/detail';
import { BankAccountForm } from './bank-account-form';
import { BankDepositsForm } from './bank-deposits-form';
import { failureMessage } from './bank-failure';
import { BankOwnerForm } from './bank-owner-form';
import { BankStatusStepper } from './bank-status-stepper';

/** A portal's own bank calls (its contract entries), each answering the verification as it now stands. */
export interface BankVerificationCalls {
  addOwner: (owner: BankOwner) => Promise<BankVerificationRecord>;
  addAccount: (account: BankAccountInput & { idempotency_key: string }) => Promise<BankVerificationRecord>;
  verifyDeposits: (amounts: BankDepositsInput) => Promise<BankVerificationRecord>;
}

export interface BankVerificationPanelProps {
  verification: BankVerificationRecord;
  calls: BankVerificationCalls;
  /** Whose account it is, as the sentences say it: 'company' or 'practice'. */
  holder: 'company' | 'practice';
  /** What waits for the verification on this portal (spec §6), said until it is verified. */
  enables: string;
}

type Editing = 'owner' | 'account' | null;

/**
 * Issue 27 item 6 (decision 0060): a company's or a practice's bank verification, the same screen on both portals:
 * the status as an ordered stepper, who the owner is and which account, and the form of the step to do now (or the
 * one asked for: a new owner, another account).
 */
export function BankVerificationPanel({ verification, calls, holder, enables }: BankVerificationPanelProps) {
  const [editing, setEditing] = useState<Editing>(null);
  // A failed confirmation's message outlives its form: after the last wrong try the account is removed, the
  // deposits form gives way to the account form, and the message says why.
  const [notice, setNotice] = useState<string | null>(null);
  const { status, owner, account } = verification;
  const step: Editing | 'deposits' | null =
    editing ??
    (status === 'owner not added'
      ? 'owner'
      : status === 'account not added'
        ? 'account'
        : status === 'verification pending'
          ? 'deposits'
          : null);
  const done = () => setEditing(null);
  return (
    <Stack spacing={3}>
      <BankStatusStepper status={status} />
      <Typography role="status">
        Status: <strong>{BANK_STATUS_LABELS[status]}</strong>
      </Typography>
      {status === 'verified' ? (
        // Notes, not alerts: they say where things stand, nothing has just gone wrong (role alert interrupts).
        <Alert severity="success" role="note">
          The {holder}&apos;s bank account is verified.
        </Alert>
      ) : (
        <Alert severity="info" role="note">
          {enables}
        </Alert>
      )}
      {notice && step !== 'deposits' && (
        <Alert severity="error" role="alert">
          {notice}
        </Alert>
      )}
      {(owner || account) && (
        <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, m: 0 }}>
          {owner && <Detail label="Account owner" value={`${owner.first_name} ${owner.last_name}`} />}
          {account && (
            <Detail
              label="Bank account"
              value={`${account.account_type === 'savings' ? 'Savings' : 'Checking'} ending ${account.last4}${
                account.verified ? ', verified' : ', waiting for its deposits'
              }`}
            />
          )}
        </Box>
      )}
      {step === null && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setEditing('owner')}>
            Change owner
          </Button>
          <Button variant="outlined" onClick={() => setEditing('account')}>
            Replace bank account
          </Button>
        </Stack>
      )}
      {step === 'owner' && (
        <section aria-labelledby="bank-owner-heading">
          <Typography variant="h3" id="bank-owner-heading" sx={{ fontSize: '1rem', mb: 2 }}>
            {owner ? 'Change the account owner' : 'Add the account owner'}
          </Typography>
          <BankOwnerForm
            onSave={async (body) => {
              await calls.addOwner(body);
              done();
            }}
            onCancel={owner ? done : undefined}
          />
        </section>
      )}
      {step === 'account' && (
        <section aria-labelledby="bank-account-heading">
          <Typography variant="h3" id="bank-account-heading" sx={{ fontSize: '1rem', mb: 2 }}>
            {account ? 'Replace the bank account' : 'Add the bank account'}
          </Typography>
          {account?.verified && (
            <Alert severity="warning" role="note" sx={{ mb: 2 }}>
              A new account must be verified again: until then, what needs a verified bank waits.
            </Alert>
          )}
          <BankAccountForm
            onSave={async (body) => {
              await calls.addAccount(body);
              setNotice(null);
              done();
            }}
            onCancel={account || editing ? done : undefined}
          />
        </section>
      )}
      {step === 'deposits' && account && (
        <section aria-labelledby="bank-deposits-heading">
          <Typography variant="h3" id="bank-deposits-heading" sx={{ fontSize: '1rem', mb: 2 }}>
            Confirm the deposits
          </Typography>
          <BankDepositsForm
            last4={account.last4}
            attemptsLeft={account.attempts_left}
            onSave={async (amounts) => {
              try {
                await calls.verifyDeposits(amounts);
              } catch (error) {
                setNotice(failureMessage(error));
                throw error;
              }
            }}
          />
          <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button onClick={() => setEditing('owner')}>Change owner</Button>
            <Button onClick={() => setEditing('account')}>Use another account</Button>
          </Stack>
        </section>
      )}
      {step === 'account' && status === 'account not added' && owner && !editing && (
        <Box>
          <Button onClick={() => setEditing('owner')}>Change owner</Button>
        </Box>
      )}
    </Stack>
  );
}
