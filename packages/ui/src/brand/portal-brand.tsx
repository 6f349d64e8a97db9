import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePortal } from '../portal/portal-context';
import { ToothMark } from './tooth-mark';

/** The portal's brand line: the tooth mark and the portal title (spec §1: each portal has its own title). */
export function PortalBrand({ inverted = false }: { inverted?: boolean }) {
  const { title } = usePortal();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <ToothMark size={36} />
      <Box>
        <Typography
          component="p"
          sx={{
            fontWeight: 700,
            fontSize: '1.0625rem',
            lineHeight: 1.2,
            color: inverted ? 'common.white' : 'text.primary',
          }}
        >
          {title}
        </Typography>
        <Typography
          component="p"
          variant="caption"
          sx={{ color: inverted ? 'grey.100' : 'text.secondary', lineHeight: 1.2 }}
        >
          Dental benefits
        </Typography>
      </Box>
    </Box>
  );
}
