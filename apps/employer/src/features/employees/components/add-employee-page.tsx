import { useMemo } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEPENDENT_RELATIONSHIPS, RELATIONSHIP_LABELS } from '@dental/domain';
import { bindServerErrors, formSubmit, PageTitle, SectionCard, UntilHydrated, useNotifications } from '@dental/ui';
import { EMPLOYEES_PATH, employeePath } from '../../../shared/paths';
import { useEnrolmentLocked, LOCKABLE_CONTROL_STYLE } from '../../../shared/company-profile';
import { EdiNotice } from '../../../shared/edi-notice';
import { schemaResolver } from '../../../shared/schema-resolver';
import { useCreateEmployee, type EmployeeWithDependents } from '../api/employees';
import { DependentRow } from './dependent-row';
import { EmployeeFields } from './person-fields';
import {
  addEmployeeRule,
  DEPENDENT_FIELDS,
  EMPLOYEE_FIELDS,
  EMPTY_EMPLOYEE,
  emptyDependent,
  type AddEmployeeFormValues,
} from './person-form-values';

/** The fields the server may name in its answer ('employee.first_name', 'dependents.0.relationship'). */
function serverFields(dependents: number): Path<AddEmployeeFormValues>[] {
  const employee = EMPLOYEE_FIELDS.map((field) => `employee.${field}` as const);
  const rows = Array.from({ length: dependents }, (_, index) =>
    DEPENDENT_FIELDS.map((field) => `dependents.${index}.${field}` as const),
  );
  return [...employee, ...rows.flat()];
}

/** Issue 27: an employee with their dependents, under the contract's rule on both sides. */
export function AddEmployeePage() {
  const navigate = useNavigate();
  const notifications = useNotifications();
  const create = useCreateEmployee();
  const { locked, usesEdi } = useEnrolmentLocked();
  const resolver = useMemo(() => schemaResolver<AddEmployeeFormValues, EmployeeWithDependents>(addEmployeeRule()), []);
  const { control, handleSubmit, setError, formState } = useForm<
    AddEmployeeFormValues,
    unknown,
    EmployeeWithDependents
  >({ resolver, defaultValues: { employee: EMPTY_EMPLOYEE, dependents: [] } });
  const dependents = useFieldArray({ control, name: 'dependents' });
  const onSubmit = handleSubmit(async (body) => {
    try {
      const employee = await create.mutateAsync(body);
      notifications.notify({ severity: 'success', message: `${employee.first_name} ${employee.last_name} was added` });
      await navigate(employeePath(employee.id));
    } catch (error) {
      // spec §8: the toast shows the message; fields the server names get theirs inline.
      bindServerErrors(error, serverFields(dependents.fields.length), setError);
    }
  });
  const busy = formState.isSubmitting || locked;
  return (
    <Stack spacing={3}>
      <PageTitle lead="Cover starts on the first of the month on or after the hire date.">Add employee</PageTitle>
      <EdiNotice usesEdi={usesEdi} />
      <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Add employee">
        <Stack spacing={3}>
          {/* Drawn at the server (decision 0067): fields read-only and buttons held until hydrated; Cancel, a link,
              works before. A button's `undefined` rather than false lets the hold act. */}
          <UntilHydrated>
            <SectionCard title="Employee" id="add-employee">
              <EmployeeFields
                control={control}
                prefix="employee."
                disabled={busy}
                taxIdHelp="SSN or ITIN: 9 digits. Employer-Assigned ID: as your HR system writes it. None: leave empty."
              />
            </SectionCard>
            <SectionCard title="Dependents" id="add-dependents">
              <Stack spacing={2}>
                {dependents.fields.map((row, index) => (
                  <DependentRow
                    key={row.id}
                    control={control}
                    index={index}
                    disabled={busy}
                    onRemove={() => dependents.remove(index)}
                  />
                ))}
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {DEPENDENT_RELATIONSHIPS.map((relationship) => (
                    <Button
                      key={relationship}
                      variant="outlined"
                      disabled={busy || undefined}
                      onClick={() => dependents.append(emptyDependent(relationship))}
                    >
                      Add {RELATIONSHIP_LABELS[relationship]}
                    </Button>
                  ))}
                </Box>
              </Stack>
            </SectionCard>
          </UntilHydrated>
          <Stack direction="row" spacing={1}>
            <UntilHydrated>
              <Button
                type="submit"
                variant="contained"
                loading={formState.isSubmitting}
                disabled={locked || undefined}
                sx={LOCKABLE_CONTROL_STYLE}
              >
                Add employee
              </Button>
            </UntilHydrated>
            <Button component={RouterLink} to={EMPLOYEES_PATH}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}
