// The kit's fields for forms that keep their own state (issue 25 item 7: the dentist portal's forms): a select
// of options (MUI's menu or the browser's own), a date input and a picker, each with its label and message.
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UntilHydrated } from '../components/until-hydrated';
import { TestProviders } from '../testing/render';
import { DateInput, SelectInput } from './choice-inputs';
import { PickerInput } from './picker-input';

const OPTIONS = [
  { value: '7', label: 'Ana Diaz' },
  { value: '8', label: 'Ben Ortiz' },
];

function Select({ native = false }: { native?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SelectInput
        native={native}
        label="Dentist"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        emptyLabel="All dentists"
        options={OPTIONS}
        error={value === ''}
        helperText={value === '' ? 'Choose a dentist' : ' '}
      />
      <output>chosen {value}</output>
    </>
  );
}

describe('SelectInput', () => {
  it('lists the empty choice first, then the options, and hands the chosen value', async () => {
    render(<Select />);
    expect(screen.getByText('Choose a dentist')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Dentist' }));
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All dentists', 'Ana Diaz', 'Ben Ortiz']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Ben Ortiz' }));
    expect(screen.getByText('chosen 8')).toBeTruthy();
    expect(screen.queryByText('Choose a dentist')).toBeNull();
  });

  it('is the browser’s own select when native, its label above it', async () => {
    render(<Select native />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Dentist' });
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'All dentists'],
      ['7', 'Ana Diaz'],
      ['8', 'Ben Ortiz'],
    ]);
    expect(screen.getByText('Dentist', { selector: 'label' }).getAttribute('data-shrink')).toBe('true');
    await userEvent.selectOptions(select, '7');
    expect(screen.getByText('chosen 7')).toBeTruthy();
  });
});

describe('DateInput', () => {
  it('is a date input with its label above it and the caller’s limits', () => {
    render(<DateInput label="Visit date" value="2026-11-20" slotProps={{ htmlInput: { max: '2026-11-27' } }} />);
    const input = screen.getByLabelText<HTMLInputElement>('Visit date');
    expect(input.type).toBe('date');
    expect(input.value).toBe('2026-11-20');
    expect(input.max).toBe('2026-11-27');
    expect(screen.getByText('Visit date', { selector: 'label' }).getAttribute('data-shrink')).toBe('true');
  });
});

function Picker() {
  const [value, setValue] = useState<{ code: string; name: string } | null>(null);
  return (
    <>
      <PickerInput
        options={[
          { code: 'D1110', name: 'Adult cleaning' },
          { code: 'D2740', name: 'Crown' },
        ]}
        value={value}
        onChange={(_event, chosen) => setValue(chosen)}
        getOptionLabel={(option) => `${option.code} ${option.name}`}
        isOptionEqualToValue={(a, b) => a.code === b.code}
        label="Procedure 1"
        placeholder="cleaning, crown, D2740"
        error={value === null}
        helperText={value === null ? 'Pick a procedure' : ' '}
      />
      <output>picked {value?.code ?? 'none'}</output>
    </>
  );
}

describe('PickerInput', () => {
  it('filters the options as typed and hands the one picked, with its label and message', async () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Procedure 1' });
    expect(input.getAttribute('placeholder')).toBe('cleaning, crown, D2740');
    expect(screen.getByText('Pick a procedure')).toBeTruthy();
    await userEvent.type(input, 'crown');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['D2740 Crown']);
    await userEvent.click(screen.getByRole('option', { name: 'D2740 Crown' }));
    expect(screen.getByText('picked D2740')).toBeTruthy();
    expect(screen.queryByText('Pick a procedure')).toBeNull();
  });

  it('keeps the clear button its place while held until hydrated with a choice, so that hydration moves nothing', () => {
    const held = (value: string | null) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(
        <TestProviders>
          <UntilHydrated>
            <PickerInput options={['D1110', 'D0274']} value={value} onChange={() => undefined} label="Procedure 1" />
          </UntilHydrated>
        </TestProviders>,
      );
      return container;
    };
    // Drawn at the server: read-only, no clear button yet (MUI draws none on a read-only field), its place kept
    // by MUI's own class for one (issue 28 item 2: the end adornment grew leftwards on hydration).
    const chosen = held('D1110');
    expect(chosen.querySelector('input')?.readOnly).toBe(true);
    expect(chosen.querySelector('button[aria-label="Clear"]')).toBeNull();
    expect(chosen.querySelector('.MuiAutocomplete-root')?.classList.contains('MuiAutocomplete-hasClearIcon')).toBe(
      true,
    );
    // Nothing chosen: no clear button once hydrated either, so no place kept.
    const empty = held(null);
    expect(empty.querySelector('.MuiAutocomplete-root')?.classList.contains('MuiAutocomplete-hasClearIcon')).toBe(
      false,
    );
    // In the browser (hydrated from the start) MUI's own clear button is there, under the same class.
    const { container } = render(
      <TestProviders>
        <UntilHydrated>
          <PickerInput options={['D1110']} value="D1110" onChange={() => undefined} label="Procedure 1" />
        </UntilHydrated>
      </TestProviders>,
    );
    expect(container.querySelector('input')?.readOnly).toBe(false);
    expect(container.querySelector('button[aria-label="Clear"]')).not.toBeNull();
    expect(container.querySelector('.MuiAutocomplete-root')?.classList.contains('MuiAutocomplete-hasClearIcon')).toBe(
      true,
    );
  });
});
