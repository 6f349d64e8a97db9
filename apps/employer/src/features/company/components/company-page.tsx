import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LoadError, LoadingLines, PageTitle, SectionCard, UntilHydrated } from '@dental/ui';
import { useCompanyProfile } from '../../../shared/company-profile';
import { BANK_PATH } from '../../../shared/paths';
import { CompanyProfileForm } from './company-profile-form';
import { CompanyProfileView, CompanySettingsView } from './company-profile-view';

/** Issue 27: `/company`, the company's profile (edited here), its EDI flag and bank status (read-only). */
export function CompanyPage() {
  const profile = useCompanyProfile();
  const [editing, setEditing] = useState(false);
  return (
    <Stack spacing={3}>
      <PageTitle lead="Your company as the provider knows it.">Company</PageTitle>
      {profile.isPending && <LoadingLines lines={5} label="Loading the company" />}
      {profile.isError && <LoadError what="the company" onRetry={() => void profile.refetch()} />}
      {profile.data && (
        <>
          <SectionCard
            title="Profile"
            id="company-profile"
            action={
              editing ? undefined : (
                // Drawn at the server (decision 0067): held until hydrated, when a click opens the form.
                <UntilHydrated>
                  <Button variant="outlined" onClick={() => setEditing(true)}>
                    Edit profile
                  </Button>
                </UntilHydrated>
              )
            }
          >
            {editing ? (
              <CompanyProfileForm profile={profile.data} onDone={() => setEditing(false)} />
            ) : (
              <CompanyProfileView profile={profile.data} />
            )}
          </SectionCard>
          <SectionCard
            title="Enrolment and bank"
            id="company-settings"
            action={
              <Button variant="outlined" component={RouterLink} to={BANK_PATH}>
                Manage bank account
              </Button>
            }
          >
            <CompanySettingsView profile={profile.data} />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
