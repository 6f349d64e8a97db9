import { describe, expect, it } from 'vitest';
import { classifyError } from './error-kind';

describe('classifyError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
  ])('maps %s to the chunk-load variant', (error) => {
    expect(classifyError(error, true)).toBe('chunk-load');
  });

  it.each([
    new TypeError('Failed to fetch'),
    new Error('NetworkError when attempting to fetch resource.'),
    'You are offline',
    new Error('No internet'),
  ])('maps %s to the offline variant', (error) => {
    expect(classifyError(error, true)).toBe('offline');
  });

  it.each([new Error('boom'), null, undefined, 42, { status: 500 }])('maps %s to unexpected', (error) => {
    expect(classifyError(error, true)).toBe('unexpected');
  });

  it('maps a chunk error to offline when the browser is offline', () => {
    expect(classifyError(new TypeError('Failed to fetch dynamically imported module: /a.js'), false)).toBe('offline');
  });
});
