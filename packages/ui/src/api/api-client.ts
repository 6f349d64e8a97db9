import {
  API_BASE,
  apiPath,
  DEFAULT_SUPPORT_EMAIL,
  CSRF_REJECTED_STATUS,
  CSRF_REJECTED_CODE,
  errorsFieldMessage,
  messageForStatus,
  MSG_NO_RESPONSE,
  SHARED_CALLS,
  type CallGroup,
  type CallName,
  type CallResponse,
  type CallRoute,
  type HttpMethod,
} from '@dental/domain';
import { ApiError, fieldErrorsOf } from './api-error';
import type { CallArgs, CallBehaviour } from './call-options';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from './cookies';

export type { HttpMethod };

/**
 * Issue 25 item 2: whose calls this compilation's screens may make. Each portal app registers its group once
 * (app/portal-calls.ts: `declare module '@dental/ui' { interface PortalCallsRegister { group: 'dentist' } }`), so
 * in that app a call of another portal's group does not compile. Where nothing is registered (packages/ui's own
 * code and tests), every group. Types only: nothing of it reaches a portal's JavaScript.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each app's declaration merging
export interface PortalCallsRegister {}
/** The group this compilation's app registered, or every group where none did. */
export type RegisteredCallGroup = PortalCallsRegister extends { group: infer G extends CallGroup } ? G : CallGroup;
/** The calls this portal's client may make: its own group's and the shared ones ('shared.signIn'). */
export type PortalCallName = Extract<CallName, `shared.${string}` | `${RegisteredCallGroup}.${string}`>;

/**
 * The groups of the call table this bundle can call: the shared calls, and the group its portal registers
 * (each app's route module: `registerCalls('member', MEMBER_CALLS)`). A portal's JavaScript so carries its own
 * paths only, not every portal's (issue 8's 180 KB of initial JavaScript).
 */
const callTables: Partial<Record<CallGroup, Readonly<Record<string, CallRoute>>>> = { shared: SHARED_CALLS };

/** Lets this bundle's API client make the calls of `group` (CALLS[group] of the domain package). */
export function registerCalls(group: RegisteredCallGroup, table: Readonly<Record<string, CallRoute>>): void {
  callTables[group] = table;
}

function routeOf(name: CallName): CallRoute {
  const [group, call] = name.split('.') as [CallGroup, string];
  const route = callTables[group]?.[call];
  if (!route) throw new Error(`ApiClient: ${name} is not a call this portal registered (registerCalls).`);
  return route;
}

const UNSAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PATCH', 'DELETE']);

type QueryValue = string | number | boolean | null | undefined;

/** A call as `send` makes it: its path already filled, its query and body as plain values. */
interface RequestOptions extends CallBehaviour {
  body?: unknown;
  query?: Record<string, QueryValue>;
}

/** The options of `call` once its types have done their work (what CallArgs allows, seen untyped). */
interface UntypedCallOptions extends CallBehaviour {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** DESIGN §3: a 403 whose body says the XSRF token did not match. */
function isCsrfFailure(status: number, body: unknown): boolean {
  const csrfStatus = CSRF_REJECTED_STATUS;
  const code = CSRF_REJECTED_CODE;
  return status === csrfStatus && !!body && typeof body === 'object' && 'code' in body && body.code === code;
}

/**
 * spec §7 and §8: the one way the portals call the API. Same-origin `/api/` base, cookies sent, the XSRF
 * header on every unsafe method, no timeout, success is 2xx; any failure becomes one ApiError.
 */
export class ApiClient {
  private supportEmail = DEFAULT_SUPPORT_EMAIL;
  /** The calls under way, each with its own abort switch (see abortInFlight). */
  private readonly inFlight = new Set<AbortController>();
  private unauthorizedHandler: (() => void) | null = null;
  private notFoundHandler: (() => void) | null = null;

  constructor(
    private readonly fetchImpl: FetchLike = (input, init) => fetch(input, init),
    private readonly base = API_BASE,
  ) {}

  /** The support address of the catalogue messages (from the start-up response). */
  setSupportEmail(email: string): void {
    this.supportEmail = email;
  }

  getSupportEmail(): string {
    return this.supportEmail;
  }

  /** spec §8: the automatic-logout handler a 401 runs. */
  setUnauthorizedHandler(handler: (() => void) | null): void {
    this.unauthorizedHandler = handler;
  }

  /** spec §8: where a 404 answer navigates (the not-found route). */
  setNotFoundHandler(handler: (() => void) | null): void {
    this.notFoundHandler = handler;
  }

  /**
   * Drops every call under way: signing out revokes the session, and a page's calls still on their way would
   * otherwise come back 401 after it (the browser logs each as an error, and they would run the 401 handler).
   * Their promises reject with an AbortError.
   */
  abortInFlight(): void {
    for (const controller of this.inFlight) controller.abort();
    this.inFlight.clear();
  }

  /**
   * issue 14 item 1: makes the contract's call `name` ('member.transactions'): method and path from CALLS,
   * ':id' filled from `params`, `query` and `body` typed by the entry's schemas. Resolves with the body of a
   * 2xx answer, typed as the entry's response (the server sends nothing its response schema refuses);
   * rejects with an ApiError otherwise.
   */
  async call<N extends PortalCallName>(name: N, ...[options]: CallArgs<N>): Promise<CallResponse<N>> {
    const { method, path } = routeOf(name);
    const { params, query, body, ...behaviour } = (options ?? {}) as UntypedCallOptions;
    const filled = apiPath(path, params).slice(API_BASE.length);
    if (/\/:[a-z_]+/i.test(filled)) throw new Error(`ApiClient: ${name} needs its path parameters (${path}).`);
    const answer = await this.request(method, filled, { ...behaviour, query, body });
    return answer as CallResponse<N>;
  }

  /** Sends a request; resolves with the parsed body of a 2xx answer, rejects with an ApiError otherwise. */
  private async request(method: HttpMethod, path: string, options: RequestOptions): Promise<unknown> {
    let { status, body } = await this.send(method, path, options);
    // Portals on other localhost ports share cookies and may have replaced XSRF-TOKEN: get a fresh one
    // (the start-up call re-issues the cookie) and try once more.
    if (UNSAFE_METHODS.has(method) && isCsrfFailure(status, body)) {
      await this.send(SHARED_CALLS.hello.method, SHARED_CALLS.hello.path, {}).catch(() => undefined);
      ({ status, body } = await this.send(method, path, options));
    }
    if (status >= 200 && status < 300) return body;
    throw this.failure(status, body, options);
  }

  private url(path: string, query: Record<string, QueryValue> | undefined): string {
    const url = this.base + path.replace(/^\/+/, '');
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const search = params.toString();
    return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
  }

  private async send(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (UNSAFE_METHODS.has(method)) {
      const token = readCookie(XSRF_COOKIE);
      if (token) headers[XSRF_HEADER] = token;
    }
    const controller = new AbortController();
    this.inFlight.add(controller);
    const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
    try {
      let response: Response;
      try {
        response = await this.fetchImpl(this.url(path, options.query), {
          method,
          headers,
          credentials: 'same-origin',
          body: options.body === undefined ? null : JSON.stringify(options.body),
          signal,
        });
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
        // spec §8: no response at all.
        throw new ApiError(MSG_NO_RESPONSE, { status: undefined });
      }
      const body = await readBody(response);
      // Dropped while its body was read: its answer is not used either.
      signal.throwIfAborted();
      return { status: response.status, body };
    } finally {
      this.inFlight.delete(controller);
    }
  }

  private failure(status: number, body: unknown, options: RequestOptions): ApiError {
    if (status === 401) {
      // spec §8: run the automatic-logout handler, otherwise call logout; no toast.
      if (!options.skipAuthHandler) {
        if (this.unauthorizedHandler) this.unauthorizedHandler();
        else void this.send(SHARED_CALLS.logout.method, SHARED_CALLS.logout.path, {}).catch(() => undefined);
      }
      return new ApiError(errorsFieldMessage(body) ?? 'Unauthorized', { status, body, silent: true });
    }
    if (status === 404 && !options.skipNotFoundRedirect) this.notFoundHandler?.();
    // spec §8: a server-supplied errors field overrides the status message.
    const message = errorsFieldMessage(body) ?? messageForStatus(status, this.supportEmail) ?? MSG_NO_RESPONSE;
    return new ApiError(message, { status, body, fieldErrors: fieldErrorsOf(body) });
  }
}
