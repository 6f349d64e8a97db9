// Fixtures of the practice page tests: answers the contract's schemas accept (fakeApi checks them).
import type { ManagedDentist, ManagedLocation, PracticeProfile, Staff } from '@dental/domain';

export const profile = (overrides: Partial<PracticeProfile> = {}): PracticeProfile => ({
  id: 1,
  name: 'Bright Smiles Dental',
  npi: '1234567893',
  tax_id_type: 'company',
  tax_id_last4: '6789',
  phone: '5551234567',
  address_line_1: '10 Elm Street',
  address_line_2: null,
  city: 'New York',
  state: 'NY',
  zip: '10001',
  network: 'gold',
  bank_status: 'verified',
  specialities: ['general dentist'],
  viewer_role: 'owner',
  ...overrides,
});

const day = { open: '08:00', close: '17:00' };
export const location: ManagedLocation = {
  id: 7,
  name: 'Riverside Office',
  address_line_1: '1 Main Street',
  address_line_2: null,
  city: 'New York',
  state: 'NY',
  zip: '10001',
  phone: '2125550100',
  hours: { Monday: day, Tuesday: day, Wednesday: day, Thursday: day, Friday: day, Saturday: null, Sunday: null },
  accepting_new_patients: true,
  languages: ['English', 'Spanish'],
};

export const dentist: ManagedDentist = {
  id: 3,
  first_name: 'Dana',
  last_name: 'Molar',
  license_number: 'DDS-4521',
  npi: '1987654328',
  speciality: 'endodontist',
  active: true,
};

export const staff: Staff = {
  users: [
    { id: 1, first_name: 'Olivia', last_name: 'Owner', email: 'dentist@example.com', role: 'owner' },
    { id: 2, first_name: 'Frank', last_name: 'Desk', email: 'frontdesk@example.com', role: 'front_desk' },
  ],
  invites: [
    {
      id: 5,
      email: 'new.desk@example.com',
      created_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2026-11-27T10:00:00.000Z',
      status: 'pending',
    },
  ],
};
