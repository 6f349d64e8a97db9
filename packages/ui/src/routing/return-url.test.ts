import { describe, expect, it } from 'vitest';
import { returnTargetOf, signInPathFor } from './return-url';

describe('signInPathFor', () => {
  it('keeps the path as return-url and the rest of the query string', () => {
    expect(signInPathFor({ pathname: '/plan-details', search: '?year=2025&tab=ortho' })).toBe(
      '/sign-in?return-url=%2Fplan-details&year=2025&tab=ortho',
    );
  });

  it('replaces a return-url already in the query', () => {
    expect(signInPathFor({ pathname: '/estimates', search: '?return-url=%2Fold' })).toBe(
      '/sign-in?return-url=%2Festimates',
    );
  });

  it('sends home to plain /sign-in', () => {
    expect(signInPathFor({ pathname: '/', search: '' })).toBe('/sign-in');
  });
});

describe('returnTargetOf', () => {
  it('goes to the return-url with the rest of the query', () => {
    expect(returnTargetOf('?return-url=%2Fplan-details&year=2025')).toBe('/plan-details?year=2025');
  });

  it('goes to / without a return-url', () => {
    expect(returnTargetOf('')).toBe('/');
    expect(returnTargetOf('?year=2025')).toBe('/');
  });

  it.each(['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)'])('refuses %s', (url) => {
    expect(returnTargetOf(`?return-url=${encodeURIComponent(url)}`)).toBe('/');
  });

  it('round-trips with signInPathFor', () => {
    const signIn = signInPathFor({ pathname: '/transactions', search: '?page=2' });
    expect(returnTargetOf(signIn.slice(signIn.indexOf('?')))).toBe('/transactions?page=2');
  });
});
