import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { EMPLOYER_CALLS } from '@dental/domain';
import type { RouteObject } from 'react-router';
import { DRAWN_AT_SERVER, registerCalls, type LayoutConfig, type NavEntry, type PortalRoutes } from '@dental/ui';
import {
  BANK_PATH,
  CENSUS_PATH,
  COMPANY_PATH,
  EDI_PATH,
  EMPLOYEES_PATH,
  INVOICES_PATH,
  PLAN_PATH,
  USERS_PATH,
} from '../shared/paths';
import { PROTECTED_PATHS, SIGNED_OUT_PATHS, type ProtectedPath, type SignedOutPath } from './route-paths';

// The employer portal's calls are the ones this bundle's API client may make (api-client.ts: registerCalls).
registerCalls('employer', EMPLOYER_CALLS);

/** Each signed-in route's screen, loaded when it is first opened (the entry stays within 180 KB). */
const protectedScreens: Record<ProtectedPath, RouteObject['lazy']> = {
  '': () => import('./routes/home'),
  'employees/new': () => import('./routes/employee-new'),
  'employees/:employeeId': () => import('./routes/employee-details'),
  'employees/:employeeId/edit': () => import('./routes/employee-edit'),
  census: () => import('./routes/census'),
  edi: () => import('./routes/edi'),
  company: () => import('./routes/company'),
  users: () => import('./routes/users'),
  plan: () => import('./routes/plan'),
  bank: () => import('./routes/bank'),
  invoices: () => import('./routes/invoices'),
  'invoices/:invoiceId': () => import('./routes/invoice-details'),
};

/** Each signed-out route's screen: an HR user's invitation link. */
const signedOutScreens: Record<SignedOutPath, RouteObject['lazy']> = {
  'accept-invite': () => import('./routes/accept-invite'),
};

/**
 * The portal's own routes, in the order of route-paths.ts. The shared signed-out screens (sign in, forgot and
 * reset password, email not verified), the error element and the 404 screen come from PortalApp. Every signed-in
 * page is drawn at the server with its data (decisions 0034, 0063 and 0067, issue 28): each module exports its
 * `prefetch`, holds its controls until hydrated and chooses its layout in CSS; the forms too, which open empty
 * (add) or filled (edit).
 */
export const routes: PortalRoutes = {
  protectedRoutes: PROTECTED_PATHS.map((path) =>
    path === ''
      ? { index: true, lazy: protectedScreens[path], handle: DRAWN_AT_SERVER }
      : { path, lazy: protectedScreens[path], handle: DRAWN_AT_SERVER },
  ),
  signedOutRoutes: SIGNED_OUT_PATHS.map((path) => ({ path, lazy: signedOutScreens[path] })),
};

/** The side navigation (spec §2): the employees list is the portal's home. */
const navigation: NavEntry[] = [
  { label: 'Employees', to: EMPLOYEES_PATH, icon: <PeopleOutlined fontSize="small" /> },
  { label: 'Census import', to: CENSUS_PATH, icon: <UploadFileOutlined fontSize="small" /> },
  { label: 'EDI files', to: EDI_PATH, icon: <SyncAltOutlined fontSize="small" /> },
  { label: 'Company', to: COMPANY_PATH, icon: <BusinessOutlined fontSize="small" /> },
  { label: 'Group plan', to: PLAN_PATH, icon: <HealthAndSafetyOutlined fontSize="small" /> },
  { label: 'Users', to: USERS_PATH, icon: <GroupOutlined fontSize="small" /> },
  { label: 'Bank account', to: BANK_PATH, icon: <AccountBalanceOutlined fontSize="small" /> },
  { label: 'Invoices', to: INVOICES_PATH, icon: <ReceiptLongOutlined fontSize="small" /> },
];

/** The main layout's side navigation. */
export const layout: Partial<LayoutConfig> = { navigation };
