import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomUiData } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { memberKeys } from './query-keys';

/** spec §7: GET member/v4/user/custom-ui-data/; is_healthshare drives the wording (spec §1). */
export async function fetchCustomUiData(client: ApiClient): Promise<CustomUiData> {
  const body = await client.call('member.customUiData');
  return body.data;
}

export function customUiDataQuery(client: ApiClient) {
  return queryOptions({ queryKey: memberKeys.customUiData(), queryFn: () => fetchCustomUiData(client) });
}

export function useCustomUiData() {
  return useQuery(customUiDataQuery(useApiClient()));
}
