import { describe, expect, it } from 'vitest';
import { errorPageVariant, isErrorPageMessage } from './page-messages.js';

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
