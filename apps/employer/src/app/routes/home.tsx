import { Navigate } from 'react-router';
import { EMPLOYEES_PATH } from '../../shared/paths';

/** `/`: the employees list is the portal's home (issue 27), opened at its own address. */
export function Component() {
  return <Navigate to={EMPLOYEES_PATH} replace />;
}
