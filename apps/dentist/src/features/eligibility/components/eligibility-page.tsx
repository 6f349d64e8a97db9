import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import { MSG_NO_MEMBER_MATCHES, eligibilityQuerySchema, type EligibilityQuery } from '@dental/domain';
import { ApiError, EmptyState, LoadError, LoadingLines, PageTitle, SectionCard, UntilHydrated } from '@dental/ui';
import { useEligibility } from '../api/eligibility';
import { EligibilityForm } from './eligibility-form';
import { PatientCard } from './patient-card';
import { BenefitSearch } from './benefit-search';

/** Issue 16 item 3: the front desk's eligibility check, then a Benefit Search for the patient found. */
/**
 * A link's keys (the patients list: `?member_id=...&date_of_birth=...`, decision 0030): looked up at once when
 * the domain rule accepts them; anything else opens the empty form.
 */
export function linkedQuery(search: URLSearchParams): EligibilityQuery | null {
  const memberId = search.get('member_id');
  const dateOfBirth = search.get('date_of_birth');
  if (memberId === null || dateOfBirth === null) return null;
  const query = { member_id: memberId, date_of_birth: dateOfBirth };
  return eligibilityQuerySchema.safeParse(query).success ? query : null;
}

/**
 * Issue 26 item 10: the page follows its link. Opened again with other keys while on screen (Back, Forward, the
 * Eligibility entry), it starts over from them: their fields and their look-up, nothing of the last link's.
 */
export function EligibilityPage() {
  const [search] = useSearchParams();
  const link = `${search.get('member_id') ?? ''} ${search.get('date_of_birth') ?? ''}`;
  return <EligibilityLookUp key={link} search={search} />;
}

/** One look-up: each submit is a new one (`round`), so a result is never left from the last. */
interface LookUp {
  query: EligibilityQuery | null;
  round: number;
}

function EligibilityLookUp({ search }: { search: URLSearchParams }) {
  const [lookUp, setLookUp] = useState<LookUp>(() => ({ query: linkedQuery(search), round: 0 }));
  const { query } = lookUp;
  // Issue 26 item 7: a look-up the rule refuses clears the last result (a wrong-patient risk); a valid one is
  // asked again even with the same keys (coverage changes with every visit), its answer replacing the last.
  const result = useEligibility(query, lookUp.round);
  const onSubmit = (next: EligibilityQuery | null) => setLookUp((last) => ({ query: next, round: last.round + 1 }));
  const serverErrors = result.error instanceof ApiError ? result.error.fieldErrors : {};
  const patients = result.data?.patients ?? [];
  return (
    <Stack spacing={3}>
      <PageTitle lead="Find a patient by member id or last name, with the date of birth.">Eligibility</PageTitle>
      <SectionCard title="Look up a patient" id="eligibility-look-up">
        {/* Drawn at the server, the form takes typing and a submit once React has hydrated it (decision 0034). */}
        <UntilHydrated>
          <EligibilityForm onSubmit={onSubmit} serverErrors={serverErrors} initial={query} />
        </UntilHydrated>
      </SectionCard>
      <section aria-label="Eligibility result" aria-live="polite">
        {query !== null && result.isPending && <LoadingLines label="Checking eligibility" />}
        {result.isError && Object.keys(serverErrors).length === 0 && (
          <LoadError what="eligibility" onRetry={() => void result.refetch()} />
        )}
        {result.data && patients.length === 0 && <EmptyState>{MSG_NO_MEMBER_MATCHES}</EmptyState>}
        <Stack spacing={3}>
          {patients.map((patient) => (
            <Stack key={patient.member_id} spacing={3}>
              <PatientCard patient={patient} />
              {patient.eligible && (
                <UntilHydrated>
                  <BenefitSearch patient={patient} />
                </UntilHydrated>
              )}
            </Stack>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
