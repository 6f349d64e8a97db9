import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINT_PATHS,
  type CompleteEmailChangeRequest,
  type InitiateEmailChangeRequest,
  type MemberResponse,
  type MemberUpdateRequest,
  type MessageEnvelope,
  type PasswordChangeRequest,
} from '@dental/domain';
import { useApiClient } from '@dental/ui';
import { memberKeys } from '../../../shared/api/query-keys';

/** spec §7: PATCH member/v4/user/ with the changed personal fields; answers the member. */
export function useUpdateMember() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: MemberUpdateRequest) => client.patch<MemberResponse>(ENDPOINT_PATHS.updateMemberUser, changes),
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
    mutationFn: (request: InitiateEmailChangeRequest) => client.post<MessageEnvelope>(ENDPOINT_PATHS.initiateEmailChange, request),
  });
}

/** POST member/v4/user/complete-email-change/ with the mailed code. */
export function useCompleteEmailChange() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CompleteEmailChangeRequest) =>
      client.post<MessageEnvelope>(ENDPOINT_PATHS.completeEmailChange, request, { skipAuthHandler: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.user() }),
    meta: { errorToast: false },
  });
}

/** spec §7: PATCH member/v4/user/password/ { old_password, new_password, confirm_password }. */
export function useChangePassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: PasswordChangeRequest) => client.patch<MessageEnvelope>(ENDPOINT_PATHS.changePassword, request),
    // spec §8: the failure shows the server message as an error notice (the form shows it, not a toast too).
    meta: { errorToast: false },
  });
}
