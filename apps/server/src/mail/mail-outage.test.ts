// Issue 29 item 4: mail survives an SMTP outage. A real SMTP server refuses every message for an hour and then
// accepts: the queued message is neither lost nor sent twice. The runner's clock is moved on; its SMTP
// conversations are real.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { manualClock } from '../platform/clock.js';
import { createJobRunner } from '../platform/jobs/index.js';
import { createSmtpMailer } from './mailer.js';
import { MAIL_JOB, mailJobKind, outboxMailer } from './mail-job.js';

describe('mail through an SMTP outage', () => {
  let server: TestServer;
  let smtp: SMTPServer;
  let smtpUrl: string;
  let accepting = false;
  const received: string[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (accepting) return callback();
        // A temporary refusal, as a server that is overloaded or in maintenance answers.
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(session.envelope.rcptTo.map((to) => to.address).join(','));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
    await server.close();
  });

  it('keeps a message through an hour of refusals and sends it once when the server accepts again', async () => {
    const clock = manualClock(new Date(Date.now() + 1_000));
    const mailer = createSmtpMailer({ url: smtpUrl, from: 'no-reply@example.com' });
    const runner = createJobRunner({ db: server.db, kinds: [mailJobKind(mailer)], clock });
    await outboxMailer(server.db).send({
      to: 'outage@example.com',
      subject: 'Your sign-up link',
      text: 'a link',
      html: '<p>a link</p>',
    });
    const job = async () =>
      (
        await server.db.execute<{ status: string; attempts: number }>(
          sql`select status, attempts from jobs where kind = ${MAIL_JOB.name} order by id desc limit 1`,
        )
      ).rows[0];

    for (let minute = 0; minute < 60; minute++) {
      await runner.drain();
      clock.advance(60_000);
    }
    expect(received).toEqual([]);
    const refused = await job();
    expect(refused?.status).toBe('queued');
    expect(refused?.attempts).toBeGreaterThan(5);

    accepting = true;
    for (let minute = 0; minute < 20; minute++) {
      await runner.drain();
      clock.advance(60_000);
    }
    expect(received).toEqual(['outage@example.com']);
    expect((await job())?.status).toBe('done');
    mailer.close();
  }, 60_000);
});
