import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import { MSG_NO_MEMBER_MATCHES, eligibilityQuerySchema, type EligibilityQuery } from '@dental/domain';
import { ApiError, EmptyState, LoadError, LoadingLines, PageTitle, SectionCard } from '@dental/ui';
import { useEligibility } from '../api/eligibility';
import { EligibilityForm } from './eligibility-form';
import { PatientCard } from './patient-card';
import { BenefitSearch } from './benefit-search';

/** Issue 16 item 3: the front desk's eligibility check, then a Benefit Search for the patient found. */
/**
 * A link's keys (the patients list: `?member_id=...&date_of_birth=...`, decision 0030): looked up at once when
 * the domain rule accepts them; anything else opens the empty form.
 */
function linkedQuery(search: URLSearchParams): EligibilityQuery | null {
  const memberId = search.get('member_id');
  const dateOfBirth = search.get('date_of_birth');
  if (memberId === null || dateOfBirth === null) return null;
  const query = { member_id: memberId, date_of_birth: dateOfBirth };
  return eligibilityQuerySchema.safeParse(query).success ? query : null;
}

export function EligibilityPage() {
  const [search] = useSearchParams();
  const [query, setQuery] = useState<EligibilityQuery | null>(() => linkedQuery(search));
  const lookUp = useEligibility(query);
  const serverErrors = lookUp.error instanceof ApiError ? lookUp.error.fieldErrors : {};
  const patients = lookUp.data?.patients ?? [];
  return (
    <Stack spacing={3}>
      <PageTitle lead="Find a patient by member id or last name, with the date of birth.">Eligibility</PageTitle>
      <SectionCard title="Look up a patient" id="eligibility-look-up">
        <EligibilityForm onSubmit={setQuery} serverErrors={serverErrors} initial={query} />
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
