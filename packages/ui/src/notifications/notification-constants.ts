// spec §9: the banner's timings come from the domain constants.
export {
  NOTIFICATION_AUTO_HIDE_MS as NOTIFICATION_AUTO_HIDE_MS_DEFAULT,
  RECONNECT_COUNTDOWN_SECONDS as RECONNECT_COUNTDOWN_S,
} from '@dental/domain';
