import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import type { LayoutConfig, PortalRoutes } from '@dental/ui';

/**
 * The portal's own routes (spec §2). The shared signed-out screens (sign in, forgot and reset password,
 * email not verified), the error element and the 404 screen come from PortalApp. Issue 16's other screens
 * (patients, visits, estimates, reports, practice) come with their pages, and their navigation entries with them.
 */
export const routes: PortalRoutes = {
  protectedRoutes: [
    { index: true, lazy: () => import('./routes/home') },
    { path: 'eligibility', lazy: () => import('./routes/eligibility') },
    { path: 'patients', lazy: () => import('./routes/patients') },
    { path: 'reports', lazy: () => import('./routes/reports') },
  ],
};

/** The main layout's side navigation (spec §2). */
export const layout: Partial<LayoutConfig> = {
  navigation: [
    { label: 'Home', to: '/', icon: <HomeOutlined fontSize="small" /> },
    { label: 'Eligibility', to: '/eligibility', icon: <FactCheckOutlined fontSize="small" /> },
    { label: 'Patients', to: '/patients', icon: <PeopleOutlined fontSize="small" /> },
    { label: 'Reports', to: '/reports', icon: <AssessmentOutlined fontSize="small" /> },
  ],
};
