// Issue 26 item 10: Patients and Eligibility together, as the routes compose them (features do not import each
// other): a patient opened from Patients is looked up with the keys shown in the form.
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EligiblePatient } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { Component as PatientsPage } from './patients';
import { eligiblePatientFixture } from '../../features/eligibility/eligibility-fixtures';
import { Component as EligibilityPage } from './eligibility';

const patient = eligiblePatientFixture();

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('Patients to Eligibility', () => {
  it('issue 26 item 10: a patient opened from Patients is checked with the keys shown in the form', async () => {
    const other: EligiblePatient = {
      ...patient,
      member_id: '987654321',
      first_name: 'Daniel',
      last_name: 'Carter',
      date_of_birth: '1979-09-30',
    };
    const row = ({ first_name, last_name, member_id, date_of_birth }: EligiblePatient) => ({
      first_name,
      last_name,
      member_id,
      date_of_birth,
      last_visit_date: null,
      last_checked_at: null,
    });
    const api = fakeApi({
      'dentist.practicePatients': () =>
        json(200, {
          data: [row(patient), row(other)],
          meta: { page: 1, page_size: 20, total: 2 },
        }),
      'dentist.eligibility': ({ query }) =>
        json(200, {
          data: {
            practice_network: 'gold',
            patients: [query.get('member_id') === other.member_id ? other : patient],
          },
        }),
    });
    const { router } = renderScreen(
      [
        { path: '/patients', element: <PatientsPage /> },
        { path: '/eligibility', element: <EligibilityPage /> },
      ],
      '/patients',
      { fetch: api.impl },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Maria Lopez' }));
    expect(await screen.findByRole('article', { name: 'Maria Lopez' })).toBeTruthy();
    expect((input(/^Member id/) as HTMLInputElement).value).toBe('123456789');
    expect((input(/^Date of birth/) as HTMLInputElement).value).toBe('1985-04-12');
    // Another patient's link opened while the page is on screen (Back and Forward, the Eligibility entry): the
    // page follows the link, its fields and its result, and keeps nothing of the last one.
    await act(() => router.navigate(`/eligibility?member_id=${other.member_id}&date_of_birth=${other.date_of_birth}`));
    expect(await screen.findByRole('article', { name: 'Daniel Carter' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Maria Lopez' })).toBeNull();
    expect((input(/^Member id/) as HTMLInputElement).value).toBe('987654321');
    expect((input(/^Date of birth/) as HTMLInputElement).value).toBe('1979-09-30');
    await act(() => router.navigate('/eligibility'));
    expect((input(/^Member id/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('article')).toBeNull();
  });
});
