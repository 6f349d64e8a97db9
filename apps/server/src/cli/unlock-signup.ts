// npm run signup:unlock -- <member id>: staff unlock a member record that wrong sign-up answers locked
// (decision 0012), after checking with the household. Writes an audit row like every unlock.
import { memberIdSchema } from '@dental/domain';
import { parseEnv } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { MEMBER_AUDIT_ACTIONS, writeMemberAudit } from '../modules/member/shared/member-audit.repository.js';
import { signupRepository } from '../modules/member/signup/signup.repository.js';

const parsed = memberIdSchema.safeParse(process.argv[2]);
if (!parsed.success) {
  console.error('Usage: npm run signup:unlock -- <9-digit member id>');
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
const repo = signupRepository(database.db);
const patientId = await repo.patientIdOfMember(parsed.data);
const unlocked = patientId !== null && (await repo.unlockSignup(patientId, null));
if (patientId !== null) {
  await writeMemberAudit(database.db, { ip: 'cli', requestId: 'signup-unlock', userAgent: undefined }, {
    action: MEMBER_AUDIT_ACTIONS.signupUnlock,
    outcome: unlocked ? 'success' : 'failure',
    actorUserId: null,
    subjectType: 'patient',
    subjectId: patientId,
    details: { by: 'staff' },
  });
}
await database.close();
console.log(patientId === null ? 'No member has that member id.' : unlocked ? 'Unlocked: the member can sign up again.' : 'That member was not locked.');
