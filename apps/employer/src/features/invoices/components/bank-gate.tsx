import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { MSG_BANK_NOT_VERIFIED, isBankVerified } from '@dental/domain';
import { LoadError, LoadingLines, PageTitle } from '@dental/ui';
import { useCompanyProfile } from '../../../shared/company-profile';
import { BANK_PATH } from '../../../shared/paths';

/**
 * spec §6: "Some features are enabled only after the bank is verified". The invoices show once the company's
 * bank is verified; until then the page says why and where the bank is set up (the Company page).
 */
export function BankGate({ children, title }: { children: ReactNode; title?: string }) {
  const profile = useCompanyProfile();
  if (profile.data && isBankVerified(profile.data.bank_status)) return children;
  // The page's heading while the gate holds (a page whose children draw their own, as one invoice's).
  const heading = title ? <PageTitle>{title}</PageTitle> : null;
  if (profile.isPending)
    return (
      <>
        {heading}
        <LoadingLines lines={3} label="Loading the company" />
      </>
    );
  if (profile.isError)
    return (
      <>
        {heading}
        <LoadError what="the company" onRetry={() => void profile.refetch()} />
      </>
    );
  return (
    <>
      {heading}
      <Alert severity="info" variant="outlined">
        {MSG_BANK_NOT_VERIFIED} Your bank account is not verified yet ({profile.data.bank_status}).{' '}
        <Link component={RouterLink} to={BANK_PATH}>
          Set up and verify your bank account
        </Link>
        , then your invoices show here and can be paid by bank debit.
      </Alert>
    </>
  );
}
