import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptInviteBody, CompanyInviteBody } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { toastUnlessFieldError } from '../../../shared/field-error-toast';

/** The company users' query key: every change reads the list again. */
export const COMPANY_USERS_KEY = ['employer-company-users'] as const;

/** GET employer/v1/company/users/ as query options (the page's own and its route's `prefetch`, decision 0063). */
export const companyUsersQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: COMPANY_USERS_KEY,
    queryFn: async () => (await client.call('employer.companyUsers')).data,
  });

/** GET employer/v1/company/users/. */
export function useCompanyUsers() {
  return useQuery(companyUsersQuery(useApiClient()));
}

function useUsersChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY });
}

/** POST employer/v1/company/users/invites/. */
export function useInviteCompanyUser() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: CompanyInviteBody) => (await client.call('employer.inviteCompanyUser', { body })).data,
    onSuccess: useUsersChanged(),
    meta: { errorToast: toastUnlessFieldError },
  });
}

/** The actions on one invitation or user: send again, withdraw, remove. */
export function useCompanyUserAction(action: 'resendCompanyInvite' | 'revokeCompanyInvite' | 'removeCompanyUser') {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const params = { id: String(id) };
      if (action === 'resendCompanyInvite') await client.call('employer.resendCompanyInvite', { params, body: {} });
      else await client.call(`employer.${action}`, { params });
    },
    onSuccess: useUsersChanged(),
  });
}

/** POST employer/v1/user-invites/accept/ (signed out: the code in the link is the credential). */
export function useAcceptCompanyInvite() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: AcceptInviteBody) => (await client.call('employer.acceptCompanyInvite', { body })).data,
    // The page shows the answer's message itself (the link no longer works), or binds it to the field.
    meta: { errorToast: false },
  });
}
