import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { Dependent, DependentRecord } from '@dental/domain';
import { bindServerErrors, DraggableDialog, formSubmit, useNotifications } from '@dental/ui';
import { schemaResolver } from '../../../shared/schema-resolver';
import { useSaveDependent } from '../api/employees';
import { DependentFields } from './person-fields';
import {
  DEPENDENT_FIELDS,
  dependentFormValuesOf,
  dependentRule,
  emptyDependent,
  type DependentFormValues,
} from './person-form-values';

interface DependentDialogProps {
  employeeId: number;
  /** The dependent to change; none: a new one. */
  dependent?: DependentRecord;
  onClose: () => void;
}

/** Adds a dependent to an employee, or changes one, under the contract's dependent rule. */
export function DependentDialog({ employeeId, dependent, onClose }: DependentDialogProps) {
  const notifications = useNotifications();
  const save = useSaveDependent();
  const resolver = useMemo(() => schemaResolver<DependentFormValues, Dependent>(dependentRule()), []);
  const { control, handleSubmit, setError, formState } = useForm<DependentFormValues, unknown, Dependent>({
    resolver,
    defaultValues: dependent ? dependentFormValuesOf(dependent) : emptyDependent(''),
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: employeeId, ...(dependent ? { dependentId: dependent.id } : {}), body });
      notifications.notify({ severity: 'success', message: dependent ? 'Dependent saved' : 'Dependent added' });
      onClose();
    } catch (error) {
      bindServerErrors(error, DEPENDENT_FIELDS, setError);
    }
  });
  const busy = formState.isSubmitting;
  const title = dependent ? `Edit ${dependent.first_name} ${dependent.last_name}` : 'Add dependent';
  return (
    <DraggableDialog open onClose={busy ? () => undefined : onClose} title={title} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={formSubmit(onSubmit)} aria-label={title}>
        <DialogContent sx={{ pt: 1 }}>
          <DependentFields control={control} prefix="" disabled={busy} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {dependent ? 'Save' : 'Add dependent'}
          </Button>
        </DialogActions>
      </form>
    </DraggableDialog>
  );
}
