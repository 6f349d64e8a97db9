// The company profile is read by three areas: the company page shows it, and the employees and census areas
// read its EDI flag (spec §6: some features are disabled for companies using EDI). One query, one key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@dental/ui';
import { useApiClient } from '@dental/ui';

/** The company profile's query key. */
export const COMPANY_PROFILE_KEY = ['employer-company'] as const;

/** GET employer/v1/company/ as query options (the company page's update writes the same key). */
export const companyProfileQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: COMPANY_PROFILE_KEY,
    queryFn: async () => (await client.call('employer.companyProfile')).data,
  });

/** The caller's company profile. */
export function useCompanyProfile() {
  return useQuery(companyProfileQuery(useApiClient()));
}

/**
 * Whether enrolment controls are off: the company sends its employees by EDI, or its profile has not answered
 * yet (a control that would be refused is not offered before we know).
 */
export function useEnrolmentLocked(): { locked: boolean; usesEdi: boolean } {
  const profile = useCompanyProfile();
  const usesEdi = profile.data?.uses_edi ?? false;
  return { locked: !profile.data || usesEdi, usesEdi };
}

/**
 * The style of a control that `useEnrolmentLocked` turns on once the profile answers: on at once, not through
 * MUI's 250 ms colour fade, whose middle frames fall below contrast 4.5 (a page checked the moment it shows its
 * data met one; issue 28 item 5 is the same fault for controls held until hydration).
 */
export const LOCKABLE_CONTROL_STYLE = { transition: 'none' } as const;
