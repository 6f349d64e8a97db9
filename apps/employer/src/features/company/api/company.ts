import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@dental/ui';
import { COMPANY_PROFILE_KEY } from '../../../shared/company-profile';

/**
 * PATCH employer/v1/company/ with the form's fields as typed (checked by the same rule first): the request's
 * shape is the rule's input (ein or ssn), not its output (the normalised tax_id).
 */
export function useUpdateCompanyProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: unknown) => (await client.call('employer.updateCompanyProfile', { body })).data,
    onSuccess: (profile) => queryClient.setQueryData(COMPANY_PROFILE_KEY, profile),
  });
}
