/** spec §2: the query parameter that carries where to go back after sign in. */
export const RETURN_URL_PARAM = 'return-url';
export const SIGN_IN_ROUTE = '/sign-in';

/** A same-site path only: never an absolute or protocol-relative address (no open redirect). */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * spec §2: where an unauthenticated visit to a protected route goes: /sign-in with `return-url` set to
 * the path, keeping the rest of the query string beside it. Home needs no return-url.
 */
export function signInPathFor(location: { pathname: string; search: string }): string {
  const rest = new URLSearchParams(location.search);
  rest.delete(RETURN_URL_PARAM);
  if (location.pathname === '/' && rest.size === 0) return SIGN_IN_ROUTE;
  const params = new URLSearchParams({ [RETURN_URL_PARAM]: location.pathname });
  rest.forEach((value, key) => params.append(key, value));
  return `${SIGN_IN_ROUTE}?${params.toString()}`;
}

/** spec §2: where a signed-in user on /sign-in goes: the return-url with the rest of the query, or /. */
export function returnTargetOf(search: string): string {
  const params = new URLSearchParams(search);
  const path = params.get(RETURN_URL_PARAM);
  if (!path || !isSafePath(path)) return '/';
  params.delete(RETURN_URL_PARAM);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
