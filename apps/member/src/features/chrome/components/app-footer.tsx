import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MOBILE_APP_LINKS } from '../mobile-app-links';
import { StoreBadge } from './store-badges';

/** spec §1: the footer invites people to download the mobile app from the app stores. */
export function AppFooter() {
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: { xs: 2, sm: 3 },
        py: 2.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          Take your benefits with you
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Download the mobile app for your ID cards, receipts and claims on the go.
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Link
          href={MOBILE_APP_LINKS.appStore}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', borderRadius: 2 }}
        >
          <StoreBadge store="appStore" alt="Download on the App Store" />
        </Link>
        <Link
          href={MOBILE_APP_LINKS.googlePlay}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', borderRadius: 2 }}
        >
          <StoreBadge store="googlePlay" alt="Get it on Google Play" />
        </Link>
      </Box>
    </Box>
  );
}
