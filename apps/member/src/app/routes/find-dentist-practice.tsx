import { Navigate, useLocation } from 'react-router';
import { LoadError, LoadingLines, NOT_FOUND_PATH, PageTitle } from '@dental/ui';
import { usePracticeDetails } from '../../features/find-dentist/api/practice-details';
import { PracticeDetailsView } from '../../features/find-dentist/components/practice-details-view';
import { BackLink } from '../../features/find-dentist/components/back-link';
import { usePracticeIdParam } from '../../features/find-dentist/hooks/use-practice-id-param';

function PracticeScreen({ id }: { id: string }) {
  const practice = usePracticeDetails(id);
  // Back to the search (or price check) the person came from, with its filters.
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/find-dentist';
  return (
    <>
      <BackLink to={from}>{from.startsWith('/price-check') ? 'Price check' : 'Find a Dentist'}</BackLink>
      <PageTitle>{practice.data?.name ?? 'Practice'}</PageTitle>
      {practice.isPending && <LoadingLines lines={8} label="Loading the practice" />}
      {practice.isError && <LoadError what="this practice" onRetry={() => void practice.refetch()} />}
      {practice.data && <PracticeDetailsView practice={practice.data} />}
    </>
  );
}

/** Issue 6: a practice page, /find-dentist/practice/:practiceId (not in the spec's route table; decided here). */
export function Component() {
  const id = usePracticeIdParam();
  return id === null ? <Navigate to={NOT_FOUND_PATH} replace /> : <PracticeScreen id={id} />;
}
