import { useQuery } from '@tanstack/react-query';
import type { AppointmentDetails } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { receiptKeys } from './receipt-keys';

/** Issue 5: GET member/v4/appointments/{id}/ (another household's id is 404: the client shows not found). */
export async function fetchAppointmentDetails(client: ApiClient, id: string): Promise<AppointmentDetails> {
  const body = await client.call('member.appointmentDetails', { params: { id } });
  return body.data;
}

export function useAppointmentDetails(id: string) {
  const client = useApiClient();
  return useQuery({ queryKey: receiptKeys.appointment(id), queryFn: () => fetchAppointmentDetails(client, id) });
}
