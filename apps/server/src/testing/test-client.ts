// A browser-like client over Fastify's inject: keeps cookies between calls and echoes XSRF-TOKEN in the
// X-XSRF-TOKEN header on unsafe methods, as the portals' API client does.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Readable } from 'node:stream';
import { multipartBody, type FormPart } from './multipart.js';

/** A form's body (built, or streamed as a slow client sends it) and its content type. */
export interface FormBody {
  body: Buffer | Readable;
  contentType: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Send the X-XSRF-TOKEN header from the cookie (default true). */
  xsrf?: boolean;
  /** The client's address (default 127.0.0.1): per-address throttles see each address apart. */
  remoteAddress?: string;
}

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && options.xsrf !== false && xsrf) headers['x-xsrf-token'] = xsrf;
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, undefined, options);
  }
  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', url, body ?? {}, options);
  }
  patch(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('PATCH', url, body ?? {}, options);
  }
  /** Posts a multipart/form-data form (an upload, decision 0052): the parts, or a body built by hand. */
  upload(url: string, form: readonly FormPart[] | FormBody, options: RequestOptions = {}) {
    const { body, contentType } = Array.isArray(form) ? multipartBody(form) : (form as FormBody);
    return this.request('POST', url, body, {
      ...options,
      headers: { ...options.headers, 'content-type': contentType },
    });
  }
  delete(url: string, options?: RequestOptions) {
    return this.request('DELETE', url, undefined, options);
  }

  /** The start-up call, which also sets the XSRF-TOKEN cookie. */
  hello(portal = 'member') {
    return this.get(`/api/hello/?mixpanel_project=${portal}`);
  }
}
