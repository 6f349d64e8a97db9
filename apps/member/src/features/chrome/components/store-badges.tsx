import Box from '@mui/material/Box';
import { STORE_BADGE_SIZES, type BadgeSize } from '@dental/domain';

// Our own simple badge artwork (not the stores' trademarked images), sized as spec §1 says. Each is an
// image with alternative text, so its words are one accessible name.
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif';

function frame({ width, height }: BadgeSize): string {
  return `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="9" fill="#000" stroke="#a6a6a6"/>`;
}

function words(x: number, small: string, smallLength: number, big: string, bigLength: number): string {
  return (
    `<text x="${x}" y="22" fill="#fff" font-family="${FONT}" font-size="10" textLength="${smallLength}" lengthAdjust="spacingAndGlyphs">${small}</text>` +
    `<text x="${x}" y="40" fill="#fff" font-family="${FONT}" font-size="18" font-weight="600" textLength="${bigLength}" lengthAdjust="spacingAndGlyphs">${big}</text>`
  );
}

function dataUri(size: BadgeSize, body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${frame(size)}${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// A simple apple (body and leaf) and a four-colour play triangle.
const APPLE =
  '<path d="M30 19c-2.2 0-3.2 1.3-5 1.3S21.8 19 20 19c-3 0-6 2.6-6 7.5 0 5.4 3.6 11.5 6.3 11.5 1.6 0 2.4-1 4.6-1s2.8 1 4.6 1c2.6 0 5.3-5 5.5-6.2-2.6-1.1-3.8-3.4-3.8-5.7 0-2.2 1.2-3.9 3-4.8-1.2-1.6-2.8-2.3-4.2-2.3z" fill="#fff"/>' +
  '<path d="M27.5 17.8c1.3-1.5 1.9-3.3 1.7-4.8-1.6.1-3.4 1.1-4.5 2.5-1 1.2-1.8 3-1.6 4.6 1.7.1 3.3-.9 4.4-2.3z" fill="#fff"/>';
const PLAY =
  '<path d="M15 12l17 14-17 14z" fill="#00c3ff"/><path d="M15 12l22 12.6-5 1.4z" fill="#00e36b"/>' +
  '<path d="M15 40l22-12.6-5-1.4z" fill="#ff3a44"/><path d="M37 24.6l5 2.9-5 2.9-5-4.4z" fill="#ffd400"/>';

/** The badges' image addresses (inline SVG data; the Content-Security-Policy allows data: images). */
export const BADGE_IMAGES = {
  appStore: dataUri(STORE_BADGE_SIZES.appStore, APPLE + words(46, 'Download on the', 92, 'App Store', 98)),
  googlePlay: dataUri(STORE_BADGE_SIZES.googlePlay, PLAY + words(52, 'GET IT ON', 54, 'Google Play', 110)),
} as const;

/** A store badge image, 157x52 (App Store) or 176x52 (Google Play) as spec §1 says. */
export function StoreBadge({ store, alt }: { store: keyof typeof BADGE_IMAGES; alt: string }) {
  const { width, height } = STORE_BADGE_SIZES[store];
  return (
    <Box component="img" src={BADGE_IMAGES[store]} alt={alt} width={width} height={height} sx={{ display: 'block' }} />
  );
}
