import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { formatIsoDate, type PlanPurchase } from '@dental/domain';
import { useUpdateAutoRenew } from '../api/auto-renew';

/** spec §4 and §7: the purchase's auto renew switch (PATCH auto_renew; the answer is the updated purchase). */
export function AutoRenewSwitch({
  purchase,
}: {
  purchase: Pick<PlanPurchase, 'id' | 'auto_renew' | 'end_date' | 'status'>;
}) {
  const update = useUpdateAutoRenew(String(purchase.id));
  // While saving, the switch shows the value asked for and cannot be toggled again.
  const checked = update.isPending ? (update.variables?.auto_renew ?? purchase.auto_renew) : purchase.auto_renew;
  const running = purchase.status === 'Active';
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={update.isPending || !running}
            onChange={(event) => update.mutate({ auto_renew: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': `auto-renew-help-${purchase.id}` } }}
          />
        }
        label="Auto renew"
      />
      <FormHelperText id={`auto-renew-help-${purchase.id}`} sx={{ mt: 0 }}>
        {!running
          ? 'This plan has ended.'
          : checked
            ? `Renews on ${formatIsoDate(purchase.end_date)} with the card on file.`
            : `Ends on ${formatIsoDate(purchase.end_date)}.`}
      </FormHelperText>
    </>
  );
}
