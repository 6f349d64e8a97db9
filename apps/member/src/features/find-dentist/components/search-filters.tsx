import { useState } from 'react';
import Button from '@mui/material/Button';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DENTIST_SPECIALITIES, DENTIST_SPECIALITY_LABELS, TEXT_INPUT_MAX_LENGTH, WEEKDAYS } from '@dental/domain';
import { useWording } from '../../../shared/hooks/use-wording';
import type { SearchParams } from '../hooks/use-dentist-search-params';

/** The server takes a language of at most 40 characters (dentist-search.ts). */
const LANGUAGE_MAX_LENGTH = 40;
/** The URL parameters the filters set (a count of them shows on the folded button). */
const FILTER_NAMES = [
  'speciality',
  'network',
  'open_on',
  'language',
  'name',
  'sort',
  'accepting_new_patients',
  'evenings_weekends',
] as const;
const field = { width: { xs: '100%', sm: 190 } } as const;
/** A select whose blank choice ('Any ...') shows as a value, under a raised label. */
const showBlank = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** A text filter applied when the person leaves the field or presses Enter (not on every key); keyed by its value. */
function TextFilter({
  label,
  value,
  maxLength,
  onApply,
}: {
  label: string;
  value: string;
  maxLength: number;
  onApply: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => text.trim() !== value && onApply(text.trim())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onApply(text.trim());
        }
      }}
      slotProps={{ htmlInput: { maxLength, autoComplete: 'off' } }}
      sx={field}
    />
  );
}

/** Issue 6 filters: speciality, network, accepting new patients, open on a day or evenings and weekends, language, name, order. */
export function SearchFilters({
  params,
  onChange,
}: {
  params: SearchParams;
  onChange: (changes: SearchParams) => void;
}) {
  // On a phone the filters fold away behind a button (they would push the results a screen down). The width
  // is CSS's to choose, not useMediaQuery's: that answers "not a phone" at the server and while hydrating, so
  // a page drawn at the server would change its layout once hydrated (decision 0034).
  const word = useWording();
  const [open, setOpen] = useState(false);
  const active = FILTER_NAMES.filter((name) => params[name] !== undefined).length;
  return (
    <Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<TuneOutlined />}
        aria-expanded={open}
        aria-controls="dentist-filters"
        onClick={() => setOpen(!open)}
        sx={{ display: { sm: 'none' } }}
      >
        Filters{active > 0 ? ` (${active})` : ''}
      </Button>
      <Box
        id="dentist-filters"
        component="fieldset"
        sx={{
          border: 0,
          p: 0,
          m: 0,
          mt: { xs: 1.5, sm: 0 },
          display: { xs: open ? 'flex' : 'none', sm: 'flex' },
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
        }}
      >
        <Box component="legend" sx={{ typography: 'subtitle2', mb: 1 }}>
          Filters
        </Box>
        <TextField
          select
          label="Speciality"
          value={params.speciality ?? ''}
          onChange={(e) => onChange({ speciality: e.target.value })}
          slotProps={showBlank}
          sx={field}
        >
          <MenuItem value="">Any speciality</MenuItem>
          {DENTIST_SPECIALITIES.map((s) => (
            <MenuItem key={s} value={s}>
              {DENTIST_SPECIALITY_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={word('Network')}
          value={params.network ?? 'in_network'}
          onChange={(e) => onChange({ network: e.target.value === 'in_network' ? '' : e.target.value })}
          sx={field}
        >
          <MenuItem value="in_network">{word('In my network')}</MenuItem>
          <MenuItem value="all">{word('All, out of network too')}</MenuItem>
        </TextField>
        <TextField
          select
          label="Open on"
          value={params.open_on ?? ''}
          onChange={(e) => onChange({ open_on: e.target.value })}
          slotProps={showBlank}
          sx={field}
        >
          <MenuItem value="">Any day</MenuItem>
          {WEEKDAYS.map((day) => (
            <MenuItem key={day} value={day}>
              {day}
            </MenuItem>
          ))}
        </TextField>
        <TextFilter
          key={`language-${params.language ?? ''}`}
          label="Language spoken"
          maxLength={LANGUAGE_MAX_LENGTH}
          value={params.language ?? ''}
          onApply={(language) => onChange({ language })}
        />
        <TextFilter
          key={`name-${params.name ?? ''}`}
          label="Practice name"
          maxLength={TEXT_INPUT_MAX_LENGTH}
          value={params.name ?? ''}
          onApply={(name) => onChange({ name })}
        />
        <TextField
          select
          label="Sort by"
          value={params.sort ?? 'distance'}
          onChange={(e) => onChange({ sort: e.target.value === 'distance' ? '' : e.target.value })}
          sx={field}
        >
          <MenuItem value="distance">Distance</MenuItem>
          <MenuItem value="name">Name</MenuItem>
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={params.accepting_new_patients === 'true'}
              onChange={(e) => onChange({ accepting_new_patients: e.target.checked ? 'true' : '' })}
            />
          }
          label="Accepting new patients"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={params.evenings_weekends === 'true'}
              onChange={(e) => onChange({ evenings_weekends: e.target.checked ? 'true' : '' })}
            />
          }
          label="Evenings and weekends"
        />
      </Box>
    </Box>
  );
}
