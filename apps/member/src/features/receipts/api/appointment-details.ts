import { useQuery } from '@tanstack/react-query';
import { ENDPOINT_PATHS, type AppointmentDetails } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { endpointPath } from '../../../shared/api/endpoint-path';
import { receiptKeys } from './receipt-keys';

/** Issue 5: GET member/v4/appointments/{id}/ (another household's id is 404: the client shows not found). */
export async function fetchAppointmentDetails(client: ApiClient, id: string): Promise<AppointmentDetails> {
  const body = await client.get<{ data: AppointmentDetails }>(endpointPath(ENDPOINT_PATHS.appointmentDetails, { id }));
  return body.data;
}

export function useAppointmentDetails(id: string) {
  const client = useApiClient();
  return useQuery({ queryKey: receiptKeys.appointment(id), queryFn: () => fetchAppointmentDetails(client, id) });
}
