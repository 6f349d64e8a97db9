// The add and edit forms' values: every field as typed (strings; '' for empty), turned into requests by the
// domain's own schemas (schema-resolver.ts). The defaults come from the employee as answered.
import {
  dependentSchema,
  employeeSchema,
  employeeWithDependentsSchema,
  formatPhone,
  GENDER_LABELS,
  GENDERS,
  MEMBER_TAX_ID_TYPE_LABELS,
  MEMBER_TAX_ID_TYPES,
  RELATIONSHIP_LABELS,
  DEPENDENT_RELATIONSHIPS,
  type DependentRecord,
  type DependentRelationship,
  type EmployeeRecord,
} from '@dental/domain';

/** An employee's fields as the form holds them. */
export interface EmployeeFormValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  date_of_birth: string;
  gender: string;
  email: string;
  phone: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state: string;
  zip: string;
  member_tax_id_type: string;
  member_tax_id: string;
  hire_date: string;
  class: string;
}

/** A dependent's fields as the form holds them. */
export interface DependentFormValues {
  relationship: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  date_of_birth: string;
  gender: string;
}

/** The add form: the employee and their dependents' rows. */
export interface AddEmployeeFormValues {
  employee: EmployeeFormValues;
  dependents: DependentFormValues[];
}

export const EMPTY_EMPLOYEE: EmployeeFormValues = {
  first_name: '',
  middle_name: '',
  last_name: '',
  date_of_birth: '',
  gender: '',
  email: '',
  phone: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  state: '',
  zip: '',
  member_tax_id_type: '',
  member_tax_id: '',
  hire_date: '',
  class: '',
};

/** A new dependent row of a relationship (the add form's three buttons). */
export const emptyDependent = (relationship: DependentRelationship | ''): DependentFormValues => ({
  relationship,
  first_name: '',
  middle_name: '',
  last_name: '',
  date_of_birth: '',
  gender: '',
});

/**
 * The edit form's values. An SSN or ITIN is answered masked (the server keeps its last four only), so its field
 * starts empty; an employer-assigned id is answered whole and starts filled.
 */
export function employeeFormValuesOf(employee: EmployeeRecord): EmployeeFormValues {
  return {
    first_name: employee.first_name,
    middle_name: employee.middle_name ?? '',
    last_name: employee.last_name,
    date_of_birth: employee.date_of_birth,
    gender: employee.gender ?? '',
    email: employee.email ?? '',
    phone: employee.phone ? formatPhone(employee.phone) : '',
    address_line_1: employee.address_line_1,
    address_line_2: employee.address_line_2 ?? '',
    city: employee.city,
    state: employee.state,
    zip: employee.zip,
    member_tax_id_type: employee.member_tax_id_type,
    member_tax_id: employee.member_tax_id_type === 'employee' ? (employee.member_tax_id_display ?? '') : '',
    hire_date: employee.hire_date,
    class: employee.class ?? '',
  };
}

/** A dependent's edit values. */
export function dependentFormValuesOf(dependent: DependentRecord): DependentFormValues {
  return {
    relationship: dependent.relationship,
    first_name: dependent.first_name,
    middle_name: dependent.middle_name ?? '',
    last_name: dependent.last_name,
    date_of_birth: dependent.date_of_birth,
    gender: dependent.gender ?? '',
  };
}

// The rules: the contract's request schemas (employer.ts), built once per page.
export const addEmployeeRule = () => employeeWithDependentsSchema();
export const employeeRule = () => employeeSchema();
export const dependentRule = () => dependentSchema();

export const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
export const TAX_ID_TYPE_OPTIONS = MEMBER_TAX_ID_TYPES.map((value) => ({
  value,
  label: MEMBER_TAX_ID_TYPE_LABELS[value],
}));
/** spec §3: Dependent Adult is displayed as Adult Dependent. */
export const RELATIONSHIP_OPTIONS = DEPENDENT_RELATIONSHIPS.map((value) => ({
  value,
  label: RELATIONSHIP_LABELS[value],
}));

/** The employee's field names, for binding the server's messages (prefixed 'employee.' in the add form). */
export const EMPLOYEE_FIELDS = Object.keys(EMPTY_EMPLOYEE) as (keyof EmployeeFormValues)[];
/** The dependent's field names. */
export const DEPENDENT_FIELDS = Object.keys(emptyDependent('')) as (keyof DependentFormValues)[];
