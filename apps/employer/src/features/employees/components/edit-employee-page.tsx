import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { fullName, MEMBER_TAX_ID_TYPE_LABELS, type Employee, type EmployeeRecord } from '@dental/domain';
import {
  bindServerErrors,
  formSubmit,
  LoadError,
  LoadingLines,
  PageTitle,
  SectionCard,
  UntilHydrated,
  useNotifications,
} from '@dental/ui';
import { employeePath } from '../../../shared/paths';
import { useEnrolmentLocked, LOCKABLE_CONTROL_STYLE } from '../../../shared/company-profile';
import { EdiNotice } from '../../../shared/edi-notice';
import { schemaResolver } from '../../../shared/schema-resolver';
import { useEmployee, useUpdateEmployee } from '../api/employees';
import { useEmployeeId } from './employee-id';
import { EmployeeFields } from './person-fields';
import { EMPLOYEE_FIELDS, employeeFormValuesOf, employeeRule, type EmployeeFormValues } from './person-form-values';

/** Issue 27: `/employees/:employeeId/edit`, the employee's own fields (dependents are changed on the details page). */
export function EditEmployeePage() {
  const id = useEmployeeId();
  const employee = useEmployee(id);
  return (
    <Stack spacing={3}>
      <PageTitle>Edit employee</PageTitle>
      {employee.isPending && <LoadingLines lines={6} label="Loading the employee" />}
      {employee.isError && <LoadError what="the employee" onRetry={() => void employee.refetch()} />}
      {employee.data && <EditEmployeeForm employee={employee.data} />}
    </Stack>
  );
}

/** The SSN or ITIN on file is known by its last four digits only: to keep it, it is typed again. */
function taxIdHelpOf(employee: EmployeeRecord): string {
  if (employee.member_tax_id_type === 'ssn' || employee.member_tax_id_type === 'itin')
    return `On file: ${MEMBER_TAX_ID_TYPE_LABELS[employee.member_tax_id_type]} ${employee.member_tax_id_display ?? ''}. We keep only its last four digits: type the full number to save.`;
  return 'SSN or ITIN: 9 digits. Employer-Assigned ID: as your HR system writes it. None: leave empty.';
}

function EditEmployeeForm({ employee }: { employee: EmployeeRecord }) {
  const navigate = useNavigate();
  const notifications = useNotifications();
  const update = useUpdateEmployee();
  const { locked, usesEdi } = useEnrolmentLocked();
  const resolver = useMemo(() => schemaResolver<EmployeeFormValues, Employee>(employeeRule()), []);
  const { control, handleSubmit, setError, formState } = useForm<EmployeeFormValues, unknown, Employee>({
    resolver,
    defaultValues: employeeFormValuesOf(employee),
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: employee.id, body });
      notifications.notify({ severity: 'success', message: `${fullName(employee)}'s details were saved` });
      await navigate(employeePath(employee.id));
    } catch (error) {
      bindServerErrors(error, EMPLOYEE_FIELDS, setError);
    }
  });
  const busy = formState.isSubmitting || locked;
  return (
    <>
      <EdiNotice usesEdi={usesEdi} />
      <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label={`Edit ${fullName(employee)}`}>
        <Stack spacing={3}>
          {/* Drawn at the server with the employee's fields (decision 0067): read-only and Save held until hydrated;
              Cancel, a link, works before. The button's `undefined` rather than false lets the hold act. */}
          <UntilHydrated>
            <SectionCard title={fullName(employee)} id="edit-employee">
              <EmployeeFields control={control} prefix="" disabled={busy} taxIdHelp={taxIdHelpOf(employee)} />
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
                Save changes
              </Button>
            </UntilHydrated>
            <Button component={RouterLink} to={employeePath(employee.id)}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Box>
    </>
  );
}
