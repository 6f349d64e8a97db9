import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { EMPLOYER_CALLS } from '@dental/domain';
import type { RouteObject } from 'react-router';
import { registerCalls, type LayoutConfig, type NavEntry, type PortalRoutes } from '@dental/ui';
import { CENSUS_PATH, COMPANY_PATH, EDI_PATH, EMPLOYEES_PATH } from '../shared/paths';
import { PROTECTED_PATHS, type ProtectedPath } from './route-paths';

// The employer portal's calls are the ones this bundle's API client may make (api-client.ts: registerCalls).
registerCalls('employer', EMPLOYER_CALLS);

/** Each signed-in route's screen, loaded when it is first opened (the entry stays within 180 KB). */
const protectedScreens: Record<ProtectedPath, RouteObject['lazy']> = {
  '': () => import('./routes/employees'),
  'employees/new': () => import('./routes/employee-new'),
  'employees/:employeeId': () => import('./routes/employee-details'),
  'employees/:employeeId/edit': () => import('./routes/employee-edit'),
  census: () => import('./routes/census'),
  edi: () => import('./routes/edi'),
  company: () => import('./routes/company'),
};

/**
 * The portal's own routes, in the order of route-paths.ts. The shared signed-out screens (sign in, forgot and
 * reset password, email not verified), the error element and the 404 screen come from PortalApp.
 */
export const routes: PortalRoutes = {
  protectedRoutes: PROTECTED_PATHS.map((path) =>
    path === '' ? { index: true, lazy: protectedScreens[path] } : { path, lazy: protectedScreens[path] },
  ),
};

/** The side navigation (spec §2): the employees list is the portal's home. */
const navigation: NavEntry[] = [
  { label: 'Employees', to: EMPLOYEES_PATH, icon: <PeopleOutlined fontSize="small" /> },
  { label: 'Census import', to: CENSUS_PATH, icon: <UploadFileOutlined fontSize="small" /> },
  { label: 'EDI files', to: EDI_PATH, icon: <SyncAltOutlined fontSize="small" /> },
  { label: 'Company', to: COMPANY_PATH, icon: <BusinessOutlined fontSize="small" /> },
];

/** The main layout's side navigation. */
export const layout: Partial<LayoutConfig> = { navigation };
