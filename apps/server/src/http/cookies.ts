import type { CookieSerializeOptions } from '@fastify/cookie';

/** Cookie attributes shared by every cookie the API sets (DESIGN §3: httpOnly, SameSite=Lax, Secure outside local http). */
export interface CookiePolicy {
  httpOnly(maxAgeSeconds?: number): CookieSerializeOptions;
  /** Readable by the portal's script (XSRF-TOKEN and the presence cookies of spec §3). */
  readable(maxAgeSeconds?: number): CookieSerializeOptions;
  clear(): CookieSerializeOptions;
}

export function cookiePolicy(secure: boolean): CookiePolicy {
  const base = { path: '/', sameSite: 'lax' as const, secure };
  const withAge = (maxAge?: number) => (maxAge === undefined ? {} : { maxAge });
  return {
    httpOnly: (maxAge) => ({ ...base, httpOnly: true, ...withAge(maxAge) }),
    readable: (maxAge) => ({ ...base, httpOnly: false, ...withAge(maxAge) }),
    clear: () => ({ ...base }),
  };
}
