import { describe, expect, it } from 'vitest';
import {
  ERROR_PAGE_CHUNK_LOAD_MESSAGE,
  ERROR_PAGE_HOME_ACTION,
  ERROR_PAGE_MESSAGE,
  ERROR_PAGE_OFFLINE_MESSAGE,
  ERROR_PAGE_REFRESH_ACTION,
  ERROR_PAGE_TITLE,
  ERROR_PAGE_TRY_AGAIN_ACTION,
  NOT_FOUND_PAGE_TITLE,
  NO_RESULTS_FOUND,
  RECONNECT_TRY_NOW_ACTION,
  SIGNED_OUT_TITLE,
  SIGN_IN_AGAIN_ACTION,
  errorPageVariant,
  isErrorPageMessage,
} from './page-messages.js';

describe('page texts (spec §2, verbatim)', () => {
  it('word the error page', () => {
    expect(ERROR_PAGE_TITLE).toBe('Sorry!');
    expect(ERROR_PAGE_MESSAGE).toBe("There's a problem on our end.");
    expect(ERROR_PAGE_CHUNK_LOAD_MESSAGE).toBe(
      'The portal has been updated, please refresh your browser tab to get the latest changes.',
    );
    expect(ERROR_PAGE_OFFLINE_MESSAGE).toBe('You appear to be offline. Please check your internet connection.');
    expect(ERROR_PAGE_HOME_ACTION).toBe('Back to the home page');
    expect(ERROR_PAGE_REFRESH_ACTION).toBe('Refresh');
    expect(ERROR_PAGE_TRY_AGAIN_ACTION).toBe('Try Again');
    expect(RECONNECT_TRY_NOW_ACTION).toBe('Try Now');
  });

  it('word the 404 screen, empty tables and the signed-out dialog', () => {
    expect(NOT_FOUND_PAGE_TITLE).toBe('404 Page not found');
    expect(NO_RESULTS_FOUND).toBe('No results found');
    expect(SIGNED_OUT_TITLE).toBe('You have been signed out');
    expect(SIGN_IN_AGAIN_ACTION).toBe('Sign in again');
  });
});

describe('error page variant (spec §8)', () => {
  it.each([
    ['Failed to fetch dynamically imported module: /assets/plan-details.js', 'chunk-load'],
    ['error loading dynamically imported module', 'chunk-load'],
    ['Importing a module script failed.', 'chunk-load'],
    ['Loading chunk 7 failed.', 'chunk-load'],
    ['Failed to fetch', 'offline'],
    ['NetworkError when attempting to fetch resource.', 'offline'],
    ['Network Error', 'offline'],
    ['No internet', 'offline'],
    ['Cannot read properties of undefined', 'generic'],
  ])('%j -> %s', (message, variant) => {
    expect(errorPageVariant(message)).toBe(variant);
    expect(isErrorPageMessage(message)).toBe(variant !== 'generic');
  });

  it('is offline whenever the browser is offline', () => {
    expect(errorPageVariant('Loading chunk 7 failed.', false)).toBe('offline');
  });
});
