import { describe, expect, it } from 'vitest';
import { fieldMessagesOf, parsed } from '../testing/schema-testing.js';
import {
  MSG_BENEFIT_DATE_TOO_EARLY,
  MSG_EIN_OR_SSN_NOT_BOTH,
  MSG_EIN_OR_SSN_REQUIRED,
  MSG_INVALID_DATE,
  MSG_INVALID_PHONE,
  maxLengthMessage,
} from '../validation/messages.js';
import { MSG_ONE_SPOUSE } from '../employer/people.js';
import {
  censusUploadResponseSchema,
  companyProfileResponseSchema,
  companyProfileUpdateRequestSchema,
  dependentParamsSchema,
  employeeRecordSchema,
  employeeCreateRequestSchema,
  employeesQuerySchema,
  employeesResponseSchema,
  endBenefitRequestSchema,
  noFieldsRequestSchema,
} from './employer.js';

const profileFields = {
  legal_name: 'Harbor Freight Lines LLC',
  address_line_1: '400 River Rd',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  phone: '5559876543',
  contacts: [{ name: 'Dana Ruiz', email: 'hr@harbor.example' }],
};

describe('company profile calls', () => {
  it('an update without ein or ssn keeps the tax id', () => {
    expect(parsed(companyProfileUpdateRequestSchema, profileFields)).toEqual({
      ...profileFields,
      contacts: [{ name: 'Dana Ruiz', email: 'hr@harbor.example' }],
      tax_id: null,
    });
  });

  it('an update that sends a tax id follows the spec §5 EIN-or-SSN rule and its two messages', () => {
    expect(parsed(companyProfileUpdateRequestSchema, { ...profileFields, ssn: '123-45-6789' }).tax_id).toEqual({
      ein: null,
      ssn: '123456789',
    });
    expect(fieldMessagesOf(companyProfileUpdateRequestSchema, { ...profileFields, ein: '', ssn: null })).toEqual({
      ein: [MSG_EIN_OR_SSN_REQUIRED],
      ssn: [MSG_EIN_OR_SSN_REQUIRED],
    });
    expect(
      fieldMessagesOf(companyProfileUpdateRequestSchema, { ...profileFields, ein: '12-3456789', ssn: '123456789' }),
    ).toEqual({ ein: [MSG_EIN_OR_SSN_NOT_BOTH], ssn: [MSG_EIN_OR_SSN_NOT_BOTH] });
    expect(fieldMessagesOf(companyProfileUpdateRequestSchema, { ...profileFields, phone: '555' })).toEqual({
      phone: [MSG_INVALID_PHONE],
    });
  });

  it('the profile answer carries the tax id as its kind and last four, EDI and the bank status', () => {
    const answer = {
      data: {
        id: 7,
        ...profileFields,
        address_line_2: null,
        contacts: [{ name: 'Dana Ruiz', email: 'hr@harbor.example', phone: null }],
        tax_id_kind: 'EIN',
        tax_id_last4: '6789',
        uses_edi: false,
        bank_status: 'verification pending',
      },
    };
    expect(companyProfileResponseSchema.safeParse(answer).success).toBe(true);
    expect(
      companyProfileResponseSchema.safeParse({ data: { ...answer.data, tax_id_last4: '123456789' } }).success,
    ).toBe(false);
    expect(companyProfileResponseSchema.safeParse({ data: { ...answer.data, bank_status: 'pending' } }).success).toBe(
      false,
    );
  });
});

describe('employees calls', () => {
  it('the list query takes search, status, plan, class and paging', () => {
    expect(
      parsed(employeesQuerySchema, {
        q: ' moreno ',
        status: 'ended',
        plan_id: '12',
        class: 'Hourly',
        page: '2',
        page_size: '50',
      }),
    ).toEqual({ q: 'moreno', status: 'ended', plan_id: 12, class: 'Hourly', page: 2, page_size: 50 });
    expect(parsed(employeesQuerySchema, { q: '  ', class: '' })).toEqual({ q: undefined, class: undefined });
    expect(
      fieldMessagesOf(employeesQuerySchema, { status: 'gone', plan_id: '0', page_size: '101', q: 'x'.repeat(101) }),
    ).toEqual({
      status: ['Invalid'],
      plan_id: ['Invalid'],
      page_size: ['Invalid'],
      q: [maxLengthMessage(100)],
    });
  });

  it('create takes the employee with dependents, one spouse at most', () => {
    const employee = {
      first_name: 'Alice',
      last_name: 'Moreno',
      date_of_birth: '1988-04-02',
      gender: 'female',
      address_line_1: '12 Elm St',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      member_tax_id_type: 'itin',
      member_tax_id: '912-70-1234',
      hire_date: '2026-05-18',
    };
    const spouse = {
      relationship: 'Spouse',
      first_name: 'Sam',
      last_name: 'Moreno',
      date_of_birth: '1987-01-01',
      gender: 'male',
    };
    expect(parsed(employeeCreateRequestSchema, { employee, dependents: [spouse] }).employee.member_tax_id).toBe(
      '912701234',
    );
    expect(fieldMessagesOf(employeeCreateRequestSchema, { employee, dependents: [spouse, spouse] })).toEqual({
      'dependents.1.relationship': [MSG_ONE_SPOUSE],
    });
  });

  it('end benefit takes a benefit date; reinstate takes nothing', () => {
    expect(parsed(endBenefitRequestSchema, { end_date: '2026-06-30' })).toEqual({ end_date: '2026-06-30' });
    expect(fieldMessagesOf(endBenefitRequestSchema, { end_date: '1969-12-31' })).toEqual({
      end_date: [MSG_BENEFIT_DATE_TOO_EARLY],
    });
    expect(fieldMessagesOf(endBenefitRequestSchema, { end_date: '2026-06-31' })).toEqual({
      end_date: [MSG_INVALID_DATE],
    });
    expect(fieldMessagesOf(endBenefitRequestSchema, {})).toEqual({ end_date: ['Required'] });
    expect(noFieldsRequestSchema.safeParse({}).success).toBe(true);
    expect(noFieldsRequestSchema.safeParse({ end_date: '2026-06-30' }).success).toBe(false);
  });

  it('dependent paths take two ids', () => {
    expect(parsed(dependentParamsSchema, { id: '4', dependent_id: '9' })).toEqual({ id: 4, dependent_id: 9 });
    expect(dependentParamsSchema.safeParse({ id: '4', dependent_id: '09' }).success).toBe(false);
  });

  it('the answers describe an employee, a page of employees and a census outcome', () => {
    const cover = { status: 'active', cover_start_date: '2026-06-01', end_date: null, can_reinstate: false };
    const summary = {
      id: 1,
      first_name: 'Alice',
      middle_name: null,
      last_name: 'Moreno',
      date_of_birth: '1988-04-02',
      member_tax_id_type: 'ssn',
      member_tax_id_display: '•••••6789',
      class: null,
      plan_id: 3,
      plan_name: 'Gold Medium',
      dependents_count: 2,
      ...cover,
    };
    expect(
      employeesResponseSchema.safeParse({ data: [summary], meta: { page: 1, page_size: 20, total: 1 } }).success,
    ).toBe(true);
    expect(
      employeesResponseSchema.safeParse({
        data: [{ ...summary, status: 'Active' }],
        meta: { page: 1, page_size: 20, total: 1 },
      }).success,
    ).toBe(false);
    const record = {
      ...summary,
      gender: 'female',
      email: null,
      phone: null,
      address_line_1: '12 Elm St',
      address_line_2: null,
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      member_tax_id: '123456789',
      hire_date: '2026-05-18',
      invited_at: '2026-05-20T09:00:00.000Z',
      invitations_sent: 1,
      signed_up: false,
      dependents: [
        {
          id: 2,
          relationship: 'Dependent',
          first_name: 'Leo',
          middle_name: null,
          last_name: 'Moreno',
          date_of_birth: '2015-09-30',
          gender: 'male',
          cover_end_date: '2041-09-30',
          end_date: null,
          cover_ended: false,
        },
      ],
    };
    expect(employeeRecordSchema.safeParse(record).success).toBe(true);
    expect(
      employeeRecordSchema.safeParse({ ...record, dependents: [{ ...record.dependents[0], relationship: 'Primary' }] })
        .success,
    ).toBe(false);
    expect(
      censusUploadResponseSchema.safeParse({
        data: {
          employees_added: 0,
          employees_unchanged: 0,
          dependents_added: 0,
          errors: [{ row: 1, column: 'Zip', message: 'Missing column' }],
        },
      }).success,
    ).toBe(true);
  });
});
