import { useMemo } from 'react';
import type { EmployeeSummary } from '@dental/domain';
import type { SelectOption } from '@dental/ui';
import { useEmployees } from '../api/employees';

const NO_FILTERS = {};

/**
 * The plan filter's choices. The contract has no call listing the company's plans yet, so the choices are the
 * plans of the employees read: the unfiltered first page (the home's own query, usually cached) and the page
 * shown. A company offers one plan or a few per class, so the first page names them in practice; a chosen plan
 * stays listed even when no row shows it.
 */
export function usePlanOptions(selected: string, rows: EmployeeSummary[] | undefined): SelectOption[] {
  const firstPage = useEmployees(NO_FILTERS);
  return useMemo(() => {
    const plans = new Map<string, string>();
    for (const employee of [...(firstPage.data?.data ?? []), ...(rows ?? [])]) {
      if (employee.plan_id !== null)
        plans.set(String(employee.plan_id), employee.plan_name ?? `Plan ${employee.plan_id}`);
    }
    if (selected && !plans.has(selected)) plans.set(selected, `Plan ${selected}`);
    return [...plans].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [firstPage.data, rows, selected]);
}
