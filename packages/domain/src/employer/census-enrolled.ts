// Issue 27 item 4: what a census row can say about the company's employees already enrolled, beyond the file's own
// rules (census.ts). A row names an enrolled employee by the employee's tax id or employer-assigned id (or, for an
// employee with the type None, by name and date of birth): the same person is left as enrolled (a file imported
// twice changes nothing); a different person with that number is an error, as are new dependents of an enrolled
// employee (they are added on the employee's page, where the household's cover is shown).

/** An employee row whose tax id or employee id is an enrolled employee's, with another name or date of birth. */
export const MSG_ENROLLED_OTHER_PERSON = 'An enrolled employee has this tax id or employee id';
/** A dependent, not yet covered, of an employee already enrolled. */
export const MSG_DEPENDENT_OF_ENROLLED = "The employee is already enrolled: add this dependent on the employee's page";

/** How a person is compared with one enrolled: first and last name in any case and spacing, and date of birth. */
export function censusPersonKey(person: { first_name: string; last_name: string; date_of_birth: string }): string {
  const name = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${name(person.first_name)}|${name(person.last_name)}|${person.date_of_birth}`;
}
