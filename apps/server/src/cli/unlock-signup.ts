// npm run signup:unlock -- <member id>: staff unlock a member record that wrong sign-up answers locked
// (decision 0012), after checking with the household. Writes an audit row like every unlock.
import { memberIdSchema } from '@dental/domain';
import { parseEnv } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { AUDIT_ACTIONS, writeAudit } from '../platform/audit.repository.js';
import { anonymousActor } from '../platform/caller.js';
import { signupRepository } from '../modules/member/index.js';

const parsed = memberIdSchema.safeParse(process.argv[2]);
if (!parsed.success) {
  console.error('Usage: npm run signup:unlock -- <9-digit member id>');
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
});
const repo = signupRepository(database.db);
const patientId = await repo.patientIdOfMember(parsed.data);
const unlocked = patientId !== null && (await repo.unlockSignup(patientId, null));
if (patientId !== null) {
  // Staff have no user here: the row names no actor, of the member portal's records as before.
  const origin = { ip: 'cli', requestId: 'signup-unlock', userAgent: undefined };
  await writeAudit(
    database.db,
    { origin, actor: anonymousActor('member') },
    {
      action: AUDIT_ACTIONS.signupUnlock,
      outcome: unlocked ? 'success' : 'failure',
      subjectType: 'patient',
      subjectId: patientId,
      details: { by: 'staff' },
    },
  );
}
await database.close();
console.log(
  patientId === null
    ? 'No member has that member id.'
    : unlocked
      ? 'Unlocked: the member can sign up again.'
      : 'That member was not locked.',
);
