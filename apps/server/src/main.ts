// The server's entry: `npm start` runs the built copy of this file.
import { ConfigError, apiDocsEnabled, devMailEnabled, parseEnv } from './config/env.js';
import { startServer } from './server.js';
import { DEMO_MFA_EMAILS, DEMO_PASSWORD, DEMO_SIGN_INS } from './seed/demo-accounts.js';
import { DEMO_TOTP_SECRET } from './seed/seed-demo-mfa.js';
import { databaseFailureOf, safeErrorMessage } from './db/database-errors.js';

async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const started = Date.now();
  const server = await startServer(env);
  const lines = [
    '',
    `Dental benefits portals (${env.INSTANCE}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s on ${server.database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'}:`,
    `  Member    ${server.urls.member}`,
    `  Dentist   ${server.urls.dentist}`,
    `  Employer  ${server.urls.employer}`,
    `  Admin     ${server.urls.admin}`,
  ];
  if (apiDocsEnabled(env)) lines.push(`  API docs  ${server.urls.member}/api/docs`);
  if (server.mailCatcher && devMailEnabled(env))
    lines.push(`  Mail      ${server.urls.member}/dev/mail (caught mail; no SMTP_URL set)`);
  if (server.seeded) lines.push('', `Loaded the demo world: ${server.seeded.summary}`);
  if (env.INSTANCE !== 'prod') {
    lines.push('', `Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_SIGN_INS) {
      const secondFactor = DEMO_MFA_EMAILS.includes(account.email) ? ` (authenticator secret ${DEMO_TOTP_SECRET})` : '';
      lines.push(`  ${account.portal.padEnd(9)} ${account.email.padEnd(30)} ${account.description}${secondFactor}`);
    }
  }
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: closing`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A database error by its code: Drizzle's message would print the statement's values.
  console.error(databaseFailureOf(error) ? safeErrorMessage(error) : error);
  process.exit(1);
});
