// The route tables are what the contract generates (issue 25 item 2): an entry changed in the contract but not
// regenerated, or a table edited by hand, fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT, guards, type CallGroup } from '@dental/domain';
import { CALL_TABLE_DIR, CALL_TABLES, callTableSource, formattedCallTable } from './call-tables.js';

describe('the generated route tables', () => {
  for (const group of Object.keys(CALL_TABLES) as CallGroup[]) {
    it(`${group}: ${CALL_TABLES[group].file} is the contract's, regenerated (npm run generate:calls)`, async () => {
      const written = readFileSync(join(CALL_TABLE_DIR, CALL_TABLES[group].file), 'utf8');
      expect(written).toBe(await formattedCallTable(group, CONTRACT[group]));
    });
  }

  it('writes a changed entry: a table differs when the contract does', () => {
    const changed = {
      ...CONTRACT.dentist,
      eligibility: { ...CONTRACT.dentist.eligibility, guard: guards.practice('owner') },
    };
    const source = callTableSource('dentist', changed);
    expect(source).toContain(
      "eligibility: { method: 'GET', path: 'dentist/v1/eligibility/', guard: guards.practice('owner') },",
    );
    expect(source).not.toBe(callTableSource('dentist', CONTRACT.dentist));
  });
});
