import { createTheme, type Theme } from '@mui/material/styles';
import {
  TOOLTIP_ENTER_DELAY_MS,
  TOOLTIP_LEAVE_TOUCH_MS,
  TOOLTIP_MAX_WIDTH,
  TOOLTIP_TOUCH_DELAY_MS,
} from '@dental/domain';

/** System fonts only: the strict Content-Security-Policy and our privacy rules allow no font CDN. */
export const SYSTEM_FONT_STACK = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

let created: Theme | undefined;

/**
 * The one theme of the suite: a calm teal and slate palette with AA contrast on white. Made on first use, not
 * as the module loads: MUI's createTheme is a quarter of the entry's evaluation on a slow phone, and
 * mountPortal gives it a task of its own (issue 17, decision 0038).
 */
export function portalTheme(): Theme {
  created ??= makeTheme();
  return created;
}

function makeTheme(): Theme {
  return createTheme({
    palette: {
      mode: 'light',
      primary: { main: '#0b6b73', dark: '#08525a', light: '#4f9aa0', contrastText: '#ffffff' },
      secondary: { main: '#3f5677', dark: '#2c3e57', light: '#7088aa', contrastText: '#ffffff' },
      error: { main: '#b3261e', contrastText: '#ffffff' },
      warning: { main: '#a15c00', contrastText: '#ffffff' },
      info: { main: '#1f5fa8', contrastText: '#ffffff' },
      success: { main: '#2e7d32', contrastText: '#ffffff' },
      background: { default: '#f3f6f7', paper: '#ffffff' },
      text: { primary: '#16242e', secondary: '#4b5c67' },
      divider: '#dbe3e7',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: SYSTEM_FONT_STACK,
      h1: { fontSize: '1.75rem', fontWeight: 650, lineHeight: 1.25, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.375rem', fontWeight: 650, lineHeight: 1.3 },
      h3: { fontSize: '1.125rem', fontWeight: 650, lineHeight: 1.35 },
      subtitle1: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
    },
    components: {
      // spec §9: tooltip enter delay 100 ms, touch delay 700 ms, leave touch 1500 ms, maximum width 300.
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTooltip: {
        defaultProps: {
          enterDelay: TOOLTIP_ENTER_DELAY_MS,
          enterTouchDelay: TOOLTIP_TOUCH_DELAY_MS,
          leaveTouchDelay: TOOLTIP_LEAVE_TOUCH_MS,
          arrow: true,
        },
        styleOverrides: { tooltip: { maxWidth: TOOLTIP_MAX_WIDTH, fontSize: '0.8125rem' } },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: '#dbe3e7' } } },
    },
  });
}
