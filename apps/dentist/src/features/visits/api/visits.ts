import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ChargeVisitCardBody,
  RecordVisitBody,
  VisitDetails,
  VisitPaymentMethod,
  VisitsQuery,
} from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { visitKeys } from '../../../shared/visit-form/visit-form-api';

export { useVisitChoices, useVisitPricing, visitKeys } from '../../../shared/visit-form/visit-form-api';

/** Issue 16 item 4: GET dentist/v1/visits/ (newest first). */
export function visitsQuery(client: ApiClient, query: VisitsQuery) {
  return queryOptions({
    queryKey: visitKeys.list(query),
    queryFn: async () => client.call('dentist.visits', { query }),
  });
}

export function useVisits(query: VisitsQuery) {
  return useQuery({ ...visitsQuery(useApiClient(), query), placeholderData: keepPreviousData });
}

/** GET dentist/v1/visits/{id}/ (each read is audited: not refetched on focus). */
export function visitQuery(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: visitKeys.one(id),
    queryFn: async () => (await client.call('dentist.visit', { params: { id: String(id) } })).data,
    refetchOnWindowFocus: false,
  });
}

export function useVisit(id: number, enabled = true) {
  return useQuery({ ...visitQuery(useApiClient(), id), enabled });
}

function useVisitSaved() {
  const queryClient = useQueryClient();
  return (visit: VisitDetails) => {
    queryClient.setQueryData(visitKeys.one(visit.id), visit);
    void queryClient.invalidateQueries({ queryKey: [...visitKeys.all, 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...visitKeys.all, 'pricing'] });
  };
}

/** POST dentist/v1/visits/ (the body carries the form's idempotency key). */
export function useRecordVisit() {
  const client = useApiClient();
  const saved = useVisitSaved();
  return useMutation({
    mutationFn: async (body: RecordVisitBody) => (await client.call('dentist.recordVisit', { body })).data,
    onSuccess: saved,
  });
}

/** POST dentist/v1/visits/{id}/void/. */
export function useVoidVisit(id: number) {
  const client = useApiClient();
  const saved = useVisitSaved();
  return useMutation({
    mutationFn: async (reason: string) =>
      (await client.call('dentist.voidVisit', { params: { id: String(id) }, body: { reason } })).data,
    onSuccess: saved,
  });
}

/** POST dentist/v1/visits/{id}/payments/. */
export function usePayVisit(id: number) {
  const client = useApiClient();
  const saved = useVisitSaved();
  return useMutation({
    mutationFn: async (method: VisitPaymentMethod) =>
      (await client.call('dentist.payVisit', { params: { id: String(id) }, body: { method } })).data,
    onSuccess: saved,
  });
}

/** GET dentist/v1/visits/{id}/cards/: the household's saved cards (decision 0033; audited, so not on focus). */
export function visitCardsQuery(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: visitKeys.cards(id),
    queryFn: async () => (await client.call('dentist.visitCards', { params: { id: String(id) } })).data,
    refetchOnWindowFocus: false,
  });
}

export function useVisitCards(id: number, enabled: boolean) {
  const options = visitCardsQuery(useApiClient(), id);
  return useQuery({ ...options, queryFn: enabled ? options.queryFn : skipToken });
}

/** POST dentist/v1/visits/{id}/card-charges/ (the body carries the confirmation's idempotency key). */
export function useChargeVisitCard(id: number) {
  const client = useApiClient();
  const saved = useVisitSaved();
  return useMutation({
    mutationFn: async (body: ChargeVisitCardBody) =>
      (await client.call('dentist.chargeVisitCard', { params: { id: String(id) }, body })).data,
    onSuccess: saved,
  });
}
