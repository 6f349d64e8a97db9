import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChargeVisitCardBody,
  RecordVisitBody,
  VisitDetails,
  VisitPaymentMethod,
  VisitPricingQuery,
  VisitsQuery,
} from '@dental/domain';
import { useApiClient } from '@dental/ui';

/** STYLE "API client and queries": the visits screens' query keys. */
export const visitKeys = {
  all: ['visits'] as const,
  list: (query: VisitsQuery) => [...visitKeys.all, 'list', query] as const,
  one: (id: number) => [...visitKeys.all, 'one', id] as const,
  choices: () => [...visitKeys.all, 'choices'] as const,
  pricing: (query: VisitPricingQuery) => [...visitKeys.all, 'pricing', query] as const,
  cards: (id: number) => [...visitKeys.all, 'cards', id] as const,
};

/** Issue 16 item 4: GET dentist/v1/visits/ (newest first). */
export function useVisits(query: VisitsQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: visitKeys.list(query),
    queryFn: async () => client.call('dentist.visits', { query }),
    placeholderData: keepPreviousData,
  });
}

/** GET dentist/v1/visits/{id}/ (each read is audited: not refetched on focus). */
export function useVisit(id: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: visitKeys.one(id),
    queryFn: async () => (await client.call('dentist.visit', { params: { id: String(id) } })).data,
    refetchOnWindowFocus: false,
  });
}

/** GET dentist/v1/visit-choices/: the practice's dentists and locations. */
export function useVisitChoices() {
  const client = useApiClient();
  return useQuery({
    queryKey: visitKeys.choices(),
    queryFn: async () => (await client.call('dentist.visitChoices', {})).data,
  });
}

/** GET dentist/v1/visit-pricing/: the engine's inputs for the patient on the visit date (idle until found). */
export function useVisitPricing(query: VisitPricingQuery | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: visitKeys.pricing(query ?? { member_id: '', date_of_birth: '', appointment_date: '' }),
    queryFn: query === null ? skipToken : async () => (await client.call('dentist.visitPricing', { query })).data,
    staleTime: 0,
    retry: false,
  });
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
export function useVisitCards(id: number, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: visitKeys.cards(id),
    queryFn: enabled
      ? async () => (await client.call('dentist.visitCards', { params: { id: String(id) } })).data
      : skipToken,
    refetchOnWindowFocus: false,
  });
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
