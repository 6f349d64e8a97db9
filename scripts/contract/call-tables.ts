// Issue 25 item 2: one contract entry per call. Each call is written once, in the contract (packages/domain/src/
// api/endpoints.ts and dentist-endpoints.ts: method, path, guard, schemas); the route tables a portal's first
// screen loads (api/<group>-calls.ts: method, path and guard, no zod) are generated from it by this file, so the
// schemas stay out of the 180 KB initial JavaScript (decision 0047). `npm run generate:calls` rewrites them;
// call-tables.test.ts fails while a table differs from what the contract would generate.
import { format, resolveConfig } from 'prettier';
import type { CallGroup, Endpoint, Guard } from '@dental/domain';

export const CALL_TABLE_DIR = 'packages/domain/src/api';

/** The generated table file of each group, and the name of the table it exports. */
export const CALL_TABLES: Record<CallGroup, { file: string; name: string }> = {
  shared: { file: 'shared-calls.ts', name: 'SHARED_CALLS' },
  member: { file: 'member-calls.ts', name: 'MEMBER_CALLS' },
  dentist: { file: 'dentist-calls.ts', name: 'DENTIST_CALLS' },
  employer: { file: 'employer-calls.ts', name: 'EMPLOYER_CALLS' },
  admin: { file: 'admin-calls.ts', name: 'ADMIN_CALLS' },
};

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * A guard as source. The three without arguments are the constants (a member or shared table then carries no
 * `guards` factories); the others call the factory, as the contract writes them.
 */
function guardSource(guard: Guard): { source: string; imports: string[] } {
  switch (guard.kind) {
    case 'public':
      return { source: 'PUBLIC_GUARD', imports: ['PUBLIC_GUARD'] };
    case 'session':
      return { source: 'SESSION_GUARD', imports: ['SESSION_GUARD'] };
    case 'member':
      return { source: 'MEMBER_GUARD', imports: ['MEMBER_GUARD'] };
    case 'signedIn':
      return { source: `guards.signedIn(${quote(guard.portal)})`, imports: ['guards'] };
    case 'practice':
      return { source: `guards.practice(${guard.roles.map(quote).join(', ')})`, imports: ['guards'] };
    case 'employer':
      return { source: `guards.employer(${guard.roles.map(quote).join(', ')})`, imports: ['guards'] };
    case 'staff':
      return { source: `guards.staff(${quote(guard.permission)})`, imports: ['guards'] };
  }
}

/** The source of one group's generated route table (before Prettier: `formattedCallTable`). */
export function callTableSource(group: CallGroup, calls: Readonly<Record<string, Endpoint>>): string {
  const { name } = CALL_TABLES[group];
  const imports = new Set<string>();
  const lines = Object.entries(calls).map(([call, entry]) => {
    const guard = guardSource(entry.guard);
    for (const used of guard.imports) imports.add(used);
    return `  ${call}: { method: '${entry.method}', path: ${quote(entry.path)}, guard: ${guard.source} },`;
  });
  const guardImports = [...imports].sort((a, b) => a.localeCompare(b, 'en'));
  return [
    `// Generated from the contract by scripts/contract/call-tables.ts (npm run generate:calls): do not edit.`,
    `// The ${group} calls' method, path and guard, without their schemas (issue 25 item 2, decision 0047).`,
    ...(guardImports.length > 0 ? [`import { ${guardImports.join(', ')} } from './guards.js';`] : []),
    `import type { CallRoute } from './call-route.js';`,
    '',
    lines.length === 0
      ? `export const ${name} = {} as const satisfies Record<string, CallRoute>;`
      : [`export const ${name} = {`, ...lines, `} as const satisfies Record<string, CallRoute>;`].join('\n'),
    '',
  ].join('\n');
}

/** The table as the repository keeps it: `callTableSource` formatted by Prettier with the project's settings. */
export async function formattedCallTable(group: CallGroup, calls: Readonly<Record<string, Endpoint>>): Promise<string> {
  const filepath = `${CALL_TABLE_DIR}/${CALL_TABLES[group].file}`;
  return format(callTableSource(group, calls), { ...(await resolveConfig(filepath)), filepath });
}
