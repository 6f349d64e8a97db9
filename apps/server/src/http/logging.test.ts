import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.js';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/reset-password?code=abc123&x=1')).toBe('/reset-password?code=%5Bredacted%5D&x=1');
    expect(redactUrl('/api/x/?token=t&page=2')).toBe('/api/x/?token=%5Bredacted%5D&page=2');
  });
  it('leaves URLs without a query alone', () => {
    expect(redactUrl('/api/hello/')).toBe('/api/hello/');
  });
});
