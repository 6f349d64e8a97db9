// Issue 27 item 6 (decision 0061): a company's monthly invoice, taken on the 1st. Who is billed for a month and at
// what price, in integer cents: each enrolled employee and their covered dependents whose cover is in force on the
// month's first day, at the monthly price per member of the group plan offering in force that day for the
// employee's class that day (group-plan.ts: the cover reads the same offering). Pure: the server's monthly run and
// the tests call the same functions.
import type { Relationship } from '../enums/people.js';
import { isoDateParts } from '../validation/iso-dates.js';
import { dependentCoverEnd } from './cover-dates.js';
import { classOn, groupPlanOn, type EmployeeClassHistory, type InvoiceOffering } from './group-plan.js';

/** The invoice is due this day of its month (decided in decision 0061: two weeks after it is taken on the 1st). */
export const INVOICE_DUE_DAY = 15;
/** Days after the due date an unpaid invoice's past-due reminders are mailed, one mail per step. */
export const INVOICE_REMINDER_DAYS = [1, 7, 14] as const;
/** A month 'YYYY-MM'. */
export const INVOICE_MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** The month 'YYYY-MM' of an ISO date. */
export function invoiceMonthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** The first day of a month 'YYYY-MM': the day its invoice is taken and whose cover it bills. */
export function invoiceMonthStart(month: string): string {
  if (!INVOICE_MONTH_PATTERN.test(month)) throw new RangeError(`Not a month 'YYYY-MM': ${month}`);
  return `${month}-01`;
}

/** The due date of a month's invoice. */
export function invoiceDueDate(month: string): string {
  return `${invoiceMonthStart(month).slice(0, 8)}${String(INVOICE_DUE_DAY).padStart(2, '0')}`;
}

/** 'March 2026' for '2026-03' (invoices, their PDF and their mails). */
export function invoiceMonthLabel(month: string): string {
  const parts = isoDateParts(invoiceMonthStart(month));
  if (!parts) throw new RangeError(`Not a month 'YYYY-MM': ${month}`);
  const name = new Date(Date.UTC(parts.year, parts.month - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${name} ${parts.year}`;
}

/** One cover period of a person (a benefits row of the company): from its start to its end, inclusive. */
export interface CoverPeriod {
  startDate: string;
  endDate: string | null;
}

/** A person of an employee's household with their cover periods from the company. */
export interface InvoicePerson {
  relationship: Relationship;
  dateOfBirth: string;
  covers: readonly CoverPeriod[];
}

/**
 * An employee with their household's people (themselves as the Primary among them), and their class on file with
 * its dated changes (a month is billed for the class the employee had on its first day).
 */
export interface InvoiceEmployee extends EmployeeClassHistory {
  employeeId: number;
  name: string;
  people: readonly InvoicePerson[];
}

/** One line of an invoice: an employee, their plan, how many of their household are billed and at what price. */
export interface InvoiceLine {
  employeeId: number;
  employeeName: string;
  employeeClass: string | null;
  planName: string;
  memberCount: number;
  unitPriceCents: number;
  amountCents: number;
}

/** A month's invoice as computed: its lines (by employee name), the totals, and who could not be priced. */
export interface InvoiceComputation {
  month: string;
  lines: InvoiceLine[];
  totalCents: number;
  memberCount: number;
  /** Employees with members in force but no offering for their class on the 1st: not billed (a plan gap). */
  unpricedEmployeeIds: number[];
}

/**
 * Whether a person is billed for the month starting `day`: one of their cover periods is in force that day (it
 * started on or before it and ends on or after it). A join during the month is billed from the next month (cover
 * starts on a 1st: a join on the 1st is billed that month); an end after the 1st is still billed that month. A
 * Dependent's cover ends at the end of the month they turn 26 whatever the period says.
 */
export function billedOn(person: InvoicePerson, day: string): boolean {
  const ageOut = dependentCoverEnd(person.dateOfBirth, person.relationship);
  if (ageOut !== null && ageOut < day) return false;
  return person.covers.some((cover) => cover.startDate <= day && (cover.endDate === null || cover.endDate >= day));
}

/** The invoice of a month for a company's employees and offerings: a line per employee with anyone billed. */
export function computeInvoice(
  month: string,
  employees: readonly InvoiceEmployee[],
  offerings: readonly InvoiceOffering[],
): InvoiceComputation {
  const day = invoiceMonthStart(month);
  const lines: InvoiceLine[] = [];
  const unpricedEmployeeIds: number[] = [];
  for (const employee of employees) {
    const memberCount = employee.people.filter((person) => billedOn(person, day)).length;
    if (memberCount === 0) continue;
    const offering = groupPlanOn(offerings, employee, day);
    if (offering === null) {
      unpricedEmployeeIds.push(employee.employeeId);
      continue;
    }
    lines.push({
      employeeId: employee.employeeId,
      employeeName: employee.name,
      employeeClass: classOn(employee, day),
      planName: offering.planName,
      memberCount,
      unitPriceCents: offering.monthlyPriceCents,
      amountCents: memberCount * offering.monthlyPriceCents,
    });
  }
  lines.sort((a, b) => a.employeeName.localeCompare(b.employeeName, 'en') || a.employeeId - b.employeeId);
  return {
    month,
    lines,
    totalCents: lines.reduce((total, line) => total + line.amountCents, 0),
    memberCount: lines.reduce((total, line) => total + line.memberCount, 0),
    unpricedEmployeeIds,
  };
}

/** An invoice's statuses (decision 0061): open until paid; past due once its due date has gone by unpaid. */
export const INVOICE_STATUSES = ['open', 'paid', 'past_due'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Display labels of the invoice statuses. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Open',
  paid: 'Paid',
  past_due: 'Past due',
};

/** The status on `today` of an invoice stored as `stored` (an open invoice whose due date has passed is past due). */
export function invoiceStatusOn(stored: InvoiceStatus, dueDate: string, today: string): InvoiceStatus {
  return stored === 'open' && today > dueDate ? 'past_due' : stored;
}

/**
 * The past-due reminder step reached on `today` by an unpaid invoice: the latest of INVOICE_REMINDER_DAYS that has
 * come (null before the first). Only the latest: a runner that was down sends one reminder, not every one it missed.
 */
export function reminderStepOn(dueDate: string, today: string): number | null {
  const due = isoDateParts(dueDate);
  const now = isoDateParts(today);
  if (!due || !now) return null;
  const days = (Date.UTC(now.year, now.month - 1, now.day) - Date.UTC(due.year, due.month - 1, due.day)) / 86_400_000;
  return INVOICE_REMINDER_DAYS.filter((step) => days >= step).at(-1) ?? null;
}
