import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  BENEFIT_SEARCH_MAX_PROCEDURES,
  MSG_BENEFIT_SEARCH_LIMIT,
  MSG_REQUIRED,
  PROCEDURE_CATALOGUE,
  formatMoney,
  searchProcedures,
  type BenefitSearchLine,
  type CatalogueProcedure,
  type EligiblePatient,
} from '@dental/domain';
import { DataTable, LoadError, LoadingLines, PickerInput, SectionCard } from '@dental/ui';
import { useBenefitSearch } from '../api/eligibility';
import { PlanShare } from '../../../shared/plan-share';
import { FrequencyTable } from './frequency-table';

const columns = [
  { key: 'procedure', header: 'Procedure', render: (l: BenefitSearchLine) => `${l.code} ${l.name}` },
  {
    key: 'fee',
    header: 'Allowed fee',
    align: 'right' as const,
    // Plan pays + patient pays = the allowed fee; in network that is the schedule's fee, not the office's.
    render: (l: BenefitSearchLine) =>
      l.fee_cents === l.allowed_cents ? (
        formatMoney(l.allowed_cents)
      ) : (
        <>
          {formatMoney(l.allowed_cents)}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            office {formatMoney(l.fee_cents)}
          </Typography>
        </>
      ),
  },
  {
    key: 'plan',
    header: 'Plan pays',
    align: 'right' as const,
    render: (l: BenefitSearchLine) => <PlanShare cents={l.plan_cents} reason={l.reduction_reason} />,
  },
  {
    key: 'patient',
    header: 'Patient pays',
    align: 'right' as const,
    render: (l: BenefitSearchLine) => formatMoney(l.patient_cents),
  },
];

/**
 * Issue 16 item 3: up to 10 procedures (by words or code, as price check) priced for this patient at this
 * practice today by the server's coverage engine. Sent with the look-up's keys: the member id and date of birth.
 */
export function BenefitSearch({ patient }: { patient: EligiblePatient }) {
  const [procedures, setProcedures] = useState<CatalogueProcedure[]>([]);
  const [codes, setCodes] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = useBenefitSearch(
    codes === null ? null : { member_id: patient.member_id, date_of_birth: patient.date_of_birth, codes },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (procedures.length === 0) {
      setError(MSG_REQUIRED);
      return;
    }
    setError(null);
    setCodes(procedures.map((p) => p.code).join(','));
  };

  const full = procedures.length >= BENEFIT_SEARCH_MAX_PROCEDURES;
  const id = `benefit-search-${patient.member_id}`;
  return (
    <SectionCard title={`Benefit Search for ${patient.first_name} ${patient.last_name}`} id={id}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby={id}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr auto' }, alignItems: 'start' }}
      >
        <PickerInput
          multiple
          options={PROCEDURE_CATALOGUE}
          value={procedures}
          onChange={(_event, value) => setProcedures(value.slice(0, BENEFIT_SEARCH_MAX_PROCEDURES))}
          filterOptions={(options, state) => searchProcedures(state.inputValue, options)}
          getOptionLabel={(p) => `${p.name} (${p.code})`}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          getOptionDisabled={() => full}
          label="Procedures"
          placeholder="cleaning, crown, D2740"
          error={error !== null}
          // Issue 26 item 8: at the limit the other procedures are greyed out; the helper says why.
          helperText={
            error ??
            (full
              ? `${MSG_BENEFIT_SEARCH_LIMIT}: remove one to add another`
              : `${MSG_BENEFIT_SEARCH_LIMIT}, by plain words or code`)
          }
          // Issue 26 item 8: a long procedure name wraps inside its chip instead of widening the page past 360px.
          slotProps={{
            chip: { sx: { maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } } },
          }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          Price procedures
        </Button>
      </Box>
      {search.isPending && codes !== null && <LoadingLines label="Pricing procedures" />}
      {search.isError && <LoadError what="the benefit search" onRetry={() => void search.refetch()} />}
      {search.data && (
        <Box sx={{ mt: 2 }}>
          <Box
            // Compact on phones so the four columns fit 360px without scrolling sideways.
            sx={{
              '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
              '& th:first-of-type, & td:first-of-type': { pl: 0 },
            }}
          >
            <DataTable label="Benefit Search" columns={columns} rows={search.data.lines} rowKey={(l) => l.code} />
          </Box>
          <Typography sx={{ mt: 2, fontWeight: 600 }} aria-live="polite">
            Total: plan pays {formatMoney(search.data.plan_cents)}, patient pays{' '}
            {formatMoney(search.data.patient_cents)}
          </Typography>
          {search.data.individual_remaining_after_cents !== null && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Individual benefit remaining after these: {formatMoney(search.data.individual_remaining_after_cents)}
            </Typography>
          )}
          <Box sx={{ mt: 2 }}>
            <FrequencyTable statuses={search.data.frequency} label="Frequency limits of these procedures" />
          </Box>
          {/* Issue 26 item 22: the estimate form opens for this patient with the searched codes as its lines. */}
          <Button
            component={RouterLink}
            to={`/estimates/new?${new URLSearchParams({ member_id: patient.member_id, date_of_birth: patient.date_of_birth, codes: search.data.lines.map((l) => l.code).join(',') })}`}
            variant="outlined"
            sx={{ mt: 2 }}
          >
            Create an estimate with these procedures
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}
