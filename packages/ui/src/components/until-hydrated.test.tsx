import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import { TestProviders } from '../testing/render';
import { UntilHydrated } from './until-hydrated';

function Form() {
  return (
    <TestProviders>
      <UntilHydrated>
        <form aria-label="Find">
          <TextField label="Zip code" defaultValue="" />
          <Autocomplete options={['Crown']} renderInput={(input) => <TextField {...input} label="Procedures" />} />
          <TextField select label="Distance" value="10">
            <MenuItem value="10">10 miles</MenuItem>
          </TextField>
          <FormControlLabel control={<Checkbox />} label="Open late" />
          <Button type="submit">Search</Button>
          <IconButton aria-label="Show password">*</IconButton>
        </form>
        <Pagination count={3} page={1} aria-label="Pages" />
      </UntilHydrated>
      <Button>Outside</Button>
    </TestProviders>
  );
}

describe('UntilHydrated (decisions 0008, 0034)', () => {
  it('draws the fields read-only and the buttons disabled at the server, and lets them be used once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const [zip, procedures] = [...container.querySelectorAll('input[type="text"]')] as HTMLInputElement[];
    const button = (name: string) =>
      [...container.querySelectorAll('button')].find((element) => element.textContent === name);
    const [submit, outside] = [button('Search'), button('Outside')];
    const checkbox = container.querySelector('input[type="checkbox"]') as HTMLInputElement;
    const [show, open] = ['Show password', 'Open'].map((name) =>
      container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`),
    );
    const pages = [...container.querySelectorAll<HTMLButtonElement>('nav[aria-label="Pages"] button')];
    const distance = container.querySelector('div[role="combobox"]');
    // As the browser gets it before the script runs: nothing typed is taken, nothing can be submitted.
    expect(zip?.readOnly).toBe(true);
    expect(procedures?.readOnly).toBe(true);
    expect(checkbox.disabled).toBe(true);
    expect(submit?.disabled).toBe(true);
    // Every other button too, marked for the browser tests; the select says it is read-only.
    expect(show?.disabled).toBe(true);
    expect(open?.disabled).toBe(true);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.every((page) => page.disabled)).toBe(true);
    for (const button of [submit, show, open, ...pages]) expect(button?.hasAttribute('data-until-hydrated')).toBe(true);
    expect(distance?.getAttribute('aria-readonly')).toBe('true');
    // Outside the guard the theme's defaults apply.
    expect(outside?.disabled).toBe(false);

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Form />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The same elements (hydrated, not replaced), now live.
    expect(container.querySelector('input[type="text"]')).toBe(zip);
    expect(zip?.readOnly).toBe(false);
    expect(procedures?.readOnly).toBe(false);
    expect(checkbox.disabled).toBe(false);
    expect(submit?.disabled).toBe(false);
    expect(show?.disabled).toBe(false);
    expect(open?.disabled).toBe(false);
    expect(pages.filter((page) => page.disabled)).toHaveLength(1); // "previous" on the first page
    expect(container.querySelector('[data-until-hydrated]')).toBeNull();
    expect(distance?.hasAttribute('aria-readonly')).toBe(false);
    container.remove();
  });
});
