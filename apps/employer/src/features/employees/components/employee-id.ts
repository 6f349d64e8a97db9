import { useParams } from 'react-router';

/** The employee id of the address (`/employees/:employeeId`); NaN when it is not a number (the call says 404). */
export function useEmployeeId(): number {
  const { employeeId } = useParams();
  return /^[1-9][0-9]*$/.test(employeeId ?? '') ? Number(employeeId) : Number.NaN;
}
