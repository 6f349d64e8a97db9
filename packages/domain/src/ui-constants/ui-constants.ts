// spec §1 and §9: timings and sizes the portals share.

/** spec §9: notification auto-hide; a null duration disables it. */
export const NOTIFICATION_AUTO_HIDE_MS = 4000;
/** spec §2 and §9: the reconnect banner counts down 15 seconds, then reloads. */
export const RECONNECT_COUNTDOWN_SECONDS = 15;
/** spec §9 */
export const TOOLTIP_ENTER_DELAY_MS = 100;
/** spec §9 */
export const TOOLTIP_TOUCH_DELAY_MS = 700;
/** spec §9 */
export const TOOLTIP_LEAVE_TOUCH_MS = 1500;
/** spec §9: tooltip maximum width, px. */
export const TOOLTIP_MAX_WIDTH = 300;
/** spec §2 and §9: navigation drawer width, px. */
export const DRAWER_WIDTH = 176;
/** spec §2 and §9: top bar height, px. */
export const TOP_BAR_HEIGHT = 56;

/** A badge image size in px. */
export interface BadgeSize {
  width: number;
  height: number;
}

/**
 * spec §1: the footer's app-store badge images are 157x52 and 176x52. The narrower is the App Store badge,
 * the wider the Google Play badge (their published aspect ratios).
 */
export const STORE_BADGE_SIZES = {
  appStore: { width: 157, height: 52 },
  googlePlay: { width: 176, height: 52 },
} as const satisfies Record<string, BadgeSize>;
