import { describe, expect, it } from 'vitest';
import { parseEnv, publicUrlOf } from '../../config/env.js';

describe('public portal addresses (reset links; never the Host header)', () => {
  it('default to localhost and each portal port', () => {
    const env = parseEnv({ PORT: '9000' });
    expect(publicUrlOf(env, 'member')).toBe('http://localhost:9000');
    expect(publicUrlOf(env, 'dentist')).toBe('http://localhost:9001');
    expect(publicUrlOf(env, 'employer')).toBe('http://localhost:9002');
    expect(publicUrlOf(env, 'admin')).toBe('http://localhost:9003');
  });

  it('come from PUBLIC_URL_<PORTAL>, without a trailing slash, and must be http(s)', () => {
    expect(publicUrlOf(parseEnv({ PUBLIC_URL_ADMIN: 'https://admin.dental.example/' }), 'admin')).toBe(
      'https://admin.dental.example',
    );
    expect(() => parseEnv({ PUBLIC_URL_MEMBER: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL_MEMBER/);
  });
});
