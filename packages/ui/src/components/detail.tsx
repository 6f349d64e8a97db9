import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One label and value of a details list (inside a `<dl>`). */
export function Detail({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}
