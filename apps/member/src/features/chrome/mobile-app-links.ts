// spec §1: where the footer's store badges lead. Configurable here (or at build time through the Vite
// variables VITE_APP_STORE_URL and VITE_GOOGLE_PLAY_URL), because the store listings are not in the spec.
const env = import.meta.env as Record<string, string | undefined>;

/** The mobile app's store listings. */
export const MOBILE_APP_LINKS = {
  appStore: env.VITE_APP_STORE_URL ?? 'https://apps.apple.com/us/search?term=dental%20benefits',
  googlePlay: env.VITE_GOOGLE_PLAY_URL ?? 'https://play.google.com/store/search?q=dental%20benefits&c=apps',
} as const;
