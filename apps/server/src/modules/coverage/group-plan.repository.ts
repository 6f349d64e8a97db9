// Issue 27 item 2 (decision 0065): the group plan an employer cover is on, read from the company's offerings when
// it is read, never stored on the cover. The SQL twin of the domain's `groupPlanOn` (the invoice's rule): the
// offering in force on the first of the day's month for the class the employee had that first (their class on
// file, or the `class_before` of the first of their class changes after that day). group-plan.repository.test.ts
// holds the two to the same answers.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/** A day: given now, a placeholder of a prepared statement (benefit.repository.ts's SqlValue), or an expression. */
type Day = string | Placeholder | SQL;

/** The class employee `ee` had on the day `ecc` was looked up for: that change's `class_before`, else the class on file. */
const classOfEmployee = sql`case when ecc.found then ecc.class_before else ee.employee_class end`;

/**
 * The plan id of the group plan offering covering, on `day`, the household of the employee `ee` that
 * `employeeWhere` picks (a condition on `ee`, the employees table); null in a plan gap. A scalar subquery.
 */
export function groupPlanIdOn(employeeWhere: SQL, day: Day): SQL {
  const firstDay = sql`date_trunc('month', ${day}::date)::date`;
  return sql`(select o.plan_id
      from employees ee
      left join lateral (select true as found, c.class_before from employee_class_changes c
        where c.employee_id = ee.id and c.effective_date > ${firstDay}
        order by c.effective_date limit 1) ecc on true
      join employer_plan_offerings o on o.employer_id = ee.employer_id and o.effective_date <= ${firstDay}
        and (o.employee_class is null or lower(trim(o.employee_class)) = lower(trim(${classOfEmployee})))
      where ${employeeWhere}
      order by ee.id, (o.employee_class is null), o.effective_date desc
      limit 1)`;
}

/**
 * The plan of cover `cover` (a benefits row's alias, of patient `p`) on `day`: for a cover from an employer, the
 * group plan its household's employee has that month (the plan it was enrolled on when no offering has begun:
 * a gap the provider fixes, as the invoice leaves such a month unbilled); any other cover's own plan.
 */
export function coverPlanIdOn(cover: string, day: Day): SQL {
  const b = sql.raw(cover);
  return sql`case when ${b}.benefit_type = 'employer' and ${b}.employer_id is not null
      then coalesce(${groupPlanIdOn(sql`ee.household_id = p.household_id and ee.employer_id = ${b}.employer_id`, day)}, ${b}.plan_id)
      else ${b}.plan_id end`;
}
