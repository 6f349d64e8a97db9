import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CompleteEmailChangeRequest,
  type InitiateEmailChangeRequest,
  type MemberUpdateRequest,
  type PasswordChangeRequest,
} from '@dental/domain';
import { useApiClient } from '@dental/ui';
import { memberKeys } from '../../../shared/api/query-keys';

/** spec §7: PATCH member/v4/user/ with the changed personal fields; answers the member. */
export function useUpdateMember() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: MemberUpdateRequest) => client.call('member.updateMemberUser', { body: changes }),
    onSuccess: (body) => {
      queryClient.setQueryData(memberKeys.user(), body.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.family() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.idCardData() }),
      ]);
    },
  });
}

/** spec §5 and §7: POST member/v4/user/initiate-email-change/; mails a confirmation link to the new address. */
export function useInitiateEmailChange() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: InitiateEmailChangeRequest) => client.call('member.initiateEmailChange', { body: request }),
  });
}

/** POST member/v4/user/complete-email-change/ with the mailed code. */
export function useCompleteEmailChange() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CompleteEmailChangeRequest) =>
      client.call('member.completeEmailChange', { body: request, skipAuthHandler: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.user() }),
    meta: { errorToast: false },
  });
}

/** spec §7: PATCH member/v4/user/password/ { old_password, new_password, confirm_password }. */
export function useChangePassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: PasswordChangeRequest) => client.call('member.changePassword', { body: request }),
    // spec §8: the failure shows the server message as an error notice (the form shows it, not a toast too).
    meta: { errorToast: false },
  });
}
