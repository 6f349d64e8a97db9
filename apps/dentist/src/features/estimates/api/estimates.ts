import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateEstimateBody,
  PracticeEstimateDetails,
  PracticeEstimatesQuery,
  RecordEstimateVisitBody,
} from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';

/** STYLE "API client and queries": the estimates screens' query keys. */
export const estimateKeys = {
  all: ['estimates'] as const,
  list: (query: PracticeEstimatesQuery) => [...estimateKeys.all, 'list', query] as const,
  one: (id: number) => [...estimateKeys.all, 'one', id] as const,
};

/** Issue 16 item 5: GET dentist/v1/estimates/ (newest first). */
export function estimatesQuery(client: ApiClient, query: PracticeEstimatesQuery) {
  return queryOptions({
    queryKey: estimateKeys.list(query),
    queryFn: async () => client.call('dentist.practiceEstimates', { query }),
  });
}

export function useEstimates(query: PracticeEstimatesQuery) {
  return useQuery({ ...estimatesQuery(useApiClient(), query), placeholderData: keepPreviousData });
}

/** GET dentist/v1/estimates/{id}/ (each read is audited: not refetched on focus). */
export function estimateQuery(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: estimateKeys.one(id),
    queryFn: async () => (await client.call('dentist.practiceEstimate', { params: { id: String(id) } })).data,
    refetchOnWindowFocus: false,
  });
}

export function useEstimate(id: number, enabled = true) {
  return useQuery({ ...estimateQuery(useApiClient(), id), enabled });
}

function useEstimateSaved() {
  const queryClient = useQueryClient();
  return (estimate: PracticeEstimateDetails) => {
    queryClient.setQueryData(estimateKeys.one(estimate.id), estimate);
    void queryClient.invalidateQueries({ queryKey: [...estimateKeys.all, 'list'] });
    // Home's "Estimates waiting" and, once recorded, the visits and the pricing inputs change too.
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    void queryClient.invalidateQueries({ queryKey: ['visits'] });
  };
}

/** POST dentist/v1/estimates/ (the body carries the form's idempotency key). */
export function useCreateEstimate() {
  const client = useApiClient();
  const saved = useEstimateSaved();
  return useMutation({
    mutationFn: async (body: CreateEstimateBody) => (await client.call('dentist.createEstimate', { body })).data,
    onSuccess: saved,
  });
}

/** POST dentist/v1/estimates/{id}/send/. */
export function useSendEstimate(id: number) {
  const client = useApiClient();
  const saved = useEstimateSaved();
  return useMutation({
    mutationFn: async () => (await client.call('dentist.sendEstimate', { params: { id: String(id) } })).data,
    onSuccess: saved,
  });
}

/** POST dentist/v1/estimates/{id}/void/. */
export function useVoidEstimate(id: number) {
  const client = useApiClient();
  const saved = useEstimateSaved();
  return useMutation({
    mutationFn: async (reason: string) =>
      (await client.call('dentist.voidEstimate', { params: { id: String(id) }, body: { reason } })).data,
    onSuccess: saved,
  });
}

/** POST dentist/v1/estimates/{id}/visit/ (the body carries the form's idempotency key). */
export function useRecordEstimateVisit(id: number) {
  const client = useApiClient();
  const saved = useEstimateSaved();
  return useMutation({
    mutationFn: async (body: RecordEstimateVisitBody) =>
      (await client.call('dentist.recordEstimateVisit', { params: { id: String(id) }, body })).data,
    onSuccess: saved,
  });
}
