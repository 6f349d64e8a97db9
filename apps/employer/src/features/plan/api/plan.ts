import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupPlan, PlanOfferingRequest } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { toastUnlessFieldError } from '../../../shared/field-error-toast';

/** The group plan's query key: every change answers the plan as it now stands, which replaces it. */
export const GROUP_PLAN_KEY = ['employer-plan'] as const;

/** GET employer/v1/plan/ as query options (the page's own and its route's `prefetch`, decision 0063). */
export const groupPlanQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: GROUP_PLAN_KEY,
    queryFn: async () => (await client.call('employer.groupPlan')).data,
  });

/** GET employer/v1/plan/. */
export function useGroupPlan() {
  return useQuery(groupPlanQuery(useApiClient()));
}

function useGroupPlanWritten() {
  const queryClient = useQueryClient();
  return (plan: GroupPlan) => queryClient.setQueryData(GROUP_PLAN_KEY, plan);
}

/** POST employer/v1/plan/offerings/: a change, its price in cents. */
export function useAddPlanOffering() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: PlanOfferingRequest) => (await client.call('employer.addPlanOffering', { body })).data,
    onSuccess: useGroupPlanWritten(),
    meta: { errorToast: toastUnlessFieldError },
  });
}

/** DELETE employer/v1/plan/offerings/:id/: cancels a scheduled change. */
export function useCancelPlanOffering() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await client.call('employer.cancelPlanOffering', { params: { id: String(id) } })).data,
    onSuccess: useGroupPlanWritten(),
  });
}
