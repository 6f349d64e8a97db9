import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dependent, Employee, EmployeeRecord, EmployeesQuery, EndBenefitRequest } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';

/** The add form's request: the employee and their dependents, as the domain's rules answer them. */
export interface EmployeeWithDependents {
  employee: Employee;
  dependents: Dependent[];
}

/** The employees area's query keys: every write answers the employee, which replaces its details. */
export const employeesKeys = {
  all: ['employer-employees'] as const,
  list: (query: EmployeesQuery) => [...employeesKeys.all, 'list', query] as const,
  details: (id: number) => [...employeesKeys.all, 'details', id] as const,
};

/** GET employer/v1/employees/ as query options (the page's own and its route's `prefetch`, decision 0063). */
export const employeesQuery = (client: ApiClient, query: EmployeesQuery) =>
  queryOptions({
    queryKey: employeesKeys.list(query),
    queryFn: async () => client.call('employer.employees', { query }),
  });

/** GET employer/v1/employees/:id/ as query options (an audited read: made once, by the page or its prefetch). */
export const employeeQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: employeesKeys.details(id),
    queryFn: async () => (await client.call('employer.employee', { params: { id: String(id) } })).data,
  });

/** GET employer/v1/employees/ (the previous page stays shown while the next loads). */
export function useEmployees(query: EmployeesQuery) {
  return useQuery({ ...employeesQuery(useApiClient(), query), placeholderData: keepPreviousData });
}

/** GET employer/v1/employees/:id/. */
export function useEmployee(id: number) {
  return useQuery(employeeQuery(useApiClient(), id));
}

/** After a write: the answer is the employee as it now stands; the lists are read again. */
function useEmployeeWritten() {
  const queryClient = useQueryClient();
  return (employee: EmployeeRecord) => {
    queryClient.setQueryData(employeesKeys.details(employee.id), employee);
    void queryClient.invalidateQueries({ queryKey: [...employeesKeys.all, 'list'] });
  };
}

/** The employee actions without fields of their own: reinstate, resend the invitation. */
export function useEmployeeAction(action: 'reinstateEmployee' | 'resendInvitation') {
  const client = useApiClient();
  const written = useEmployeeWritten();
  return useMutation({
    mutationFn: async (id: number) =>
      (await client.call(`employer.${action}`, { params: { id: String(id) }, body: {} })).data,
    onSuccess: written,
  });
}

/** Ends an employee's benefit (their dependents' cover ends with it), or one dependent's. */
export function useEndBenefit() {
  const client = useApiClient();
  const written = useEmployeeWritten();
  return useMutation({
    mutationFn: async ({ id, dependentId, body }: { id: number; dependentId?: number; body: EndBenefitRequest }) =>
      dependentId === undefined
        ? (await client.call('employer.endEmployeeBenefit', { params: { id: String(id) }, body })).data
        : (
            await client.call('employer.endDependentBenefit', {
              params: { id: String(id), dependent_id: String(dependentId) },
              body,
            })
          ).data,
    onSuccess: written,
  });
}

/** Adds a dependent (dependentId undefined) or changes one. */
export function useSaveDependent() {
  const client = useApiClient();
  const written = useEmployeeWritten();
  return useMutation({
    mutationFn: async ({ id, dependentId, body }: { id: number; dependentId?: number; body: Dependent }) =>
      dependentId === undefined
        ? (await client.call('employer.addDependent', { params: { id: String(id) }, body })).data
        : (
            await client.call('employer.updateDependent', {
              params: { id: String(id), dependent_id: String(dependentId) },
              body,
            })
          ).data,
    onSuccess: written,
  });
}

/** Adds an employee with their dependents (POST employer/v1/employees/). */
export function useCreateEmployee() {
  const client = useApiClient();
  const written = useEmployeeWritten();
  return useMutation({
    mutationFn: async (body: EmployeeWithDependents) => (await client.call('employer.createEmployee', { body })).data,
    onSuccess: written,
  });
}

/** Changes an employee's fields (PATCH employer/v1/employees/:id/). */
export function useUpdateEmployee() {
  const client = useApiClient();
  const written = useEmployeeWritten();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: Employee }) =>
      (await client.call('employer.updateEmployee', { params: { id: String(id) }, body })).data,
    onSuccess: written,
  });
}
