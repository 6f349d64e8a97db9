import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEEKDAYS, formatPhone, type ManagedLocation } from '@dental/domain';
import { EmptyState, LoadError, LoadingLines, SectionCard } from '@dental/ui';
import { usePracticeLocations, useRemoveLocation } from '../api/practice';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { LocationForm } from './location-form';

function hoursText(location: ManagedLocation): string {
  return WEEKDAYS.map((day) => {
    const open = location.hours[day];
    return `${day.slice(0, 3)} ${open ? `${open.open}–${open.close}` : 'closed'}`;
  }).join(' · ');
}

/** Issue 16 item 2: the practice's locations, as the member's Find a Dentist shows them; the owner edits. */
export function LocationsSection({ isOwner }: { isOwner: boolean }) {
  const locations = usePracticeLocations();
  // null: no form; 'new': adding; a number: editing that location.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // Issue 26 item 10: the location whose removal is being asked about.
  const [asking, setAsking] = useState<ManagedLocation | null>(null);
  const remove = useRemoveLocation();
  const confirmRemove = () => {
    const chosen = asking;
    setAsking(null);
    if (chosen && !remove.isPending) remove.mutate(chosen.id);
  };
  return (
    <SectionCard
      title="Locations"
      id="practice-locations"
      action={
        isOwner && editing === null ? (
          <Button variant="outlined" onClick={() => setEditing('new')}>
            Add location
          </Button>
        ) : undefined
      }
    >
      {editing === 'new' && <LocationForm location={null} onDone={() => setEditing(null)} />}
      {locations.isPending && <LoadingLines label="Loading locations" />}
      {locations.isError && <LoadError what="locations" onRetry={() => void locations.refetch()} />}
      {locations.data?.length === 0 && editing !== 'new' && <EmptyState>No locations yet</EmptyState>}
      <Stack spacing={2} divider={<Divider flexItem />}>
        {locations.data?.map((location) =>
          editing === location.id ? (
            <LocationForm key={location.id} location={location} onDone={() => setEditing(null)} />
          ) : (
            <Box key={location.id} component="article" aria-label={location.name}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, flex: 1 }}>
                  {location.name}
                </Typography>
                {isOwner && editing === null && (
                  <>
                    <Button size="small" onClick={() => setEditing(location.id)} aria-label={`Edit ${location.name}`}>
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setAsking(location)}
                      aria-label={`Remove ${location.name}`}
                    >
                      Remove
                    </Button>
                  </>
                )}
              </Box>
              <Typography variant="body2">
                {[location.address_line_1, location.address_line_2].filter(Boolean).join(', ')}, {location.city},{' '}
                {location.state} {location.zip} · {formatPhone(location.phone)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {location.accepting_new_patients ? 'Accepting new patients' : 'Not accepting new patients'} ·{' '}
                {location.languages.join(', ')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {hoursText(location)}
              </Typography>
            </Box>
          ),
        )}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={`Remove ${asking?.name ?? ''}?`}
        action="Remove location"
        onCancel={() => setAsking(null)}
        onConfirm={confirmRemove}
      >
        It leaves the member’s Find a Dentist and the visit and estimate forms. Visits already recorded there keep its
        name.
      </ConfirmDialog>
    </SectionCard>
  );
}
