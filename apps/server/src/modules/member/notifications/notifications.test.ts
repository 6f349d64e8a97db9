import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { notificationsResponseSchema, notificationReadResponseSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { notifications } from '../../../db/schema/index.js';
import { DEMO_EMAILS, memberByEmail, signedIn, statementsOf, type DemoPerson } from '../member.test-support.js';
import { notificationKindOf, notify } from './notifications.service.js';

describe('notifications (spec §3, §7: member/v4/unread/ and member/v4/benefit/notifications/)', () => {
  let server: TestServer;
  let carter: DemoPerson;
  let patel: DemoPerson;
  beforeAll(async () => {
    server = await createTestServer();
    carter = await memberByEmail(server.db, DEMO_EMAILS.member);
    patel = await memberByEmail(server.db, DEMO_EMAILS.healthshare);
  });
  afterAll(() => server.close());

  async function unreadInDb(userId: number) {
    const [row] = await server.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  it("counts the caller's unread notifications in 2 statements with the session check", async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const { result, statements } = await statementsOf(server, () => client.get('/api/member/v4/unread/'));
    expect(result.json()).toEqual({ data: { total_unread_count: await unreadInDb(carter.userId) } });
    expect(await unreadInDb(carter.userId)).toBeGreaterThan(0);
    // issue 4 budget (at most 3): the session check and the count.
    expect(statements).toHaveLength(2);
    const other = await signedIn(server.app, DEMO_EMAILS.healthshare);
    expect((await other.get('/api/member/v4/unread/')).json()).toEqual({
      data: { total_unread_count: await unreadInDb(patel.userId) },
    });
  });

  it('lists them newest first, paginated, read ones too; only the caller’s', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const all = notificationsResponseSchema.parse((await client.get('/api/member/v4/benefit/notifications/')).json());
    const [total] = await server.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, carter.userId));
    expect(all.meta).toEqual({ page: 1, page_size: 20, total: total?.n });
    const times = all.data.map((n) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.data.some((n) => n.read_at !== null)).toBe(true);
    const page2 = notificationsResponseSchema.parse(
      (await client.get('/api/member/v4/benefit/notifications/?page=2&page_size=2')).json(),
    );
    expect(page2.data.map((n) => n.id)).toEqual(all.data.slice(2, 4).map((n) => n.id));
    expect(page2.meta).toEqual({ page: 2, page_size: 2, total: total?.n });
    const beyond = notificationsResponseSchema.parse(
      (await client.get('/api/member/v4/benefit/notifications/?page=99')).json(),
    );
    expect(beyond).toEqual({ data: [], meta: { page: 99, page_size: 20, total: total?.n } });
    expect((await client.get('/api/member/v4/benefit/notifications/?page_size=500')).statusCode).toBe(400);
    const theirs = (
      await (await signedIn(server.app, DEMO_EMAILS.healthshare)).get('/api/member/v4/benefit/notifications/')
    ).json().data as { id: number }[];
    expect(theirs.some((n) => all.data.some((mine) => mine.id === n.id))).toBe(false);
  });

  it("marks one read (once); another user's id is 404 and stays unread", async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const [unread] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, carter.userId), isNull(notifications.readAt)))
      .limit(1);
    const before = await unreadInDb(carter.userId);
    const response = await client.post(`/api/member/v4/benefit/notifications/${unread?.id}/read/`);
    expect(response.statusCode).toBe(200);
    const read = notificationReadResponseSchema.parse(response.json()).data;
    expect(read.id).toBe(unread?.id);
    expect(read.read_at).not.toBeNull();
    expect(await unreadInDb(carter.userId)).toBe(before - 1);
    expect((await client.get('/api/member/v4/unread/')).json().data.total_unread_count).toBe(before - 1);
    const again = notificationReadResponseSchema.parse(
      (await client.post(`/api/member/v4/benefit/notifications/${unread?.id}/read/`)).json(),
    ).data;
    expect(again.read_at).toBe(read.read_at);

    const [theirs] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, patel.userId), isNull(notifications.readAt)))
      .limit(1);
    const refused = await client.post(`/api/member/v4/benefit/notifications/${theirs?.id}/read/`);
    expect(refused.statusCode).toBe(404);
    const [still] = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs?.id ?? 0));
    expect(still?.readAt).toBeNull();
    expect((await client.post('/api/member/v4/benefit/notifications/0/read/')).statusCode).toBe(400);
  });

  it('notify() adds an unread notification the member sees first', async () => {
    await notify(server.db, patel.userId, 'claim', 'Your claim was paid', 'See Receipts.');
    const client = await signedIn(server.app, DEMO_EMAILS.healthshare);
    const [first] = (await client.get('/api/member/v4/benefit/notifications/')).json().data as {
      kind: string;
      title: string;
      read_at: null;
    }[];
    expect(first).toMatchObject({ kind: 'claim', title: 'Your claim was paid', body: 'See Receipts.', read_at: null });
    expect(notificationKindOf('estimate')).toBe('estimate');
    expect(notificationKindOf('something else')).toBe('general');
  });

  it('answers 401 without a session', async () => {
    expect((await new TestClient(server.app).get('/api/member/v4/unread/')).statusCode).toBe(401);
    expect((await new TestClient(server.app).get('/api/member/v4/benefit/notifications/')).statusCode).toBe(401);
  });
});
