// The procedure catalogue and the reference fee schedules, straight from the domain package (Part of issue 5:
// the same data prices visits in the engine and in the database).
import { PROCEDURE_CATALOGUE, REFERENCE_FEE_SCHEDULES } from '@dental/domain';
import { feeSchedules, procedures } from '../db/schema/index.js';
import type { SeedContext } from './seed-context.js';

export function seedCatalogue(ctx: SeedContext): void {
  for (const p of PROCEDURE_CATALOGUE) {
    ctx.batch.add(procedures, {
      code: p.code,
      name: p.name,
      description: p.description,
      serviceType: p.serviceType,
      isOrtho: p.isOrtho,
      keywords: p.keywords.join(' '),
    });
  }
  for (const entry of REFERENCE_FEE_SCHEDULES) ctx.batch.add(feeSchedules, entry);
}
