import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { PortalBrand } from '../brand/portal-brand';
import { UntilHydrated } from '../components/until-hydrated';
import { ToothMark } from '../brand/tooth-mark';
import { useSession, useSessionState } from '../session/session-context';
import { useLayoutConfig, useNavigationEntries } from './layout-config';
import { DRAWER_WIDTH_PX, TOP_BAR_HEIGHT_PX } from './layout-constants';
import { NavList } from './nav-list';

/** spec §2: the chrome is hidden when logged out, without access and refresh cookie, and on listed routes. */
function useChromeVisible(): boolean {
  const session = useSession();
  const { status } = useSessionState();
  const { chromeHiddenPaths } = useLayoutConfig();
  const { pathname } = useLocation();
  return status === 'logged-in' && session.hasPresenceCookie() && !chromeHiddenPaths.includes(pathname);
}

/** spec §2 "Layout": a 56px top bar and a fixed 176px navigation drawer (temporary below md). */
export function MainLayout() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const config = useLayoutConfig();
  const { topBarActions, showSignOut = true, hideBrandOnPhone = false, footer, subBar } = config;
  const navigation = useNavigationEntries(config);
  const session = useSession();
  const chrome = useChromeVisible();

  if (!chrome) {
    return (
      <Box component="main" sx={{ minHeight: '100dvh' }}>
        <Outlet />
      </Box>
    );
  }
  const nav = <NavList entries={navigation} onNavigate={isDesktop ? undefined : () => setDrawerOpen(false)} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar disableGutters sx={{ minHeight: `${TOP_BAR_HEIGHT_PX}px !important`, px: 2, gap: 1 }}>
          {/* A page drawn at the server (decision 0034) is on screen before React listens: the top bar's own
              buttons are disabled until then (a tap would do nothing). Its links (the brand, the portal's
              actions) are the browser's to follow, so they stay outside. */}
          <UntilHydrated>
            <IconButton
              edge="start"
              aria-label="Open navigation"
              onClick={() => setDrawerOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuRounded />
            </IconButton>
          </UntilHydrated>
          <Box sx={{ display: hideBrandOnPhone ? { xs: 'none', sm: 'block' } : 'block' }}>
            <PortalBrand />
          </Box>
          <Box sx={{ flex: 1 }} />
          {topBarActions}
          {showSignOut && (
            // A phone's top bar has no room for the words beside the portal's own actions: the icon, named.
            <UntilHydrated>
              <IconButton
                color="inherit"
                edge="end"
                aria-label="Sign out"
                onClick={() => void session.logout()}
                sx={{ display: { sm: 'none' } }}
              >
                <LogoutRounded />
              </IconButton>
              <Button
                color="inherit"
                startIcon={<LogoutRounded />}
                onClick={() => void session.logout()}
                sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                Sign out
              </Button>
            </UntilHydrated>
          )}
        </Toolbar>
        {subBar}
      </AppBar>
      <Box sx={{ display: 'flex', flex: 1 }}>
        {/* Which navigation shows is said in CSS, not by the window's width read in script: a page drawn at the
            server (decision 0034) then has the desktop's layout on a desktop from its first paint. */}
        {/* Issue 28 item 4: the column under the sticky navigation is the navigation's white, with its border,
            down to the end of a long page (the page's grey showed under it below the first screen). */}
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: DRAWER_WIDTH_PX,
            flexShrink: 0,
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
          }}
          slotProps={{
            paper: {
              sx: {
                width: DRAWER_WIDTH_PX,
                position: 'sticky',
                top: TOP_BAR_HEIGHT_PX,
                height: `calc(100dvh - ${TOP_BAR_HEIGHT_PX}px)`,
                borderRight: 0,
              },
            },
          }}
        >
          {nav}
        </Drawer>
        <Drawer
          variant="temporary"
          open={drawerOpen && !isDesktop}
          onClose={() => setDrawerOpen(false)}
          // The open temporary drawer is a modal dialog: it needs a name (axe aria-dialog-name).
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH_PX }, 'aria-label': 'Navigation' } }}
        >
          <Box
            sx={{
              height: TOP_BAR_HEIGHT_PX,
              display: 'flex',
              alignItems: 'center',
              px: 2,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <ToothMark size={32} />
          </Box>
          {nav}
        </Drawer>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {/* At least the window's height under the top bar: the footer starts below the fold, so a page that
              grows as its answers arrive does not push a footer already on screen down (issue 17, layout shift). */}
          <Box
            component="main"
            sx={{ flex: 1, minHeight: `calc(100dvh - ${TOP_BAR_HEIGHT_PX}px)`, p: { xs: 2, sm: 3 } }}
          >
            <Outlet />
          </Box>
          {footer}
        </Box>
      </Box>
    </Box>
  );
}
