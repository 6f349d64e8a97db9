import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { endBenefitRequestSchema, REINSTATE_WINDOW_DAYS, type EndBenefitRequest } from '@dental/domain';
import { bindServerErrors, DraggableDialog, FormDate, formSubmit, useNotifications } from '@dental/ui';
import { schemaResolver } from '../../../shared/schema-resolver';
import { useEndBenefit } from '../api/employees';

interface EndBenefitDialogProps {
  employeeId: number;
  /** The dependent whose cover ends; none: the employee's benefit (and with it every dependent's cover). */
  dependent?: { id: number; name: string };
  employeeName: string;
  dependentsCount: number;
  onClose: () => void;
}

type Values = { end_date: string };

/** The sentence that says what ending does, before the person confirms it. */
function consequence({ dependent, employeeName, dependentsCount }: EndBenefitDialogProps): string {
  if (dependent) return `${dependent.name}'s cover ends on this day. ${employeeName}'s own benefit goes on.`;
  const others =
    dependentsCount === 0
      ? ''
      : ` The cover of their ${dependentsCount === 1 ? 'dependent' : `${dependentsCount} dependents`} ends on the same day.`;
  return `${employeeName}'s benefit ends on this day.${others} You can reinstate it within ${REINSTATE_WINDOW_DAYS} days after it ends.`;
}

/** spec §2's cancel employee benefit dialog (and a dependent's): the last day of cover, then confirm. */
export function EndBenefitDialog(props: EndBenefitDialogProps) {
  const { employeeId, dependent, onClose } = props;
  const notifications = useNotifications();
  const end = useEndBenefit();
  const resolver = useMemo(() => schemaResolver<Values, EndBenefitRequest>(endBenefitRequestSchema), []);
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, EndBenefitRequest>({
    resolver,
    defaultValues: { end_date: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await end.mutateAsync({ id: employeeId, ...(dependent ? { dependentId: dependent.id } : {}), body });
      notifications.notify({ severity: 'success', message: dependent ? 'Cover end saved' : 'Benefit end saved' });
      onClose();
    } catch (error) {
      bindServerErrors(error, ['end_date'], setError);
    }
  });
  const busy = formState.isSubmitting;
  const title = dependent ? `End ${dependent.name}'s cover` : 'Cancel employee benefit';
  return (
    <DraggableDialog open onClose={busy ? () => undefined : onClose} title={title} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={formSubmit(onSubmit)} aria-label={title}>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>{consequence(props)}</Typography>
            <FormDate control={control} name="end_date" label="Last day of cover" required disabled={busy} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Keep cover
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {dependent ? 'End cover' : 'End benefit'}
          </Button>
        </DialogActions>
      </form>
    </DraggableDialog>
  );
}
