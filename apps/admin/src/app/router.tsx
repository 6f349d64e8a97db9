import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { ADMIN_CALLS } from '@dental/domain';
import { registerCalls, type LayoutConfig, type PortalRoutes } from '@dental/ui';

// The admin portal's calls are the ones this bundle's API client may make (api-client.ts: registerCalls).
registerCalls('admin', ADMIN_CALLS);

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
