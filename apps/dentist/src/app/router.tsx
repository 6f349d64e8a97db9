import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import type { LayoutConfig, PortalRoutes } from '@dental/ui';

/**
 * The portal's own routes (spec §2). The shared signed-out screens (sign in, forgot and reset password,
 * email not verified), the error element and the 404 screen come from PortalApp. Issue 16's other screens
 * (estimates) come with their pages, and their navigation entries with them.
 */
export const routes: PortalRoutes = {
  protectedRoutes: [
    { index: true, lazy: () => import('./routes/home') },
    { path: 'patients', lazy: () => import('./routes/patients') },
    { path: 'eligibility', lazy: () => import('./routes/eligibility') },
    // Issue 16 item 4: visits.
    { path: 'visits', lazy: () => import('./routes/visits') },
    { path: 'visits/new', lazy: () => import('./routes/visit-new') },
    { path: 'visits/:visitId', lazy: () => import('./routes/visit-details') },
    { path: 'reports', lazy: () => import('./routes/reports') },
  ],
};

/** The main layout's side navigation (spec §2), in issue 16's order. */
export const layout: Partial<LayoutConfig> = {
  navigation: [
    { label: 'Home', to: '/', icon: <HomeOutlined fontSize="small" /> },
    { label: 'Patients', to: '/patients', icon: <PeopleOutlined fontSize="small" /> },
    { label: 'Eligibility', to: '/eligibility', icon: <FactCheckOutlined fontSize="small" /> },
    { label: 'Visits', to: '/visits', icon: <EventNoteOutlined fontSize="small" /> },
    { label: 'Reports', to: '/reports', icon: <AssessmentOutlined fontSize="small" /> },
  ],
};
