import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  DENTIST_SPECIALITY_LABELS,
  WEEKDAYS,
  formatDate,
  formatMoney,
  formatPhone,
  type PracticeDetails,
  type PracticeLocation,
} from '@dental/domain';
import { useWording } from '../../../shared/hooks/use-wording';
import { NetworkChip } from './network-chip';
import { directionsUrl, hoursOn } from './search-words';
import { SectionCard, visuallyHidden } from '@dental/ui';

function LocationCard({ location, index }: { location: PracticeLocation; index: number }) {
  const address = `${location.address_line_1}${location.address_line_2 ? `, ${location.address_line_2}` : ''}, ${location.city}, ${location.state} ${location.zip}`;
  return (
    <SectionCard title={location.name} id={`location-${index}`}>
      <Typography>{address}</Typography>
      <Typography>
        <Link href={`tel:${location.phone}`}>{formatPhone(location.phone)}</Link>
        {' · '}
        <Link href={directionsUrl(address)} target="_blank" rel="noopener noreferrer">
          Directions
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (opens in a new tab)
          </Box>
        </Link>
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {location.accepting_new_patients ? 'Accepting new patients' : 'Not accepting new patients'}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>Languages: {location.languages.join(', ')}</Typography>
      <Table size="small" aria-label={`Opening hours of ${location.name}`} sx={{ mt: 1, maxWidth: 360 }}>
        <TableBody>
          {WEEKDAYS.map((day) => (
            <TableRow key={day}>
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                {day}
              </TableCell>
              <TableCell>{hoursOn(location.hours, day)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
}

/** Issue 6: a practice page: locations and hours, dentists, network, in-office plans, last verified. */
export function PracticeDetailsView({ practice }: { practice: PracticeDetails }) {
  const word = useWording();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <NetworkChip network={practice.network} inNetwork={practice.in_network} />
        <Typography>
          <Link href={`tel:${practice.phone}`}>{formatPhone(practice.phone)}</Link>
          {practice.website && (
            <>
              {' · '}
              <Link href={practice.website} target="_blank" rel="noopener noreferrer">
                Website
              </Link>
            </>
          )}
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>
        {practice.data_verified_at
          ? `Information last verified ${formatDate(practice.data_verified_at, 'MMM D, YYYY')}`
          : 'Information not yet verified'}
      </Typography>
      {practice.locations.map((location, index) => (
        <LocationCard key={location.id} location={location} index={index} />
      ))}
      <SectionCard title="Dentists" id="practice-dentists">
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {practice.dentists.map((d) => (
            <li key={d.id}>
              Dr. {d.name} — {d.specialities.map((s) => DENTIST_SPECIALITY_LABELS[s]).join(', ')}
            </li>
          ))}
        </Box>
      </SectionCard>
      <SectionCard title={word('In-office plans')} id="practice-plans">
        {practice.in_office_plans.length === 0 ? (
          <Typography>{word('This practice sells no in-office plans.')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {practice.in_office_plans.map((plan) => (
              <li key={plan.id}>
                <strong>{plan.name}</strong>: {formatMoney(plan.price_cents)} for {plan.term_months} months (
                {formatMoney(plan.monthly_price_cents)} a month)
                {plan.discount_percent > 0 ? `, ${plan.discount_percent}% off other care` : ''}. {plan.description}
              </li>
            ))}
          </Box>
        )}
      </SectionCard>
    </Box>
  );
}
