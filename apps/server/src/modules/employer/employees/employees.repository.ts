// Issue 27 item 3: the company's employees as its HR admin lists and opens them (STYLE: only repositories use
// Drizzle). An employee is the Primary of an employer household (migration 0029); their cover is their newest
// benefit from this employer, and their dependents are the household's other patients.
import { sql, type SQL } from 'drizzle-orm';
import type { EmployeeStatus, Gender, MemberTaxIdType, Relationship, UsStateCode } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';
import { groupPlanIdOn } from '../../coverage/index.js';

/** What the list and the details read of an employee and their cover. */
export type EmployeeRow = {
  id: number;
  patient_id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  date_of_birth: string;
  tax_id_type: MemberTaxIdType;
  tax_id_last4: string | null;
  employee_number: string | null;
  employee_class: string | null;
  plan_id: number | null;
  plan_name: string | null;
  start_date: string | null;
  end_date: string | null;
  status: EmployeeStatus;
};

export type EmployeeListRow = EmployeeRow & { dependents_count: number };

export type EmployeeDetailsRow = EmployeeRow & {
  gender: Gender | null;
  email: string | null;
  phone: string | null;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  state: UsStateCode;
  zip: string;
  hire_date: string;
  signed_up: boolean;
  invited_at: string | null;
  invitations_sent: number;
  dependents: {
    id: number;
    relationship: Relationship;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    date_of_birth: string;
    gender: Gender | null;
    end_date: string | null;
  }[];
};

export interface EmployeeFilters {
  q?: string | undefined;
  status?: EmployeeStatus | undefined;
  planId?: number | undefined;
  employeeClass?: string | undefined;
}

/** LIKE's own characters typed in a search are matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The employees of company `companyId` with patient `p` and their newest benefit from the company `b` (as
 * `cover`), its group plan on `today` `pl`, and the status on `today`: pending before the cover starts, ended
 * after it ends.
 */
function employeesFrom(companyId: number, today: string): SQL {
  // The plan today (issue 27 item 2): a cover yet to start shows the plan it starts on, an ended one its last.
  const planDay = sql`least(greatest(${today}::date, b.start_date), coalesce(b.end_date, 'infinity'::date))`;
  return sql`select e.id, e.patient_id, e.household_id, e.employee_class, e.employee_number, e.hire_date,
      p.first_name, p.middle_name, p.last_name, p.date_of_birth, p.tax_id_type, p.tax_id_last4,
      cover.plan_id, pl.name as plan_name, cover.start_date, cover.end_date,
      case when cover.start_date is null or cover.start_date > ${today}::date then 'pending'
        when cover.end_date is not null and cover.end_date < ${today}::date then 'ended' else 'active' end as status
    from employees e
    join patients p on p.id = e.patient_id
    left join lateral (
      select coalesce(${groupPlanIdOn(sql`ee.id = e.id`, planDay)}, b.plan_id) as plan_id, b.start_date, b.end_date
      from (select ib.plan_id, ib.start_date, ib.end_date from benefits ib
        where ib.patient_id = e.patient_id and ib.employer_id = e.employer_id
        order by ib.start_date desc, ib.id desc limit 1) b
    ) cover on true
    left join plans pl on pl.id = cover.plan_id
    where e.employer_id = ${companyId}`;
}

/**
 * The list's filters over the employee rows alone (decision 0066: names, tax id's last 4 and cover dates are
 * kept on the row by migration 0035's triggers), with the status on `today` as employeesFrom reads it.
 */
function filtersOf(companyId: number, filters: EmployeeFilters, today: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.q !== undefined) {
    const words = filters.q.trim();
    const like = `%${likeEscaped(words.toLowerCase())}%`;
    parts.push(sql`(e.search_name like ${like} or e.tax_last4 = ${words}
      or lower(e.employee_number) = ${words.toLowerCase()})`);
  }
  const started = sql`(e.cover_start is not null and e.cover_start <= ${today}::date)`;
  if (filters.status === 'pending') parts.push(sql`not ${started}`);
  if (filters.status === 'ended') parts.push(sql`${started} and e.cover_end < ${today}::date`);
  if (filters.status === 'active')
    parts.push(sql`${started} and (e.cover_end is null or e.cover_end >= ${today}::date)`);
  // The plan is the group plan on today (employeesFrom, decision 0065): read for every row only when asked for.
  if (filters.planId !== undefined)
    parts.push(sql`e.id in (select everyone.id from (${employeesFrom(companyId, today)}) everyone
      where everyone.plan_id = ${filters.planId})`);
  if (filters.employeeClass !== undefined)
    parts.push(sql`lower(e.employee_class) = ${filters.employeeClass.toLowerCase()}`);
  return sql.join(parts, sql` and `);
}

export function employeesRepository(db: Database) {
  return {
    async auditRead(by: AuditBy, entry: AuditEntry): Promise<void> {
      await writeAudit(db, by, entry);
    },

    /**
     * One page of the company's employees matching `filters`, by last name, and the count of all that match, in
     * one statement (the count row is always there and the page is left-joined to it). Matching, counting and
     * ordering read the employee rows alone, in the order of `employees_list_idx`; only the page's rows are
     * joined to their patient, cover and plan (decision 0066).
     */
    async page(
      companyId: number,
      today: string,
      filters: EmployeeFilters,
      page: { limit: number; offset: number },
    ): Promise<{ total: number; rows: EmployeeListRow[] }> {
      // The count and the page each read the table on their own (a shared CTE would be materialised: 10,000 rows
      // copied, and the index's order lost); the page walks employees_list_idx and stops at its last row.
      const matching = sql`from employees e where e.employer_id = ${companyId} and ${filtersOf(companyId, filters, today)}`;
      const result = await db.execute<Partial<EmployeeListRow> & { total: number }>(sql`with
        counted as (select count(*)::int as total ${matching}),
        pg as (select e.id ${matching} order by e.sort_last, e.sort_first, e.id limit ${page.limit} offset ${page.offset}),
        shown as (select * from (${employeesFrom(companyId, today)}) everyone where everyone.id in (select id from pg))
        select c.total, pg.id, pg.patient_id, pg.first_name, pg.middle_name, pg.last_name,
          pg.date_of_birth::text as date_of_birth, pg.tax_id_type, pg.tax_id_last4, pg.employee_number,
          pg.employee_class, pg.plan_id, pg.plan_name, pg.start_date::text as start_date,
          pg.end_date::text as end_date, pg.status,
          (select count(*)::int from patients d where d.household_id = pg.household_id and d.id <> pg.patient_id)
            as dependents_count
        from counted c left join shown pg on true
        order by lower(pg.last_name), lower(pg.first_name), pg.id`);
      const rows = result.rows;
      return {
        total: rows[0]?.total ?? 0,
        rows: rows.flatMap((row) => (row.id == null ? [] : [row as EmployeeListRow])),
      };
    },

    /** One employee of the company with their address and dependents, or null (another company's: null). */
    async one(companyId: number, today: string, employeeId: number): Promise<EmployeeDetailsRow | null> {
      const result = await db.execute<EmployeeDetailsRow>(sql`select em.id, em.patient_id, em.first_name,
          em.middle_name, em.last_name, em.date_of_birth::text as date_of_birth, em.tax_id_type, em.tax_id_last4,
          em.employee_number, em.employee_class, em.plan_id, em.plan_name, em.start_date::text as start_date,
          em.end_date::text as end_date, em.status, em.hire_date::text as hire_date,
          p.gender, p.email, p.phone, 
          -- an invitation makes a pending user: signed up once sign-up completes
          exists (select 1 from users u where u.id = p.user_id and u.signup_complete) as signed_up, e.invitations_sent,
          to_char(e.invited_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as invited_at, h.address_line_1, h.address_line_2, h.city, h.state, h.zip,
          coalesce((select json_agg(json_build_object('id', d.id, 'relationship', d.relationship,
              'first_name', d.first_name, 'middle_name', d.middle_name, 'last_name', d.last_name,
              'date_of_birth', d.date_of_birth::text, 'gender', d.gender,
              'end_date', (select db.end_date::text from benefits db where db.patient_id = d.id
                and db.employer_id = ${companyId} order by db.start_date desc, db.id desc limit 1))
              order by d.date_of_birth, d.id)
            from patients d where d.household_id = em.household_id and d.id <> em.patient_id), '[]'::json) as dependents
        from (${employeesFrom(companyId, today)}) em
        join patients p on p.id = em.patient_id
        join households h on h.id = em.household_id
        join employees e on e.id = em.id
        where em.id = ${employeeId}`);
      return result.rows[0] ?? null;
    },
  };
}
export type EmployeesRepository = ReturnType<typeof employeesRepository>;
