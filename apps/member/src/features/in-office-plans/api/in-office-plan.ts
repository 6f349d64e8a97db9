import { useQuery } from '@tanstack/react-query';
import type { InOfficePlan, InOfficePlanQuery } from '@dental/domain';
import { useApiClient } from '@dental/ui';
import { inOfficePlanKeys } from './in-office-plan-keys';

/**
 * GET member/v4/in-office-plans/{id}/ (public: a practice's plan link works signed out). An unknown plan is
 * shown as "no longer available" on the screen, not as the 404 page. Signed out, a 401 is no ended session.
 */
export function useInOfficePlan(
  id: string | null,
  { signedOut = false, locationId = null }: { signedOut?: boolean; locationId?: string | null } = {},
) {
  const client = useApiClient();
  // The practice location chosen in the shop (issue 17: the purchase page names the same one).
  const query: InOfficePlanQuery = locationId === null ? {} : { location_id: locationId };
  return useQuery({
    queryKey: inOfficePlanKeys.one(id ?? '', locationId),
    queryFn: async (): Promise<InOfficePlan> =>
      (
        await client.call('member.inOfficePlan', {
          params: { id: id ?? '' },
          query,
          skipNotFoundRedirect: true,
          skipAuthHandler: signedOut,
        })
      ).data,
    enabled: id !== null,
    meta: { errorToast: false },
  });
}
