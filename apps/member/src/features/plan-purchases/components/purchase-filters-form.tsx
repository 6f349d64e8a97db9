import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PAYMENT_FILTERS, PAYMENT_FILTER_LABELS, type PaymentFilter, type PlanPurchaseView } from '@dental/domain';
import { useWording } from '../../../shared/hooks/use-wording';
import type { PurchaseFilters } from '../hooks/purchase-filters';

const VIEW_LABELS: Record<PlanPurchaseView, string> = { current: 'Current', past: 'Past' };

/** spec §3: current or past purchases, and the payment filter (Paid, Past due, Scheduled, All). */
export function PurchaseFiltersForm({
  filters,
  onChange,
}: {
  filters: PurchaseFilters;
  onChange: (change: Partial<PurchaseFilters>) => void;
}) {
  const word = useWording();
  return (
    <Box
      component="form"
      role="search"
      aria-label={word('Filter plan purchases')}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Purchases to show"
        value={filters.view}
        onChange={(_event, view: PlanPurchaseView | null) => {
          if (view) onChange({ view });
        }}
      >
        {(Object.keys(VIEW_LABELS) as PlanPurchaseView[]).map((view) => (
          <ToggleButton key={view} value={view} sx={{ px: 2 }}>
            {VIEW_LABELS[view]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        id="purchases-payment-status"
        label="Payment status"
        value={filters.paymentStatus}
        onChange={(event) => onChange({ paymentStatus: event.target.value as PaymentFilter })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180 }}
      >
        {PAYMENT_FILTERS.map((value) => (
          <option key={value} value={value}>
            {PAYMENT_FILTER_LABELS[value]}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
