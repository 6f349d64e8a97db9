// What the company users' tests share: the calls' addresses, a signed-out client of the employer portal, and an
// invitation made through the API with the code its mail carries.
import { expect } from 'vitest';
import { companyInviteResponseSchema, type CompanyInvite } from '@dental/domain';
import type { TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';

export const USERS = '/api/employer/v1/company/users/';
export const INVITES = `${USERS}invites/`;
export const ACCEPT = '/api/employer/v1/user-invites/accept/';
export const NEW_PASSWORD = 'HrAdmin2027x';

/** A signed-out client of the employer portal (it has the XSRF cookie). */
export async function anonymous(server: TestServer): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.hello('employer');
  return client;
}

/** The mails that went to `email`, newest first. */
export const mailsTo = (server: TestServer, email: string) => server.mail.messages().filter((m) => m.to === email);

/** The code of the `nth` invitation mail to `email` (its link opens the employer portal's /accept-invite). */
export async function mailedCode(server: TestServer, email: string, nth = 1): Promise<string> {
  await server.mail.waitFor(() => mailsTo(server, email).length >= nth);
  const mails = mailsTo(server, email);
  // The catcher lists the newest first.
  const mail = mails[mails.length - nth]!;
  expect(mail.subject).toBe('You are invited to the Employer Portal');
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
  expect(link.pathname).toBe('/accept-invite');
  return link.searchParams.get('code') ?? '';
}

/** Invites `email` through `admin` (201) and answers the invitation and its link's code. */
export async function invite(
  server: TestServer,
  admin: TestClient,
  email: string,
): Promise<{ invite: CompanyInvite; code: string }> {
  const before = mailsTo(server, email).length;
  const response = await admin.post(INVITES, { first_name: 'Pat', last_name: 'Rivera', email });
  expect(response.statusCode, response.body).toBe(201);
  return {
    invite: companyInviteResponseSchema.parse(response.json()).data,
    code: await mailedCode(server, email, before + 1),
  };
}
