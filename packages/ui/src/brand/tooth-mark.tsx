import Box from '@mui/material/Box';

/** The path of the tooth drawn in the brand mark and in each portal's favicon (viewBox 0 0 32 32). */
export const TOOTH_PATH =
  'M10 4c-3.5 0-6 2.8-6 6.6 0 3 1.1 5.2 2 7.6.9 2.5 1.3 5.4 2 8 .4 1.5 1.3 2.8 2.7 2.8 1.6 0 2.3-1.5 2.6-3.1l.9-4.4c.2-.9.9-1.5 1.8-1.5s1.6.6 1.8 1.5l.9 4.4c.3 1.6 1 3.1 2.6 3.1 1.4 0 2.3-1.3 2.7-2.8.7-2.6 1.1-5.5 2-8 .9-2.4 2-4.6 2-7.6C28 6.8 25.5 4 22 4c-2.4 0-3.9 1.3-6 1.3S12.4 4 10 4z';

/** The brand mark: a white tooth on a rounded primary square. Decorative: the text beside it names the portal. */
export function ToothMark({ size = 40 }: { size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: `${Math.round(size / 4)}px`,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 32 32" focusable="false">
        <path d={TOOTH_PATH} fill="currentColor" />
      </svg>
    </Box>
  );
}
