import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInviteBody,
  PracticeDentistInput,
  PracticeLocationInput,
  PracticeProfileUpdate,
  SetPinBody,
  StaffInviteBody,
  UnlockBody,
} from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';

/** STYLE "API client and queries": the practice feature's query keys. */
export const practiceKeys = {
  all: ['practice'] as const,
  profile: () => [...practiceKeys.all, 'profile'] as const,
  locations: () => [...practiceKeys.all, 'locations'] as const,
  dentists: () => [...practiceKeys.all, 'dentists'] as const,
  staff: () => [...practiceKeys.all, 'staff'] as const,
  lock: () => ['lock-state'] as const,
};

/** Issue 16 item 2: GET dentist/v1/practice/ (also read by the navigation's bank warning). */
export function practiceProfileQuery(client: ApiClient) {
  return queryOptions({
    queryKey: practiceKeys.profile(),
    queryFn: async () => (await client.call('dentist.practiceProfile')).data,
  });
}

export function usePracticeProfile() {
  return useQuery(practiceProfileQuery(useApiClient()));
}

export function useUpdatePracticeProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PracticeProfileUpdate) => client.call('dentist.updatePracticeProfile', { body }),
    onSuccess: (answer) => queryClient.setQueryData(practiceKeys.profile(), answer.data),
    meta: { errorToast: false },
  });
}

export function usePracticeLocations() {
  const client = useApiClient();
  return useQuery({
    queryKey: practiceKeys.locations(),
    queryFn: async () => (await client.call('dentist.practiceLocations')).data,
  });
}

/** Adds a location (id null) or changes one. */
export function useSaveLocation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PracticeLocationInput }) =>
      id === null
        ? client.call('dentist.addPracticeLocation', { body })
        : client.call('dentist.updatePracticeLocation', { params: { id: String(id) }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceKeys.locations() }),
    meta: { errorToast: false },
  });
}

/** Issue 26 item 10: removes a location (the server keeps it for the visits that name it; never the last one). */
export function useRemoveLocation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.call('dentist.removePracticeLocation', { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceKeys.locations() }),
  });
}

export function usePracticeDentists() {
  const client = useApiClient();
  return useQuery({
    queryKey: practiceKeys.dentists(),
    queryFn: async () => (await client.call('dentist.practiceDentists')).data,
  });
}

/** Adds a dentist (id null) or changes one; the practice's specialities follow. */
export function useSaveDentist() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PracticeDentistInput }) =>
      id === null
        ? client.call('dentist.addPracticeDentist', { body })
        : client.call('dentist.updatePracticeDentist', { params: { id: String(id) }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceKeys.all }),
    meta: { errorToast: false },
  });
}

export function useRemoveDentist() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.call('dentist.removePracticeDentist', { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceKeys.all }),
  });
}

/** The owner's staff list (an audited read: only fetched on the Staff tab). */
export function usePracticeStaff(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: practiceKeys.staff(),
    queryFn: async () => (await client.call('dentist.practiceStaff')).data,
    enabled,
  });
}

export function useInviteStaff() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteBody) => client.call('dentist.inviteStaff', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceKeys.staff() }),
    meta: { errorToast: false },
  });
}

export function useRevokeInvite() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.call('dentist.revokeStaffInvite', { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceKeys.staff() }),
  });
}

export function useRemoveStaffUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.call('dentist.removeStaffUser', { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceKeys.staff() }),
  });
}

/** Signed out: POST dentist/v1/staff-invites/accept/. */
export function useAcceptInvite() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: AcceptInviteBody) => client.call('dentist.acceptStaffInvite', { body }),
    meta: { errorToast: false },
  });
}

/** Whether this session's screen is locked (it survives a reload: the lock is kept by the server). */
export function lockStateQuery(client: ApiClient) {
  return queryOptions({
    queryKey: practiceKeys.lock(),
    queryFn: async () => (await client.call('dentist.lockState')).data,
  });
}

export function useLockState() {
  return useQuery(lockStateQuery(useApiClient()));
}

export function useSetPin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPinBody) => client.call('dentist.setMyPin', { body }),
    onSuccess: (answer) => queryClient.setQueryData(practiceKeys.lock(), answer.data),
    meta: { errorToast: false },
  });
}

export function useLockScreen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call('dentist.lockScreen'),
    onSuccess: (answer) => queryClient.setQueryData(practiceKeys.lock(), answer.data),
  });
}

export function useUnlockScreen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnlockBody) => client.call('dentist.unlockScreen', { body }),
    onSuccess: (answer) => queryClient.setQueryData(practiceKeys.lock(), answer.data),
    meta: { errorToast: false },
  });
}
