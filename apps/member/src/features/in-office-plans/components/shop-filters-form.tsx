import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { zipSchema } from '@dental/domain';
import { formSubmit, FormText, useHydrated } from '@dental/ui';
import { useWording } from '../../../shared/hooks/use-wording';
import type { ShopFilters } from '../hooks/shop-filters';

// spec §5: zip is 5 digits (the domain rule); blank searches near the member's own address.
const zipFormSchema = z.object({ zip: z.union([z.literal(''), zipSchema]) });
type ZipForm = z.infer<typeof zipFormSchema>;

interface ShopFiltersFormProps {
  filters: ShopFilters;
  onChange: (change: Partial<ShopFilters>) => void;
  /** The zip the server searched (the member's own when none was typed). */
  searchedZip: string | null;
  practices: { id: number; name: string }[];
}

/** Issue 7: the shop's filters: a zip (applied on Search) and a practice (applied at once). */
export function ShopFiltersForm({ filters, onChange, searchedZip, practices }: ShopFiltersFormProps) {
  const { control, handleSubmit, reset } = useForm<ZipForm>({
    resolver: zodResolver(zipFormSchema),
    defaultValues: { zip: filters.zip },
  });
  useEffect(() => reset({ zip: filters.zip }), [filters.zip, reset]);
  const word = useWording();
  // Drawn at the server, the page's fields wait for React (UntilHydrated, decision 0034); a native select takes
  // no read-only, so it is disabled until then (a choice made before would be lost).
  const hydrated = useHydrated();
  return (
    <Box
      component="form"
      role="search"
      aria-label={word('Find in-office plans')}
      noValidate
      onSubmit={formSubmit(handleSubmit(({ zip }) => onChange({ zip, practiceId: '' })))}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto 1fr' },
        alignItems: 'start',
        mb: 3,
      }}
    >
      <FormText
        control={control}
        name="zip"
        label="Zip"
        inputMode="numeric"
        helperText={searchedZip && !filters.zip ? `Near your zip ${searchedZip}` : undefined}
      />
      <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>
        Search
      </Button>
      <TextField
        select
        id="shop-practice"
        label="Practice"
        value={filters.practiceId}
        onChange={(event) => onChange({ practiceId: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { disabled: !hydrated } }}
      >
        <option value="">All practices</option>
        {practices.map((practice) => (
          <option key={practice.id} value={String(practice.id)}>
            {practice.name}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
