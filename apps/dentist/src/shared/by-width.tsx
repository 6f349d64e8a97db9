import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

/** Shown below `sm` (600 px) only, and from `sm` only; the wide one is the rule without a media query. */
const phoneOnly = (theme: Theme) => ({ display: 'none', [theme.breakpoints.down('sm')]: { display: 'block' } });
const wideOnly = (theme: Theme) => ({ display: 'block', [theme.breakpoints.down('sm')]: { display: 'none' } });

/**
 * A list laid out for a phone and for wider screens, both drawn and the one of the width shown by CSS. Not
 * chosen with useMediaQuery: a page drawn at the server (decisions 0034 and 0063) is drawn before any script
 * knows the width, and a phone got the wide layout first, then a shift. The hidden one is `display: none`, out
 * of the accessibility tree as well as out of sight. Where no media query is read (jsdom), the wide one shows.
 */
export function ByWidth({ phone, wide }: { phone: ReactNode; wide: ReactNode }) {
  return (
    <>
      <Box sx={phoneOnly}>{phone}</Box>
      <Box sx={wideOnly}>{wide}</Box>
    </>
  );
}
