// Runs the real member app in-process (from TypeScript source: start with
// `node --conditions=source --import tsx bench/tools/capture-sql.mjs`) and records the SQL statements, with
// their parameters, that each measured call runs. Prints one JSON document on stdout.
//
//   --database-url URL   an existing, seeded PostgreSQL database (default: a fresh in-memory PGlite with
//                        the demo world, as `npm start` loads it)
//
// Statements come from openDatabase's onQuery hook (the one the integration tests use); the parameters from
// the same Drizzle logger object, which gets them as its second argument. Parameters are kept only so the
// bare baseline server can replay the same statements; they belong to demo data.
import { parseArgs } from 'node:util';
import { CONTRACT } from '@dental/domain';

/** The member app's calls by name ('benefit', 'transactions'): what the suites name. */
const MEMBER_CALLS = { ...CONTRACT.shared, ...CONTRACT.member };
import { parseEnv } from '../../apps/server/src/config/env.ts';
import { readVersion } from '../../apps/server/src/config/app-config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/seed/seed-demo.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { startMailCatcher } from '../../apps/server/src/mail/mail-catcher.ts';
import { createSmtpMailer, mailFromOf } from '../../apps/server/src/mail/mailer.ts';
import { ApiSession, DEMO_MEMBER, DEMO_PASSWORD } from '../lib/http-session.mjs';
import { HELLO_PATH, LATER, MEMBER_HOME, SIGN_IN_PATH, resolveLater, signInAs } from '../lib/endpoints.mjs';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const log = (message) => process.stderr.write(`capture-sql: ${message}\n`);

let recording = null;
const started = performance.now();
const database = await openDatabase({ databaseUrl: values['database-url'], onQuery: () => undefined });
// The logger object openDatabase gave Drizzle is shared by every session and transaction: take its calls.
database.db.session.logger.logQuery = (sql, params) =>
  recording?.push({ sql, params: params.map((p) => (p instanceof Date ? p.toISOString() : p)) });
await database.migrate();
const seeded = values['database-url'] ? null : await seedDemoIfEmpty(database.db);
log(`database ready in ${((performance.now() - started) / 1000).toFixed(1)} s${seeded ? ` (${seeded.summary})` : ''}`);

const env = parseEnv({
  INSTANCE: 'test',
  LOG_LEVEL: 'silent',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  PORT: '8080',
});
const catcher = await startMailCatcher();
const mailer = createSmtpMailer({ url: catcher.smtpUrl, from: mailFromOf(env) });
const config = {
  env,
  portal: 'member',
  version: readVersion(),
  secret: env.APP_SECRET,
  secure: false,
  portalDistDir: undefined,
};
const app = await buildApp({ config, db: database.db, logLevel: 'silent', mail: { mailer, catcher } });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server.address().port}`;

/** The statements one call runs, including any the request finishes after answering (audit rows). */
async function measure(session, method, path, body) {
  recording = [];
  const response = await session.request(method, path, body);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const statements = recording;
  recording = null;
  return { status: response.status, statements, body: response.body };
}

const calls = [];
try {
  const anonymous = new ApiSession(base);
  calls.push({ key: 'hello', method: 'GET', path: HELLO_PATH, ...(await measure(anonymous, 'GET', HELLO_PATH)) });
  const signIn = await measure(anonymous, 'POST', SIGN_IN_PATH, {
    email: DEMO_MEMBER,
    password: DEMO_PASSWORD,
    account_type: 'member',
  });
  calls.push({
    key: 'sign-in',
    method: 'POST',
    path: SIGN_IN_PATH,
    ...signIn,
    statements: signIn.statements.map(({ sql }) => ({ sql })),
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const member = anonymous;
  for (const call of MEMBER_HOME)
    calls.push({
      key: call.key,
      method: 'GET',
      path: call.path,
      group: 'member-home',
      ...(await measure(member, 'GET', call.path)),
    });
  for (const call of LATER) {
    const template = resolveLater(call, MEMBER_CALLS);
    const path = template?.includes('{patient_id}')
      ? template.replace('{patient_id}', String((await member.request('GET', '/api/member/v4/user/')).body?.data?.id))
      : template;
    if (!path) {
      calls.push({ key: call.key, skipped: `not in the API contract yet (issue ${call.issue})` });
      continue;
    }
    const caller = call.as ? new ApiSession(base) : member;
    const as = call.as ? await signInAs(caller, call.as) : DEMO_MEMBER;
    const result = await measure(caller, 'GET', path);
    if (result.status === 404)
      calls.push({ key: call.key, path, skipped: `${path} is in the contract but not served yet (404)` });
    else if (result.status !== 200)
      calls.push({
        key: call.key,
        path,
        skipped: `${path} answered ${result.status}: add its parameters to bench/lib/endpoints.mjs`,
      });
    else
      calls.push({
        key: call.key,
        method: 'GET',
        path,
        group: 'later',
        as,
        total: result.body?.meta?.total ?? result.body?.data?.length,
        ...result,
      });
  }
  const out = calls.map(({ body: _body, ...rest }) => rest);
  process.stdout.write(`${JSON.stringify({ base, cookies: Object.fromEntries(member.cookies), calls: out })}\n`);
} finally {
  await app.close();
  mailer.close();
  await catcher.stop();
  await database.close();
}
