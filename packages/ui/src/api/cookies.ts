/** Reads one cookie of the page; null when absent (always, where there is no page: the build-time prerender). */
export function readCookie(
  name: string,
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return null;
}

/** Expires a readable cookie of this page (path /). */
export function expireCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
}

/** spec §7 and DESIGN §3: the cross-site request forgery cookie and the header that must echo it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
