import { Navigate } from 'react-router';
import { LoadError, LoadingLines, NOT_FOUND_PATH, PageTitle } from '@dental/ui';
import { useReimbursementDetails } from '../../features/receipts/api/reimbursement-details';
import { BackLink } from '../../features/receipts/components/back-link';
import { ReimbursementDetailsView } from '../../features/receipts/components/reimbursement-details-view';
import { useIdParam } from '../../features/receipts/hooks/use-id-param';

function ReimbursementDetailsScreen({ id }: { id: string }) {
  const details = useReimbursementDetails(id);
  return (
    <>
      <BackLink to="/transactions">Receipts</BackLink>
      <PageTitle>Reimbursement details</PageTitle>
      {details.isPending && <LoadingLines lines={6} label="Loading the reimbursement" />}
      {details.isError && <LoadError what="this reimbursement" onRetry={() => void details.refetch()} />}
      {details.data && <ReimbursementDetailsView reimbursement={details.data} />}
    </>
  );
}

/** spec §2 /transactions-reimbursement-details/:reimbursementId (issue 5). */
export function Component() {
  const id = useIdParam('reimbursementId');
  return id === null ? <Navigate to={NOT_FOUND_PATH} replace /> : <ReimbursementDetailsScreen id={id} />;
}
