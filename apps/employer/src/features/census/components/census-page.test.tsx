import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENSUS_CHECK_PATH, CENSUS_IMPORT_PATH } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { companyProfileAnswer, fakeUploadRequests } from '../../../shared/upload-fakes.test-support';
import { CensusPage } from './census-page';

/** The server's census answers by path (uploads go by XMLHttpRequest: shared/upload-fakes.test-support.ts). */
const ANSWERS: Record<string, unknown> = {
  [`/api/${CENSUS_CHECK_PATH}`]: {
    data: {
      rows: 3,
      valid_rows: 2,
      errors: [{ row: 3, column: 'Zip', message: 'Invalid zip: enter 5 digits' }],
    },
  },
  [`/api/${CENSUS_IMPORT_PATH}?valid_only=true`]: {
    data: { employees_added: 2, employees_unchanged: 0, dependents_added: 0, errors: [] },
  },
};

const FakeRequest = fakeUploadRequests(ANSWERS);

afterEach(() => vi.unstubAllGlobals());

describe('CensusPage (issue 27)', () => {
  it('checks a file, lists its problems by row and column, then imports the valid rows only', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const api = fakeApi({ 'employer.companyProfile': () => json(200, companyProfileAnswer(false)) });
    const { container } = renderScreen([{ path: '/census', element: <CensusPage /> }], '/census', {
      fetch: api.impl,
      portal: 'employer',
    });
    const choose = await screen.findByRole('button', { name: 'Choose a CSV file' });
    await vi.waitFor(() => expect(choose).toHaveProperty('disabled', false));
    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    // A file that is not a CSV by its bytes is refused before it is sent, with the server's own message.
    await userEvent.upload(input as HTMLInputElement, new File([new Uint8Array([0, 1, 2, 3])], 'sheet.csv'));
    expect(await screen.findByText('This file is not a CSV file')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check file' })).toHaveProperty('disabled', true);
    const file = new File(['Employee Tax ID Type,Employee Tax ID\nSSN,123456789\n'], 'staff.csv', { type: 'text/csv' });
    await userEvent.upload(input as HTMLInputElement, file);
    expect(await screen.findByText('staff.csv')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(within(problems).getByText('Invalid zip: enter 5 digits')).toBeTruthy();
    expect(screen.getByText(/3 rows, 2 valid rows, 1 problem/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Import the 2 valid rows only' }));
    expect(await screen.findByText(/2 employees added/)).toBeTruthy();
    expect(FakeRequest.urls).toEqual([`/api/${CENSUS_CHECK_PATH}`, `/api/${CENSUS_IMPORT_PATH}?valid_only=true`]);
  });
});
