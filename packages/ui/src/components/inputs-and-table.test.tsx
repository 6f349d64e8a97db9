import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render';
import { DataTable } from './data-table';
import { TextInput } from './text-input';

function ClearableInput() {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Search"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      clearable
      onClear={() => setValue('')}
    />
  );
}

describe('TextInput (spec §5)', () => {
  it('defaults to maximum length 100 and autocomplete off', () => {
    renderWithProviders(<TextInput label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('maxlength')).toBe('100');
    expect(input.getAttribute('autocomplete')).toBe('off');
  });

  it('keeps autocomplete off even when a caller passes it in the input slot (spec §5)', () => {
    renderWithProviders(<TextInput label="Zip" slotProps={{ htmlInput: { autoComplete: 'postal-code' } }} />);
    expect(screen.getByRole('textbox', { name: 'Zip' }).getAttribute('autocomplete')).toBe('off');
  });

  it('lets a credential field keep its token for password managers (decision 0017)', () => {
    renderWithProviders(<TextInput label="Email" autoComplete="username" />);
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe('username');
  });

  it('takes another maximum length', () => {
    renderWithProviders(<TextInput label="Tag" maxLength={35} />);
    expect(screen.getByRole('textbox', { name: 'Tag' }).getAttribute('maxlength')).toBe('35');
  });

  it('shows a clear button only when clearable and not empty', async () => {
    renderWithProviders(<ClearableInput />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('never shows a clear button when not clearable', () => {
    renderWithProviders(<TextInput label="Plain" value="x" onChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});

describe('DataTable (spec §2)', () => {
  const columns = [{ key: 'name', header: 'Name', render: (row: { name: string }) => row.name }];

  it("says 'No results found' when empty", () => {
    renderWithProviders(<DataTable label="Receipts" columns={columns} rows={[]} rowKey={(r) => r.name} />);
    expect(screen.getByRole('table', { name: 'Receipts' }).textContent).toContain('No results found');
  });

  it('lets the empty message be overridden', () => {
    renderWithProviders(
      <DataTable label="Receipts" columns={columns} rows={[]} rowKey={(r) => r.name} emptyMessage="No receipts yet" />,
    );
    expect(screen.getByText('No receipts yet')).toBeTruthy();
    expect(screen.queryByText('No results found')).toBeNull();
  });

  it('stacked below a breakpoint: one table, each cell with its column name for the eye only', () => {
    renderWithProviders(
      <DataTable label="People" columns={columns} rows={[{ name: 'Ada' }]} rowKey={(r) => r.name} stackBelow="sm" />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    const cell = screen.getByRole('cell', { name: 'Ada' });
    const label = cell.querySelector('[aria-hidden="true"]');
    expect(label?.textContent).toBe('Name');
    // The parts carry their roles: a browser may drop a table's semantics once CSS stacks it (Safari does).
    expect([table, cell.closest('tr'), cell].map((element) => element?.getAttribute('role'))).toEqual([
      'table',
      'row',
      'cell',
    ]);
  });

  it('renders rows', () => {
    renderWithProviders(
      <DataTable label="People" columns={columns} rows={[{ name: 'Ada' }, { name: 'Lin' }]} rowKey={(r) => r.name} />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
