import HomeOutlined from '@mui/icons-material/HomeOutlined';
import type { LayoutConfig, PortalRoutes } from '@dental/ui';

/**
 * The portal's own routes (spec §2). The shared signed-out screens (sign in, forgot and reset password,
 * email not verified), the error element and the 404 screen come from PortalApp.
 */
export const routes: PortalRoutes = {
  protectedRoutes: [{ index: true, lazy: () => import('./routes/home') }],
};

/** The main layout's side navigation (spec §2). */
export const layout: Partial<LayoutConfig> = {
  navigation: [{ label: 'Home', to: '/', icon: <HomeOutlined fontSize="small" /> }],
};
