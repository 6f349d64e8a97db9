import Box from '@mui/material/Box';
import { PortalBrand } from '../brand/portal-brand';
import { DRAWER_WIDTH_PX, TOP_BAR_HEIGHT_PX } from './layout-constants';

/** A grey bar standing in for text or a card that has not arrived yet. */
function Bar({ height, width, radius = 1 }: { height: number; width: string | number; radius?: number }) {
  return <Box sx={{ height, width, maxWidth: '100%', borderRadius: radius, bgcolor: 'divider' }} />;
}

/**
 * The signed-in layout's frame while the page's chunks load (issue 17 item 24: after sign-in, instead of an
 * empty card): the top bar with the brand, the drawer from md up, the header's second row below md, a title
 * and a card. The same places and sizes as MainLayout and as the signed-in page's boot markup (vite.portal.ts).
 * `overlay` lays it over the whole window, for a screen of another layout (the sign-in card) that is leaving.
 */
export function MainLayoutSkeleton({ overlay = false }: { overlay?: boolean }) {
  return (
    <Box
      role="status"
      aria-label="Loading your page"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        ...(overlay && { position: 'fixed', inset: 0, zIndex: 'modal', overflow: 'hidden' }),
      }}
    >
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ height: TOP_BAR_HEIGHT_PX, px: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box sx={{ display: { md: 'none' } }}>
            <Bar height={24} width={24} />
          </Box>
          <PortalBrand />
        </Box>
        <Box sx={{ display: { xs: 'block', md: 'none' }, height: 48, borderTop: 1, borderColor: 'divider' }} />
      </Box>
      <Box sx={{ display: 'flex', flex: 1 }}>
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            width: DRAWER_WIDTH_PX,
            flexShrink: 0,
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
          }}
        />
        <Box sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
          <Box sx={{ mt: 0.5, mb: 3 }}>
            <Bar height={32} width="40%" />
          </Box>
          <Box sx={{ height: 240, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }} />
        </Box>
      </Box>
    </Box>
  );
}
