import { Navigate } from 'react-router';
import { LoadError, LoadingLines, NOT_FOUND_PATH, PageTitle } from '@dental/ui';
import { useAppointmentDetails } from '../../features/receipts/api/appointment-details';
import { AppointmentDetailsView } from '../../features/receipts/components/appointment-details-view';
import { BackLink } from '../../features/receipts/components/back-link';
import { useIdParam } from '../../features/receipts/hooks/use-id-param';

function AppointmentDetailsScreen({ id }: { id: string }) {
  const details = useAppointmentDetails(id);
  return (
    <>
      <BackLink to="/transactions">Receipts</BackLink>
      <PageTitle>Appointment details</PageTitle>
      {details.isPending && <LoadingLines lines={8} label="Loading the appointment" />}
      {details.isError && <LoadError what="this appointment" onRetry={() => void details.refetch()} />}
      {details.data && <AppointmentDetailsView appointment={details.data} />}
    </>
  );
}

/** spec §2 /transactions-appointment-details/:appointmentId (issue 5). */
export function Component() {
  const id = useIdParam('appointmentId');
  return id === null ? <Navigate to={NOT_FOUND_PATH} replace /> : <AppointmentDetailsScreen id={id} />;
}
