// Helpers for the sign-in, session and password reset tests (not shipped behaviour).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Portal } from '@dental/domain';
import type { Database } from '../../db/database.js';
import { auditLog, users } from '../../db/schema/index.js';
import { TestClient, type RequestOptions } from '../../testing/test-client.js';
import { hashPassword } from './password-hashing.js';

export const STRONG_PASSWORD = 'Tulip-Harbor-42';

/** A test client whose calls come from one client address (the app must run with TRUST_PROXY=true). */
export class ClientAt extends TestClient {
  constructor(
    app: FastifyInstance,
    readonly ip: string = `10.${randomBytes(3).join('.')}`,
  ) {
    super(app);
  }

  override request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ) {
    return super.request(method, url, body, {
      ...options,
      headers: { 'x-forwarded-for': this.ip, ...options.headers },
    });
  }

  /** Start-up call (XSRF-TOKEN), then POST token/ for the app's portal. */
  async signIn(portal: Portal, email: string, password: string): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.hello(portal);
    return this.post('/api/token/', { email, password, account_type: portal });
  }
}

/** Creates a user of a portal with a unique email; returns its id and email. */
export async function createUser(
  db: Database,
  options: {
    portal: Portal;
    password?: string;
    disabled?: boolean;
    signupComplete?: boolean;
    firstName?: string;
    emailVerified?: boolean;
  },
): Promise<{ id: number; email: string }> {
  const email = `user-${randomBytes(5).toString('hex')}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      accountType: options.portal,
      email,
      passwordHash: await hashPassword(options.password ?? STRONG_PASSWORD),
      firstName: options.firstName ?? 'Robin',
      lastName: 'Tester',
      disabledAt: options.disabled ? new Date() : null,
      signupComplete: options.signupComplete ?? true,
      // Members must have a verified email to sign in (issue 4); test users do unless told otherwise.
      emailVerifiedAt: options.emailVerified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return { id: row.id, email };
}

/** Audit rows, newest first, optionally of one action. */
export function auditRows(db: Database, action?: string) {
  const query = db.select().from(auditLog).orderBy(desc(auditLog.id));
  return action ? query.where(eq(auditLog.action, action)) : query;
}

/** Waits until `check` returns a value (background work such as reset mail). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The Set-Cookie attributes of one cookie of a response. */
export function cookieOf(response: LightMyRequestResponse, name: string) {
  const cookies = response.cookies as {
    name: string;
    value: string;
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: string;
    path?: string;
    maxAge?: number;
    expires?: Date;
  }[];
  return cookies.find((cookie) => cookie.name === name);
}
