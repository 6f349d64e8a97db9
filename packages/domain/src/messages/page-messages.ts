// spec §2: texts of the error page, the 404 screen, empty tables and the signed-out dialog, verbatim.

/** spec §2: error page title. */
export const ERROR_PAGE_TITLE = 'Sorry!';
/** spec §2: error page line. */
export const ERROR_PAGE_MESSAGE = "There's a problem on our end.";
/** spec §2: chunk-load failure variant. */
export const ERROR_PAGE_CHUNK_LOAD_MESSAGE =
  'The portal has been updated, please refresh your browser tab to get the latest changes.';
/** spec §2: offline variant. */
export const ERROR_PAGE_OFFLINE_MESSAGE = 'You appear to be offline. Please check your internet connection.';
/** spec §2: generic variant's action. */
export const ERROR_PAGE_HOME_ACTION = 'Back to the home page';
/** spec §2: chunk-load variant's action. */
export const ERROR_PAGE_REFRESH_ACTION = 'Refresh';
/** spec §2: offline variant's action. */
export const ERROR_PAGE_TRY_AGAIN_ACTION = 'Try Again';
/** spec §2: the reconnect banner's action that reloads at once. */
export const RECONNECT_TRY_NOW_ACTION = 'Try Now';

/** spec §2: the three error page variants. */
export const ERROR_PAGE_VARIANTS = ['chunk-load', 'offline', 'generic'] as const;
export type ErrorPageVariant = (typeof ERROR_PAGE_VARIANTS)[number];

// Browsers word a failed lazy chunk differently: Chrome 'Failed to fetch dynamically imported module',
// Firefox 'error loading dynamically imported module', Safari 'Importing a module script failed'.
const CHUNK_ERROR = /chunk|dynamically imported module|module script/i;
const NETWORK_ERROR = /network|offline|internet|failed to fetch/i;

/** spec §8: whether an error message is one the error page handles (chunk, network, offline ...). */
export function isErrorPageMessage(message: string): boolean {
  return CHUNK_ERROR.test(message) || NETWORK_ERROR.test(message);
}

/** spec §2 and §8: the error page variant for an error message (offline when the browser says so). */
export function errorPageVariant(message: string, isOnline = true): ErrorPageVariant {
  if (!isOnline) return 'offline';
  if (CHUNK_ERROR.test(message)) return 'chunk-load';
  if (NETWORK_ERROR.test(message)) return 'offline';
  return 'generic';
}

/** spec §2: the 404 screen. */
export const NOT_FOUND_PAGE_TITLE = '404 Page not found';
/** spec §2: an empty table. */
export const NO_RESULTS_FOUND = 'No results found';
/** spec §2: the signed-out dialog's title. */
export const SIGNED_OUT_TITLE = 'You have been signed out';
/** spec §2: the signed-out dialog's action. */
export const SIGN_IN_AGAIN_ACTION = 'Sign in again';
