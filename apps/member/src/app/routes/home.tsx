import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { MemberDetailsCard } from '../../features/home/components/member-details-card';
import { PlanBenefitsTable } from '../../features/home/components/plan-benefits-table';
import { MembersList } from '../../features/family/components/members-list';
import { groupIdCardQuery, idCardsLinksQuery } from '../../features/id-cards/api/id-cards';
import { IdCardsSection } from '../../features/id-cards/components/id-cards-section';
import { benefitQuery, useBenefit } from '../../shared/api/benefit';
import { familyMembersQuery, useFamilyMembers } from '../../shared/api/family-members';
import { idCardDataQuery } from '../../shared/api/id-card-data';
import { memberUserQuery, useMemberUser } from '../../shared/api/member-user';
import { prefetchQueries } from '../../shared/api/prefetch';
import { useWording } from '../../shared/hooks/use-wording';
import { LoadError, LoadingLines, PageTitle, SectionCard } from '@dental/ui';

/** The home's calls, started before its first render when it opens first (decision 0031). */
export const prefetch = prefetchQueries(
  memberUserQuery,
  benefitQuery,
  familyMembersQuery,
  idCardDataQuery,
  idCardsLinksQuery,
  groupIdCardQuery,
);

/** spec §2: the member home (/ and /member): details, members, plan benefits and ID cards. */
export function Component() {
  const word = useWording();
  const member = useMemberUser();
  const benefit = useBenefit();
  const family = useFamilyMembers();
  const familyNames = new Map((family.data ?? []).map((relative) => [relative.patient, relative.name]));
  return (
    <>
      <PageTitle lead={benefit.data ? word(`Your plan: ${benefit.data.plan_name}`) : undefined}>Home</PageTitle>
      <Stack spacing={3}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {member.isPending && <MemberDetailsCard member={undefined} word={word} />}
          {member.isError && (
            <SectionCard id="member-details-heading" title="Member details">
              <LoadError what="your details" onRetry={() => void member.refetch()} />
            </SectionCard>
          )}
          {member.data && <MemberDetailsCard member={member.data} word={word} />}
          <SectionCard id="plan-benefits-heading" title={word('Plan benefits')}>
            {benefit.isPending && <LoadingLines lines={3} label={word('Loading plan benefits')} />}
            {benefit.isError && <LoadError what={word('your plan benefits')} onRetry={() => void benefit.refetch()} />}
            {benefit.data && <PlanBenefitsTable benefit={benefit.data} label={word('Plan benefits')} />}
          </SectionCard>
        </Box>
        <SectionCard id="members-heading" title="Members">
          {(member.isPending || benefit.isPending || family.isPending) && (
            <LoadingLines lines={4} label="Loading members" />
          )}
          {family.isError && <LoadError what="your family members" onRetry={() => void family.refetch()} />}
          {member.data && benefit.data && family.data && (
            <MembersList member={member.data} benefit={benefit.data} family={family.data} word={word} />
          )}
        </SectionCard>
        <IdCardsSection familyNames={familyNames} word={word} />
      </Stack>
    </>
  );
}
