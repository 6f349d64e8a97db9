import { describe, expect, it } from 'vitest';
import { fieldMessagesOf, parsed } from '../testing/schema-testing.js';
import {
  MSG_EIN_OR_SSN_NOT_BOTH,
  MSG_EIN_OR_SSN_REQUIRED,
  MSG_INVALID_EMAIL,
  MSG_INVALID_PHONE,
  MSG_INVALID_TAX_ID,
  MSG_INVALID_ZIP,
  maxLengthMessage,
} from '../validation/messages.js';
import { MSG_CONTACT_REQUIRED, MSG_TOO_MANY_CONTACTS, companyProfileSchema } from './company-profile.js';

const profile = {
  legal_name: ' Harbor Freight Lines LLC ',
  ein: '12-3456789',
  ssn: '',
  address_line_1: '400 River Rd',
  address_line_2: 'Suite 2',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  phone: '555.987.6543',
  contacts: [{ name: 'Dana Ruiz', email: 'hr@harbor.example', phone: '' }],
};

describe('companyProfileSchema', () => {
  it('parses a profile: EIN normalised to 9 digits, blank SSN null, phone to 10 digits', () => {
    expect(parsed(companyProfileSchema, profile)).toEqual({
      legal_name: 'Harbor Freight Lines LLC',
      ein: '123456789',
      ssn: null,
      address_line_1: '400 River Rd',
      address_line_2: 'Suite 2',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      phone: '5559876543',
      contacts: [{ name: 'Dana Ruiz', email: 'hr@harbor.example', phone: null }],
    });
  });

  it('takes an SSN instead of an EIN (a sole proprietor)', () => {
    const result = parsed(companyProfileSchema, { ...profile, ein: null, ssn: '123-45-6789' });
    expect([result.ein, result.ssn]).toEqual([null, '123456789']);
  });

  it('spec §5: EIN or SSN, one of them must be provided (the message on both fields)', () => {
    expect(fieldMessagesOf(companyProfileSchema, { ...profile, ein: ' ', ssn: undefined })).toEqual({
      ein: [MSG_EIN_OR_SSN_REQUIRED],
      ssn: [MSG_EIN_OR_SSN_REQUIRED],
    });
  });

  it('says the EIN-or-SSN rule together with the other fields’ messages', () => {
    expect(fieldMessagesOf(companyProfileSchema, { ...profile, legal_name: ' ', zip: '', ein: '', ssn: '' })).toEqual({
      legal_name: ['Required'],
      zip: ['Required'],
      ein: [MSG_EIN_OR_SSN_REQUIRED],
      ssn: [MSG_EIN_OR_SSN_REQUIRED],
    });
    expect(fieldMessagesOf(companyProfileSchema, null)).toEqual({ '': ['Invalid'] });
  });

  it('spec §5: EIN or SSN, but not both', () => {
    expect(fieldMessagesOf(companyProfileSchema, { ...profile, ssn: '123456789' })).toEqual({
      ein: [MSG_EIN_OR_SSN_NOT_BOTH],
      ssn: [MSG_EIN_OR_SSN_NOT_BOTH],
    });
  });

  it('spec §5: a tax id of the wrong shape is said on its field', () => {
    expect(fieldMessagesOf(companyProfileSchema, { ...profile, ein: '12-345678' })).toEqual({
      ein: [MSG_INVALID_TAX_ID],
    });
  });

  it('says the field rules on their fields', () => {
    expect(
      fieldMessagesOf(companyProfileSchema, {
        ...profile,
        legal_name: 'x'.repeat(101),
        zip: '122070',
        phone: '+1 555 987 6543',
        contacts: [{ name: 'Dana', email: 'dana@', phone: '555' }],
      }),
    ).toEqual({
      legal_name: [maxLengthMessage(100)],
      zip: [MSG_INVALID_ZIP],
      phone: [MSG_INVALID_PHONE],
      'contacts.0.email': [MSG_INVALID_EMAIL],
      'contacts.0.phone': [MSG_INVALID_PHONE],
    });
  });

  it('needs 1 to 10 contacts', () => {
    const { contacts: _contacts, ...withoutContacts } = profile;
    expect(fieldMessagesOf(companyProfileSchema, withoutContacts)).toEqual({ contacts: ['Required'] });
    expect(fieldMessagesOf(companyProfileSchema, { ...profile, contacts: [] })).toEqual({
      contacts: [MSG_CONTACT_REQUIRED],
    });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `C${i}`, email: `c${i}@harbor.example` }));
    expect(fieldMessagesOf(companyProfileSchema, { ...profile, contacts: eleven })).toEqual({
      contacts: [MSG_TOO_MANY_CONTACTS],
    });
    expect(parsed(companyProfileSchema, { ...profile, contacts: eleven.slice(0, 10) }).contacts).toHaveLength(10);
  });
});
