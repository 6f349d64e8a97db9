// A browser-like API client over fetch: keeps cookies between calls and echoes XSRF-TOKEN in the
// X-XSRF-TOKEN header on unsafe methods, as the portals' API client does. Used to sign in before a load
// run, to count statements per call, and to hand Lighthouse a signed-in browser.

export const DEMO_PASSWORD = 'DemoPass123';
export const DEMO_MEMBER = 'member@example.com';

export class ApiSession {
  /** @param {string} base e.g. http://127.0.0.1:8080 */
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
    /** The client address this session claims (X-Forwarded-For, read by a server started with TRUST_PROXY). */
    this.forwardedFor = undefined;
  }

  /** The Cookie header this session sends. */
  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Headers that make a request from this session (cookie, and the XSRF echo for unsafe methods). */
  headers(method = 'GET') {
    const headers = { cookie: this.cookieHeader };
    if (this.forwardedFor) headers['x-forwarded-for'] = this.forwardedFor;
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    return headers;
  }

  async request(method, path, body) {
    const headers = this.headers(method);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired =
        value === '' ||
        attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) ||
        attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) <= Date.now());
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, body: json, text };
  }

  hello(portal = 'member') {
    return this.request('GET', `/api/hello/?mixpanel_project=${portal}`);
  }

  /** hello (XSRF cookie), then POST /api/token/; throws unless 200. */
  async signIn(email = DEMO_MEMBER, password = DEMO_PASSWORD, accountType = 'member') {
    await this.hello(accountType);
    const response = await this.request('POST', '/api/token/', { email, password, account_type: accountType });
    if (response.status !== 200)
      throw new Error(`sign-in as ${email} answered ${response.status}: ${response.text.slice(0, 200)}`);
    return this;
  }
}

/** A new session signed in as `email` on the portal at `base`. */
export async function signedIn(base, email = DEMO_MEMBER, accountType = 'member') {
  return new ApiSession(base).signIn(email, DEMO_PASSWORD, accountType);
}

/**
 * A demo user's session (the member's by default) as a browser's cookies (puppeteer's setCookie), for a page opened signed in: a
 * real sign-in on `origin`; the presence cookies and the XSRF token stay readable by the page's script.
 */
export async function signedInBrowserCookies(origin, email = DEMO_MEMBER, accountType = 'member') {
  return browserCookiesOf(await new ApiSession(origin).signIn(email, DEMO_PASSWORD, accountType));
}

/** A signed-in session's cookies as a browser's (puppeteer's setCookie), for the same origin. */
export function browserCookiesOf(session) {
  const { hostname } = new URL(session.base);
  return [...session.cookies].map(([name, value]) => ({
    name,
    value,
    domain: hostname,
    path: '/',
    httpOnly: !name.endsWith('_present') && name !== 'XSRF-TOKEN',
    sameSite: 'Lax',
  }));
}
