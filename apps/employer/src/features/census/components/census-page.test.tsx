import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENSUS_CHECK_PATH, CENSUS_IMPORT_PATH } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { CensusPage } from './census-page';

/** The server's census answers by path: uploads go by XMLHttpRequest (ui's uploadFile), not through fetch. */
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

class FakeRequest {
  static urls: string[] = [];
  url = '';
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send() {
    FakeRequest.urls.push(this.url);
    const answer = ANSWERS[this.url];
    this.status = answer ? 200 : 404;
    this.responseText = JSON.stringify(answer ?? { errors: 'Not found.' });
    setTimeout(() => this.onload?.(), 0);
  }
}

afterEach(() => vi.unstubAllGlobals());

// jsdom's Blob has no arrayBuffer() (browsers do): the page reads a picked file's head with it.
if (!('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

const profile = {
  data: {
    id: 1,
    legal_name: 'Acme Logistics Inc.',
    tax_id_kind: 'EIN',
    tax_id_last4: '4567',
    address_line_1: '1 Main Street',
    address_line_2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '5125550184',
    contacts: [],
    uses_edi: false,
    bank_status: 'verified',
  },
};

describe('CensusPage (issue 27)', () => {
  it('checks a file, lists its problems by row and column, then imports the valid rows only', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const api = fakeApi({ 'employer.companyProfile': () => json(200, profile) });
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
