import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EmployeeWithDependents } from '../api/employees';
import { DependentFields } from './person-fields';
import type { AddEmployeeFormValues } from './person-form-values';

interface DependentRowProps {
  control: Control<AddEmployeeFormValues, unknown, EmployeeWithDependents>;
  index: number;
  disabled: boolean;
  onRemove: () => void;
}

/** One dependent of the add form, a group named by its number, with its Remove button. */
export function DependentRow({ control, index, disabled, onRemove }: DependentRowProps) {
  const headingId = `dependent-${index}-heading`;
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="h3" id={headingId} sx={{ fontSize: '1rem', flex: 1 }}>
          Dependent {index + 1}
        </Typography>
        <Button
          size="small"
          color="error"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove dependent ${index + 1}`}
        >
          Remove
        </Button>
      </Box>
      <DependentFields control={control} prefix={`dependents.${index}.`} disabled={disabled} />
    </Box>
  );
}
