// What the sign-up tests share: the test server they run on, and anonymous clients each from an address of its
// own (the sign-up throttles count per address too).
import { eq } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { patients } from '../../../db/schema/index.js';
import { auditRows, eventually } from '../../auth/auth.test-support.js';

export const PUBLIC_URL = 'https://member.dental.example';
export const PASSWORD = 'Sunny-Harbor-58';

/** A test server whose member links start with PUBLIC_URL and which reads the client address from X-Forwarded-For. */
export function signupTestServer(): Promise<TestServer> {
  return createTestServer({ env: { PUBLIC_URL_MEMBER: PUBLIC_URL, TRUST_PROXY: 'true' } });
}

/** The sign-up tests' helpers on `server()` (a getter: the server is made in beforeAll). */
export function signupHelpers(server: () => TestServer) {
  let ipCounter = 0;
  /** A fresh anonymous client from its own address (the throttles count per address too). */
  async function anonymous(app = server().app) {
    ipCounter += 1;
    const ip = `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
    const client = new TestClient(app);
    const request = client.request.bind(client);
    client.request = (method, url, body, options = {}) =>
      request(method, url, body, { ...options, headers: { 'x-forwarded-for': ip, ...options.headers } });
    await client.hello();
    return client;
  }

  /** A demo patient with no sign-in yet, given a tax id ending in `last4`. */
  async function unclaimedPatient(last4: string) {
    const db = server().db;
    const candidates = await db.select().from(patients).where(eq(patients.relationship, 'Spouse')).limit(200);
    const free = candidates.find((p) => p.userId === null && p.taxIdLast4 === null);
    if (!free) throw new Error('no patient');
    await db.update(patients).set({ taxIdLast4: last4 }).where(eq(patients.id, free.id));
    return free;
  }

  const initiate = async (body: Record<string, string>) =>
    (await anonymous()).post('/api/member/v4/signup/initiate/', body);
  const initiateFinished = (reasonOrOutcome: (row: Awaited<ReturnType<typeof auditRows>>[number]) => boolean) =>
    eventually(async () => (await auditRows(server().db, 'signup_initiate')).find(reasonOrOutcome));

  return { anonymous, unclaimedPatient, initiate, initiateFinished };
}
