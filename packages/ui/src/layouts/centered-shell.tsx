import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PortalBrand } from '../brand/portal-brand';
import { useSupportEmail } from '../portal/support-email';

/** Width of the card of the signed-out screens. */
export const CENTERED_CARD_MAX_WIDTH = 440;

/**
 * The frame of every screen outside the main layout (spec §2: signed-out layout, 404 and error pages):
 * the portal brand above a centred card, and the support contact below it.
 */
export function CenteredShell({ children }: { children: ReactNode }) {
  const supportEmail = useSupportEmail();
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        background: 'linear-gradient(180deg, #dcecee 0px, #f3f6f7 360px)',
      }}
    >
      <Box sx={{ width: '100%', maxWidth: CENTERED_CARD_MAX_WIDTH, my: { sm: 'auto' } }}>
        <Box component="header" sx={{ mb: 3 }}>
          <PortalBrand />
        </Box>
        <Paper
          component="main"
          variant="outlined"
          sx={{
            p: { xs: 3, sm: 5 },
            boxShadow: '0 1px 2px rgba(22, 36, 46, 0.04), 0 12px 32px rgba(22, 36, 46, 0.08)',
          }}
        >
          {children}
        </Paper>
        <Box component="footer" sx={{ mt: 3, textAlign: 'center' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Need help? Contact us at <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
