// What a group ID card prints, read for one employee of a company, a page of a company's active employees, or the
// employee of a member's household (issue 27 item 7, decision 0059; STYLE: only repositories use Drizzle). An
// employee is the Primary of an employer household (migration 0029); their cover is their newest benefit from the
// company, and the plan is the offering in force that month for the class they have then (coverage's
// groupPlanIdOn, decision 0065: the member home, the eligibility and the invoice read the same), else the
// benefit's own plan.
import { sql, type SQL } from 'drizzle-orm';
import type { Relationship } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { groupPlanIdOn } from '../../coverage/index.js';

/** A person of the household as the card names them, with their newest cover from the company. */
export type GroupCardPersonRow = {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  relationship: Relationship;
  date_of_birth: string;
  start_date: string | null;
  end_date: string | null;
};

export type GroupCardRow = {
  employee_id: number;
  patient_id: number;
  company_name: string;
  group_number: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  member_id: string;
  cover_start_date: string;
  cover_end_date: string | null;
  plan_name: string | null;
  plan_type: string | null;
  dependents: GroupCardPersonRow[];
};

/** Where a page of a company's cards starts: after this employee in the list's order (last, first name, id). */
export interface GroupCardCursor {
  lastName: string;
  firstName: string;
  employeeId: number;
}

/** The cards of the employees `e` that `where` keeps, on `today`, in the list's order. */
function groupCards(today: string, where: SQL, limit: number): SQL {
  return sql`select e.id as employee_id, e.patient_id, er.name as company_name, er.group_number,
      p.first_name, p.middle_name, p.last_name, p.member_id,
      cover.start_date::text as cover_start_date, cover.end_date::text as cover_end_date,
      coalesce(offered.name, pl.name) as plan_name, coalesce(offered.plan_type, pl.plan_type) as plan_type,
      coalesce((select json_agg(json_build_object('first_name', d.first_name, 'middle_name', d.middle_name,
          'last_name', d.last_name, 'relationship', d.relationship, 'date_of_birth', d.date_of_birth::text,
          'start_date', dc.start_date::text, 'end_date', dc.end_date::text) order by d.date_of_birth, d.id)
        from patients d
        left join lateral (select b.start_date, b.end_date from benefits b
          where b.patient_id = d.id and b.employer_id = e.employer_id
          order by b.start_date desc, b.id desc limit 1) dc on true
        where d.household_id = e.household_id and d.id <> e.patient_id), '[]'::json) as dependents
    from employees e
    join employers er on er.id = e.employer_id
    join patients p on p.id = e.patient_id
    join lateral (select b.plan_id, b.start_date, b.end_date from benefits b
      where b.patient_id = e.patient_id and b.employer_id = e.employer_id
      order by b.start_date desc, b.id desc limit 1) cover on true
    left join plans pl on pl.id = cover.plan_id
    left join plans offered on offered.id = ${groupPlanIdOn(sql`ee.id = e.id`, sql`greatest(${today}::date, cover.start_date)`)}
    where ${where}
    order by lower(p.last_name), lower(p.first_name), e.id
    limit ${limit}`;
}

/** Cover in force on `today`: started, and not ended before it. */
const inForce = (today: string) =>
  sql`cover.start_date <= ${today}::date and (cover.end_date is null or cover.end_date >= ${today}::date)`;

export function groupIdCardsRepository(db: Database) {
  const run = async (today: string, where: SQL, limit: number) =>
    (await db.execute<GroupCardRow>(groupCards(today, where, limit))).rows;
  return {
    /** The card of one employee of the company (another company's: null), whatever their cover's state. */
    async ofEmployee(companyId: number, employeeId: number, today: string): Promise<GroupCardRow | null> {
      const [row] = await run(today, sql`e.employer_id = ${companyId} and e.id = ${employeeId}`, 1);
      return row ?? null;
    },

    /** A page of the company's employees whose cover is in force, after `cursor` in the list's order. */
    async activePage(
      companyId: number,
      today: string,
      cursor: GroupCardCursor | null,
      limit: number,
    ): Promise<GroupCardRow[]> {
      const after =
        cursor === null
          ? sql`true`
          : sql`(lower(p.last_name), lower(p.first_name), e.id) >
              (lower(${cursor.lastName}::text), lower(${cursor.firstName}::text), ${cursor.employeeId}::int)`;
      return run(today, sql`e.employer_id = ${companyId} and ${inForce(today)} and ${after}`, limit);
    },

    /** The card of the household's employee with the company of this group number, or null. */
    async ofHousehold(householdId: number, groupNumber: string, today: string): Promise<GroupCardRow | null> {
      const [row] = await run(today, sql`e.household_id = ${householdId} and er.group_number = ${groupNumber}`, 1);
      return row ?? null;
    },
  };
}
export type GroupIdCardsRepository = ReturnType<typeof groupIdCardsRepository>;
