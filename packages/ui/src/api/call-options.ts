// issue 14 item 1: what `ApiClient.call` takes for a call, typed from its contract entry. The types come
// from '@dental/domain' with `import type`: no schema reaches the portals' JavaScript through here.
import type { CallBody, CallName, CallParams, CallQuery } from '@dental/domain';

/**
 * One part of a request: absent (never) when the entry has no schema for it, optional when everything in it
 * is optional, required otherwise.
 */
type Part<K extends 'params' | 'query' | 'body', T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : Partial<T> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** The params, query and body of a call, as its entry's schemas read them (their z.input). */
export type CallRequest<N extends CallName> = Part<'params', CallParams<N>> &
  Part<'query', CallQuery<N>> &
  Part<'body', CallBody<N>>;

/** How the client treats a call's failure, and how the caller can drop it. */
export interface CallBehaviour {
  /** For calls whose 401 the caller handles itself (sign in, token refresh, logout, signed-out pages). */
  skipAuthHandler?: boolean;
  /** For calls whose 404 the caller handles instead of going to the not-found route. */
  skipNotFoundRedirect?: boolean;
  signal?: AbortSignal;
}

export type CallOptions<N extends CallName> = CallRequest<N> & CallBehaviour;

/** The options argument of a call: it may be left out when the call needs nothing. */
export type CallArgs<N extends CallName> =
  Partial<CallRequest<N>> extends CallRequest<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];
