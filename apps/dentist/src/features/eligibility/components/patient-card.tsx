import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  BENEFIT_TYPE_LABELS,
  DENTIST_PRINTOUT_PATHS,
  apiPath,
  formatIsoDate,
  formatMoney,
  planBenefitRows,
  type EligiblePatient,
} from '@dental/domain';
import { Detail, REMAINING_TEXT_COLOR } from '@dental/ui';
import { FrequencyTable } from './frequency-table';
import { PrintButton } from '../../../shared/print-button';

const money = (cents: number | null) => (cents === null ? 'Not available' : formatMoney(cents));

/** The member home's benefits table (same rows, same colour rule) from a look-up's limits. */
function LimitsTable({ patient, label }: { patient: EligiblePatient; label: string }) {
  if (!patient.individual) return null;
  const rows = planBenefitRows({
    dental_benefit_limit: patient.individual.limit_cents,
    dental_benefit_used: patient.individual.used_cents,
    dental_benefit_remaining: patient.individual.remaining_cents,
    family_benefit_limit: patient.family?.limit_cents ?? null,
    family_benefit_used: patient.family?.used_cents ?? null,
    family_benefit_remaining: patient.family?.remaining_cents ?? null,
    ortho_benefit_limit: patient.ortho?.limit_cents ?? null,
    ortho_benefit_used: patient.ortho?.used_cents ?? null,
    ortho_benefit_remaining: patient.ortho?.remaining_cents ?? null,
  });
  return (
    <Table
      aria-label={label}
      size="small"
      sx={{ '& th, & td': { px: { xs: 0.5, sm: 2 } }, '& th:first-of-type, & td:first-of-type': { pl: 0 } }}
    >
      <TableHead>
        <TableRow>
          {['Benefit', 'Limit', 'Used', 'Remaining'].map((header, i) => (
            <TableCell key={header} component="th" scope="col" align={i === 0 ? 'left' : 'right'}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell align="right">{formatMoney(row.limit)}</TableCell>
            <TableCell align="right">{money(row.used)}</TableCell>
            <TableCell
              align="right"
              data-remaining-color={row.remainingColor}
              sx={{ color: REMAINING_TEXT_COLOR[row.remainingColor], fontWeight: 650 }}
            >
              {money(row.remaining)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Issue 26 item 23: the household's other covered people, each a link to their own check (the eligibility
 * page runs the look-up its address names, audited as any other).
 */
function HouseholdList({ patient, name }: { patient: EligiblePatient; name: string }) {
  const headingId = `household-${patient.member_id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h4" variant="subtitle2">
        Also covered in {patient.first_name}&apos;s household
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={`Household of ${name}`}>
        {patient.household.map((person) => (
          <li key={person.member_id}>
            <Link
              component={RouterLink}
              underline="always"
              to={`/eligibility?${new URLSearchParams({ member_id: person.member_id, date_of_birth: person.date_of_birth })}`}
            >
              Check {person.first_name} {person.last_name}
            </Link>{' '}
            ({person.relationship}, born {formatIsoDate(person.date_of_birth)})
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** One patient of a look-up: who, the plan and network, coverage per service type, limits and dates. */
export function PatientCard({ patient }: { patient: EligiblePatient }) {
  const name = `${patient.first_name} ${patient.last_name}`;
  const headingId = `patient-${patient.member_id}`;
  const dates = patient.coverage_start
    ? `${formatIsoDate(patient.coverage_start)} – ${patient.coverage_end ? formatIsoDate(patient.coverage_end) : 'ongoing'}`
    : 'None';
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography variant="h3" id={headingId} sx={{ fontSize: '1.125rem', flex: 1, minWidth: 0 }}>
          {name}
        </Typography>
        <Chip
          label={patient.eligible ? 'Eligible' : 'Not eligible'}
          color={patient.eligible ? 'success' : 'error'}
          variant="outlined"
        />
        {patient.network !== null && (
          <Chip
            label={patient.in_network ? 'In network here' : 'Out of network here'}
            color={patient.in_network ? 'success' : 'warning'}
            variant="outlined"
          />
        )}
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, m: 0 }}
      >
        <Detail label="Member id" value={patient.member_id} />
        <Detail label="Date of birth" value={formatIsoDate(patient.date_of_birth)} />
        <Detail label="Relationship" value={patient.relationship} />
        <Detail label="Benefit type" value={BENEFIT_TYPE_LABELS[patient.benefit_type]} />
        <Detail label="Plan" value={patient.plan_name} />
        <Detail label="Network tier" value={patient.network_label ?? 'None'} />
        <Detail label="Coverage dates" value={dates} wide />
      </Box>
      {patient.coverage && (
        <Box
          component="dl"
          aria-label="Coverage per service type"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, mt: 2, mb: 0 }}
        >
          <Detail label="Preventive" value={`${patient.coverage.PDS}%`} />
          <Detail label="Basic" value={`${patient.coverage.BRS}%`} />
          <Detail label="Major" value={`${patient.coverage.MRS}%`} />
          <Detail label="Ortho" value={`${patient.coverage.ortho}%`} />
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <LimitsTable patient={patient} label={`Benefits of ${name}`} />
      </Box>
      {patient.frequency.length > 0 && (
        <Box component="section" aria-labelledby={`frequency-${patient.member_id}`} sx={{ mt: 2 }}>
          <Typography id={`frequency-${patient.member_id}`} component="h4" variant="subtitle2">
            How often the plan covers
          </Typography>
          <FrequencyTable statuses={patient.frequency} label={`Frequency limits of ${name}`} />
        </Box>
      )}
      {patient.household.length > 0 && <HouseholdList patient={patient} name={name} />}
      {/* Issue 26 item 21: the card as a one-page PDF, by the same keys (counted as a look-up). */}
      <Box sx={{ mt: 2 }}>
        <PrintButton
          href={`${apiPath(DENTIST_PRINTOUT_PATHS.eligibility)}?${new URLSearchParams({ member_id: patient.member_id, date_of_birth: patient.date_of_birth })}`}
          label="Print eligibility"
        />
      </Box>
      {patient.eligible && (
        // Issue 16 items 4 and 5: the record-visit and estimate forms look this patient up by the same keys.
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button
            component={RouterLink}
            to={`/visits/new?${new URLSearchParams({ member_id: patient.member_id, date_of_birth: patient.date_of_birth })}`}
            variant="outlined"
          >
            Record a visit for {patient.first_name}
          </Button>
          <Button
            component={RouterLink}
            to={`/estimates/new?${new URLSearchParams({ member_id: patient.member_id, date_of_birth: patient.date_of_birth })}`}
            variant="outlined"
          >
            Create an estimate
          </Button>
        </Box>
      )}
    </Paper>
  );
}
