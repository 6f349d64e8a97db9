import { useParams } from 'react-router';

/** An address's employee id as a number; NaN when it is not one (the call then says 404). */
export const employeeIdOf = (param: string | undefined): number =>
  /^[1-9][0-9]*$/.test(param ?? '') ? Number(param) : Number.NaN;

/** The employee id of the address (`/employees/:employeeId`); NaN when it is not a number (the call says 404). */
export function useEmployeeId(): number {
  return employeeIdOf(useParams().employeeId);
}
