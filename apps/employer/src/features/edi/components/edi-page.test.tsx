import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDI_834_APPLY_PATH, EDI_834_CHECK_PATH, MSG_EDI_ONLY, type EdiLoopReport } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { companyProfileAnswer, fakeUploadRequests } from '../../../shared/upload-fakes.test-support';
import { EdiPage } from './edi-page';

const loop = (over: Partial<EdiLoopReport>): EdiLoopReport => ({
  segment: 9,
  maintenance_type: '021',
  name: 'Dana Reyes',
  relationship: 'Primary',
  subscriber_id: 'E000001',
  outcome: 'added',
  fields: [],
  end_date: null,
  errors: [],
  ...over,
});
const report = {
  loops: [
    loop({}),
    loop({
      segment: 20,
      maintenance_type: '001',
      name: 'Sam Reyes',
      relationship: 'Spouse',
      outcome: 'changed',
      fields: ['address_line_1', 'zip'],
    }),
    loop({
      segment: 31,
      maintenance_type: '024',
      name: 'Lee Park',
      subscriber_id: 'E000002',
      outcome: 'ended',
      end_date: '2026-12-31',
    }),
  ],
  ignored_loops: [{ loop_id: '2100C', segment: 14, segment_count: 3 }],
  issues: [],
  errors: 0,
};
/** The server's 834 answers by path (uploads go by XMLHttpRequest: shared/upload-fakes.test-support.ts). */
const FakeRequest = fakeUploadRequests({
  [`/api/${EDI_834_CHECK_PATH}`]: { data: report },
  [`/api/${EDI_834_APPLY_PATH}`]: { data: { ...report, applied: true, acknowledgement_id: 7 } },
});
const X12 = `ISA*00*          *00*          *ZZ*ACMEHR         *ZZ*DENTALCO       *260115*0930*^*00501*000000001*0*T*:~`;

afterEach(() => vi.unstubAllGlobals());

describe('EdiPage (issue 27 item 5)', () => {
  it('checks an 834, says what each member loop does, applies it and offers its 999', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const api = fakeApi({ 'employer.companyProfile': () => json(200, companyProfileAnswer(true)) });
    const { container } = renderScreen([{ path: '/edi', element: <EdiPage /> }], '/edi', {
      fetch: api.impl,
      portal: 'employer',
    });
    const choose = await screen.findByRole('button', { name: 'Choose an 834 file' });
    await vi.waitFor(() => expect(choose).toHaveProperty('disabled', false));
    const input = container.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
    // A file that is not X12 by its bytes is refused before it is sent.
    await userEvent.upload(input, new File(['First Name,Last Name\n'], 'staff.csv'));
    expect(await screen.findByText(/This file is not an X12 file/)).toBeTruthy();
    await userEvent.upload(input, new File([X12], 'enrolment.834'));
    expect(await screen.findByText('enrolment.834')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    const members = await screen.findByRole('table', { name: 'Members in the file' });
    expect(within(members).getByText('Changed: address line 1, zip')).toBeTruthy();
    expect(within(members).getByText('Cover ends Dec 31, 2026')).toBeTruthy();
    expect(screen.getByText(/3 member loops, no problems found/)).toBeTruthy();
    expect(screen.getByText(/loop 2100C at segment 14/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Apply the file' }));
    expect(await screen.findByText(/enrolment.834 applied: 3 member loops/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the 999 acknowledgement' }).getAttribute('href')).toBe(
      '/api/employer/v1/edi/acknowledgements/7/999.x12',
    );
    expect(FakeRequest.urls).toEqual([`/api/${EDI_834_CHECK_PATH}`, `/api/${EDI_834_APPLY_PATH}`]);
  });

  it('tells a company that does not enrol by EDI where to go, with its controls off', async () => {
    const api = fakeApi({ 'employer.companyProfile': () => json(200, companyProfileAnswer(false)) });
    renderScreen([{ path: '/edi', element: <EdiPage /> }], '/edi', { fetch: api.impl, portal: 'employer' });
    expect(await screen.findByText(MSG_EDI_ONLY)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose an 834 file' })).toHaveProperty('disabled', true);
  });
});
