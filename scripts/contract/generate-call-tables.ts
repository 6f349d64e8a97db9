// Writes each portal's route table from the contract (call-tables.ts): `npm run generate:calls`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT, type CallGroup } from '@dental/domain';
import { CALL_TABLE_DIR, CALL_TABLES, formattedCallTable } from './call-tables.js';

for (const group of Object.keys(CALL_TABLES) as CallGroup[]) {
  const path = join(CALL_TABLE_DIR, CALL_TABLES[group].file);
  writeFileSync(path, await formattedCallTable(group, CONTRACT[group]));
  console.warn(`generate:calls: ${path}`);
}
