import { describe, expect, it } from 'vitest';
import { classifyError } from './error-kind';

describe('classifyError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    new Error('Unable to preload CSS for /assets/a.css'),
  ])('maps %s to the chunk variant', (error) => {
    expect(classifyError(error)).toBe('chunk');
  });

  it.each([new TypeError('Failed to fetch'), new Error('NetworkError when attempting to fetch resource.'), 'You are offline', new Error('No internet')])(
    'maps %s to the offline variant',
    (error) => {
      expect(classifyError(error)).toBe('offline');
    },
  );

  it.each([new Error('boom'), null, undefined, 42, { status: 500 }])('maps %s to unexpected', (error) => {
    expect(classifyError(error)).toBe('unexpected');
  });
});
