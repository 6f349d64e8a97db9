/** spec §9: notification auto-hide, ms. */
export const NOTIFICATION_AUTO_HIDE_MS_DEFAULT = 4000;
/** spec §2 and §9: the reconnect banner's countdown, seconds. */
export const RECONNECT_COUNTDOWN_S = 15;
