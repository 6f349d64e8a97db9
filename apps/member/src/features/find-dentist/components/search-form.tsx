import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import { RADIUS_CHOICES_MILES, DEFAULT_RADIUS_MILES, zipSchema } from '@dental/domain';
import { useHydrated } from '@dental/ui';
import type { SearchParams } from '../hooks/use-dentist-search-params';

interface SearchFormProps {
  params: SearchParams;
  /** A server-side message for the zip (an unknown zip). */
  zipError: string | null;
  onSearch: (changes: SearchParams) => void;
}

/** Where to search: a zip (spec §5: 5 digits) or the browser's location, and how far. */
export function SearchForm({ params, zipError, onSearch }: SearchFormProps) {
  const [zip, setZip] = useState(params.zip ?? '');
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  // Its own disabled (while locating) wins over UntilHydrated's default: held until hydrated here too.
  const hydrated = useHydrated();
  const radius = params.radius ?? String(DEFAULT_RADIUS_MILES);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same zip rule the server applies (packages/domain).
    const parsed = zipSchema.safeParse(zip);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid');
      return;
    }
    setError(null);
    onSearch({ zip: parsed.data, latitude: '', longitude: '' });
  };

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setZip('');
        setError(null);
        onSearch({
          zip: '',
          latitude: position.coords.latitude.toFixed(5),
          longitude: position.coords.longitude.toFixed(5),
        });
      },
      () => {
        setLocating(false);
        setError('Your location is not available. Enter a zip code.');
      },
      { timeout: 10_000 },
    );
  };

  const message = error ?? zipError;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      role="search"
      aria-label="Find a dentist"
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        label="Zip code"
        value={zip}
        onChange={(event) => {
          setZip(event.target.value);
          setError(null);
        }}
        error={message !== null}
        helperText={message ?? (params.latitude ? 'Searching near your location' : ' ')}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
        sx={{ width: { xs: '100%', sm: 160 } }}
      />
      <TextField
        select
        label="Distance"
        value={radius}
        onChange={(event) => onSearch({ radius: event.target.value })}
        sx={{ width: { xs: '100%', sm: 150 } }}
      >
        {RADIUS_CHOICES_MILES.map((miles) => (
          <MenuItem key={miles} value={String(miles)}>
            {miles} miles
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" sx={{ mt: 1, width: { xs: '100%', sm: 'auto' } }}>
        Search
      </Button>
      <Button
        type="button"
        variant="text"
        startIcon={<MyLocationOutlined />}
        onClick={useMyLocation}
        disabled={locating || !hydrated}
        data-until-hydrated={!hydrated || undefined}
        sx={{ mt: 1 }}
      >
        {locating ? 'Finding your location…' : 'Use my location'}
      </Button>
    </Box>
  );
}
