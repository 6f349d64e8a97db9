// Issue 27 item 2 (decisions 0058, 0065): which of a company's group plan offerings covers an employee's household
// in a month. One rule for the invoice (what a month is billed at) and the cover (what the member, the dentist's
// eligibility and the coverage engine price with): the offering in force on the month's first day for the class
// the employee had that day. The coverage SQL (`groupPlanIdOn` in the server's coverage module) mirrors it, and a
// test holds the two to the same answers.

/** A group plan offering (employer_plan_offerings): a class's (or every class's, null) plan and price from a date. */
export interface InvoiceOffering {
  employeeClass: string | null;
  planName: string;
  monthlyPriceCents: number;
  /** The first of a month. */
  effectiveDate: string;
}

/**
 * A change of an employee's class (employee_class_changes): from `effectiveDate` (the first of a month) the class
 * is the employee's next one; before it, `classBefore`.
 */
export interface ClassChange {
  effectiveDate: string;
  classBefore: string | null;
}

/** An employee's class as last set and the dated changes that led to it. */
export interface EmployeeClassHistory {
  /** The class on file (the edit form's): in force from the latest change on. */
  employeeClass: string | null;
  classChanges?: readonly ClassChange[];
}

const classKey = (value: string | null): string | null => (value === null ? null : value.trim().toLowerCase());

/** The first day of the month of an ISO date: the day whose offering and class a month keeps. */
export function monthStartOf(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

/**
 * The day a class changed on `today` takes effect: the first of the next month (a month that began, and may
 * be invoiced already, keeps the class it had; on the 1st too).
 */
export function classChangeEffectiveDate(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The class in force on `day`: the `classBefore` of the first change after the day, else the class on file. */
export function classOn(employee: EmployeeClassHistory, day: string): string | null {
  const next = (employee.classChanges ?? [])
    .filter((change) => change.effectiveDate > day)
    .reduce<ClassChange | null>(
      (first, c) => (first === null || c.effectiveDate < first.effectiveDate ? c : first),
      null,
    );
  return next === null ? employee.employeeClass : next.classBefore;
}

/**
 * The offering in force on `day` for a class: the class's own latest offering on or before the day (classes match
 * trimmed, in any case), else the latest one for every class (null); null when neither has begun (a change takes
 * effect on its date and past months keep what they had).
 */
export function offeringInForce<T extends InvoiceOffering>(
  offerings: readonly T[],
  employeeClass: string | null,
  day: string,
): T | null {
  const latest = (key: string | null) =>
    offerings
      .filter((o) => classKey(o.employeeClass) === key && o.effectiveDate <= day)
      .reduce<T | null>((best, o) => (best === null || o.effectiveDate > best.effectiveDate ? o : best), null);
  const own = classKey(employeeClass) === null ? null : latest(classKey(employeeClass));
  return own ?? latest(null);
}

/**
 * The group plan covering an employee's household on `date` (and billed for its month): the offering in force on
 * the first of the date's month for the class the employee had that first. Null in a plan gap (no offering begun).
 */
export function groupPlanOn<T extends InvoiceOffering>(
  offerings: readonly T[],
  employee: EmployeeClassHistory,
  date: string,
): T | null {
  const first = monthStartOf(date);
  return offeringInForce(offerings, classOn(employee, first), first);
}
