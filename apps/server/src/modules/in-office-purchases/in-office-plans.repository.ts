// Issue 7: the in-office plans practices sell, nearest first (STYLE: only repositories use Drizzle).
import { sql, type SQL } from 'drizzle-orm';
import { METRES_PER_MILE, type InOfficePlan } from '@dental/domain';
import type { Database } from '../../db/database.js';

export type Centre = { latitude: number; longitude: number };
type PlanRow = InOfficePlan & { total: number };

const point = (c: Centre) => sql`ll_to_earth(${c.latitude}::float8, ${c.longitude}::float8)`;
const locationPoint = sql`ll_to_earth(l.latitude, l.longitude)`;

/**
 * Active plans with their practice's nearest location (to the centre; else the chosen one, else its first),
 * who each may cover and what each includes (with the catalogue's description). `near` limits to locations
 * within the radius.
 */
function plansQuery(
  centre: Centre | null,
  radiusMetres: number,
  where: SQL,
  paging: SQL,
  chosenLocationId?: number,
): SQL {
  const distance = centre ? sql`earth_distance(${point(centre)}, ${locationPoint})` : sql`null::float8`;
  const near = centre
    ? sql`and earth_box(${point(centre)}, ${radiusMetres}::float8) @> ${locationPoint} and ${distance} <= ${radiusMetres}::float8`
    : sql``;
  return sql`select ip.id, ip.name, ip.description, ip.discount_percent, ip.price_cents, ip.monthly_price_cents,
      (ip.monthly_price_cents * ip.term_months)::int as monthly_total_cents, ip.term_months,
      json_build_object('min_age', ip.eligible_min_age, 'under_age', ip.eligible_under_age) as eligibility,
      json_build_object('id', pr.id, 'name', pr.name, 'location_id', loc.id, 'address', loc.address_line_1, 'city', loc.city,
        'state', loc.state, 'zip', loc.zip, 'phone', pr.phone,
        'distance_miles', case when loc.metres is null then null else round((loc.metres / ${METRES_PER_MILE})::numeric, 2)::float8 end) as practice,
      coalesce((select json_agg(json_build_object('procedure_code', inc->>'procedureCode',
          'description', coalesce(p.name, inc->>'procedureCode'), 'times_per_term', (inc->>'timesPerTerm')::int) order by ord)
        from jsonb_array_elements(ip.includes) with ordinality as e(inc, ord)
        left join procedures p on p.code = inc->>'procedureCode'), '[]'::json) as includes,
      count(*) over ()::int as total
    from in_office_plans ip
    join practices pr on pr.id = ip.practice_id
    join lateral (
      select l.id, l.address_line_1, l.city, l.state, l.zip, ${distance} as metres
      from practice_locations l where l.practice_id = pr.id and l.removed_at is null ${near}
      order by ${chosenLocationId === undefined ? sql`` : sql`l.id = ${chosenLocationId} desc,`} metres nulls last, l.id limit 1
    ) loc on true
    where ip.active and ${where}
    order by loc.metres nulls last, pr.name, ip.price_cents, ip.id ${paging}`;
}

export function inOfficePlansRepository(db: Database) {
  return {
    async page(
      centre: Centre | null,
      radiusMetres: number,
      practiceId: number | undefined,
      page: number,
      pageSize: number,
    ): Promise<PlanRow[]> {
      const where = practiceId === undefined ? sql`true` : sql`pr.id = ${practiceId}`;
      const paging = sql`limit ${pageSize} offset ${(page - 1) * pageSize}`;
      return (await db.execute<PlanRow>(plansQuery(centre, radiusMetres, where, paging))).rows;
    },

    /** Practices with active plans near the centre (all of them without one), by name: the practice filter. */
    async practices(centre: Centre | null, radiusMetres: number): Promise<{ id: number; name: string }[]> {
      const near = centre
        ? sql`and exists (select 1 from practice_locations l where l.practice_id = pr.id and l.removed_at is null
            and earth_box(${point(centre)}, ${radiusMetres}::float8) @> ${locationPoint}
            and earth_distance(${point(centre)}, ${locationPoint}) <= ${radiusMetres}::float8)`
        : sql``;
      const result = await db.execute<{ id: number; name: string }>(sql`select pr.id, pr.name from practices pr
        where exists (select 1 from in_office_plans ip where ip.practice_id = pr.id and ip.active) ${near}
        order by pr.name, pr.id limit 200`);
      return result.rows;
    },

    /** One plan with the chosen location of its practice (another practice's location id: its first). */
    async one(planId: number, locationId?: number): Promise<InOfficePlan | null> {
      const rows = (await db.execute<PlanRow>(plansQuery(null, 0, sql`ip.id = ${planId}`, sql``, locationId))).rows;
      const row = rows[0];
      if (!row) return null;
      const { total: _total, ...plan } = row;
      return plan;
    },

    /** The zip of the member's household (the shop's default search). */
    async memberZip(householdId: number): Promise<string | null> {
      const result = await db.execute<{ zip: string }>(sql`select h.zip from households h where h.id = ${householdId}`);
      return result.rows[0]?.zip ?? null;
    },
  };
}
export type InOfficePlansRepository = ReturnType<typeof inOfficePlansRepository>;
