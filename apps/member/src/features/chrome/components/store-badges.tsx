import { STORE_BADGE_SIZES } from '@dental/domain';

// Our own simple badge artwork (not the stores' trademarked images), sized as spec §1 says.
const frame = { rx: 9, fill: '#000000', stroke: '#a6a6a6', strokeWidth: 1 } as const;
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/** The App Store badge, 157x52 (spec §1); decorative, its link carries the name. */
export function AppStoreBadge() {
  const { width, height } = STORE_BADGE_SIZES.appStore;
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width={width - 1} height={height - 1} {...frame} />
      {/* a simple apple: body and leaf */}
      <path d="M30 19c-2.2 0-3.2 1.3-5 1.3S21.8 19 20 19c-3 0-6 2.6-6 7.5 0 5.4 3.6 11.5 6.3 11.5 1.6 0 2.4-1 4.6-1s2.8 1 4.6 1c2.6 0 5.3-5 5.5-6.2-2.6-1.1-3.8-3.4-3.8-5.7 0-2.2 1.2-3.9 3-4.8-1.2-1.6-2.8-2.3-4.2-2.3z" fill="#ffffff" />
      <path d="M27.5 17.8c1.3-1.5 1.9-3.3 1.7-4.8-1.6.1-3.4 1.1-4.5 2.5-1 1.2-1.8 3-1.6 4.6 1.7.1 3.3-.9 4.4-2.3z" fill="#ffffff" />
      <text x="46" y="22" fill="#ffffff" fontFamily={font} fontSize="10" textLength="92" lengthAdjust="spacingAndGlyphs">
        Download on the
      </text>
      <text x="46" y="40" fill="#ffffff" fontFamily={font} fontSize="18" fontWeight="600" textLength="98" lengthAdjust="spacingAndGlyphs">
        App Store
      </text>
    </svg>
  );
}

/** The Google Play badge, 176x52 (spec §1); decorative, its link carries the name. */
export function GooglePlayBadge() {
  const { width, height } = STORE_BADGE_SIZES.googlePlay;
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width={width - 1} height={height - 1} {...frame} />
      {/* a simple four-colour play triangle */}
      <path d="M15 12l17 14-17 14z" fill="#00c3ff" />
      <path d="M15 12l22 12.6-5 1.4z" fill="#00e36b" />
      <path d="M15 40l22-12.6-5-1.4z" fill="#ff3a44" />
      <path d="M37 24.6l5 2.9-5 2.9-5-4.4z" fill="#ffd400" />
      <text x="52" y="22" fill="#ffffff" fontFamily={font} fontSize="10" textLength="54" lengthAdjust="spacingAndGlyphs">
        GET IT ON
      </text>
      <text x="52" y="40" fill="#ffffff" fontFamily={font} fontSize="18" fontWeight="600" textLength="110" lengthAdjust="spacingAndGlyphs">
        Google Play
      </text>
    </svg>
  );
}
