import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { MSG_NO_MEMBER_MATCHES, type EligibilityQuery } from '@dental/domain';
import { ApiError, EmptyState, LoadError, LoadingLines, PageTitle, SectionCard } from '@dental/ui';
import { useEligibility } from '../api/eligibility';
import { EligibilityForm } from './eligibility-form';
import { PatientCard } from './patient-card';
import { BenefitSearch } from './benefit-search';

/** Issue 16 item 3: the front desk's eligibility check, then a Benefit Search for the patient found. */
export function EligibilityPage() {
  const [query, setQuery] = useState<EligibilityQuery | null>(null);
  const lookUp = useEligibility(query);
  const serverErrors = lookUp.error instanceof ApiError ? lookUp.error.fieldErrors : {};
  const patients = lookUp.data?.patients ?? [];
  return (
    <Stack spacing={3}>
      <PageTitle lead="Find a patient by member id or last name, with the date of birth.">Eligibility</PageTitle>
      <SectionCard title="Look up a patient" id="eligibility-look-up">
        <EligibilityForm onSubmit={setQuery} serverErrors={serverErrors} />
      </SectionCard>
      <section aria-label="Eligibility result" aria-live="polite">
        {query !== null && lookUp.isPending && <LoadingLines label="Checking eligibility" />}
        {lookUp.isError && Object.keys(serverErrors).length === 0 && (
          <LoadError what="eligibility" onRetry={() => void lookUp.refetch()} />
        )}
        {lookUp.data && patients.length === 0 && <EmptyState>{MSG_NO_MEMBER_MATCHES}</EmptyState>}
        <Stack spacing={3}>
          {patients.map((patient) => (
            <Stack key={patient.member_id} spacing={3}>
              <PatientCard patient={patient} />
              {patient.eligible && <BenefitSearch patient={patient} />}
            </Stack>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
