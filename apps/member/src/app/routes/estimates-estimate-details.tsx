import { Navigate } from 'react-router';
import { LoadError, LoadingLines, NOT_FOUND_PATH, PageTitle } from '@dental/ui';
import { useEstimateDetails } from '../../features/receipts/api/estimate-details';
import { BackLink } from '../../features/receipts/components/back-link';
import { EstimateDetailsView } from '../../features/receipts/components/estimate-details-view';
import { useIdParam } from '../../features/receipts/hooks/use-id-param';

function EstimateDetailsScreen({ id }: { id: string }) {
  const details = useEstimateDetails(id);
  return (
    <>
      <BackLink to="/estimates">Estimates</BackLink>
      <PageTitle>Estimate details</PageTitle>
      {details.isPending && <LoadingLines lines={8} label="Loading the estimate" />}
      {details.isError && <LoadError what="this estimate" onRetry={() => void details.refetch()} />}
      {details.data && <EstimateDetailsView estimate={details.data} />}
    </>
  );
}

/** spec §2 /estimates-estimate-details/:estimateId (issue 5). */
export function Component() {
  const id = useIdParam('estimateId');
  return id === null ? <Navigate to={NOT_FOUND_PATH} replace /> : <EstimateDetailsScreen id={id} />;
}
