import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { TwoStepEntry } from '@dental/ui';
import { MemberDetailsForm } from '../../features/account/components/member-details-form';
import { PasswordChangeForm } from '../../features/account/components/password-change-form';
import { memberUserQuery, useMemberUser } from '../../shared/api/member-user';
import { prefetchQueries } from '../../shared/api/prefetch';
import { useWording } from '../../shared/hooks/use-wording';
import { LoadError, LoadingLines, PageTitle, SectionCard, UntilHydrated } from '@dental/ui';

/** The page's calls, started before its first render when it opens first (decision 0031). */
export const prefetch = prefetchQueries(memberUserQuery);

/** spec §2 /my-account: member details and account, password change. */
export function Component() {
  const word = useWording();
  const member = useMemberUser();
  return (
    <>
      <PageTitle lead="Keep your details up to date and manage your password.">My account</PageTitle>
      <Stack spacing={3}>
        {/* Drawn at the server, the forms wait for React before they take typing or a submit (decision 0034). */}
        <UntilHydrated>
          <SectionCard id="details-heading" title="Member details">
            {/* About the form's height (phone, desktop) is held while it loads: the password card below does not move (issue 17). */}
            {member.isPending && (
              <Box sx={{ minHeight: { xs: 1090, md: 730 } }}>
                <LoadingLines lines={6} label="Loading your details" />
              </Box>
            )}
            {member.isError && <LoadError what="your details" onRetry={() => void member.refetch()} />}
            {member.data && <MemberDetailsForm key={member.data.id} member={member.data} word={word} />}
          </SectionCard>
          <SectionCard id="password-heading" title="Change password">
            <PasswordChangeForm />
          </SectionCard>
        </UntilHydrated>
        <SectionCard id="two-step-heading" title="Two-step verification">
          <TwoStepEntry />
        </SectionCard>
      </Stack>
    </>
  );
}
